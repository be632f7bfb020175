import { describe, expect, test } from 'vitest';
import {
  EMBED_COMMAND_NAMES,
  EMBED_EVENT_NAMES,
  embedCommand,
  embedCommandSchemas,
  embedEvent,
  embedEventSchemas,
  embeddingSchema,
  parseEmbedCommand,
  parseEmbedEvent,
} from './embed';
import { embedMessageName } from './embed-envelope';

describe('host-page messages (spec §7)', () => {
  test('every spec message has a schema', () => {
    expect([...EMBED_EVENT_NAMES].sort()).toEqual(
      [
        'signIn',
        'signUp',
        'deposit',
        'page-loaded',
        'page-size-changed',
        'balance-changed',
        'bet-slip-state-changed',
        'top-event-clicked',
        'notify-modal-triggered',
        'initialized',
        'notify-currency-changed',
      ].sort(),
    );
    // spec §7's nine commands and the SDK's listener announcement (spec §5 deposit)
    expect(EMBED_COMMAND_NAMES).toHaveLength(10);
    expect(EMBED_COMMAND_NAMES).toContain('listeners');
    expect(Object.keys(embedEventSchemas).sort()).toEqual([...EMBED_EVENT_NAMES].sort());
    expect(Object.keys(embedCommandSchemas).sort()).toEqual([...EMBED_COMMAND_NAMES].sort());
  });

  test.each([
    [{ type: 'sportsbook:signIn', version: 1, payload: {} }, 'signIn'],
    [{ type: 'sportsbook:signIn', version: 1, payload: [] }, null],
    [{ type: 'sportsbook:signIn', version: 1 }, null],
    [{ type: 'sportsbook:constructor', version: 1, payload: {} }, null],
    [{ type: 'signIn', version: 1, payload: {} }, null],
  ])('the envelope of %j names %s', (data, name) =>
    expect(embedMessageName(data, EMBED_EVENT_NAMES)).toBe(name),
  );

  test('an event built by embedEvent parses back', () => {
    const event = embedEvent('page-size-changed', { height: 1200, width: 800 });
    expect(event).toEqual({
      type: 'sportsbook:page-size-changed',
      version: 1,
      payload: { height: 1200, width: 800 },
    });
    expect(parseEmbedEvent(event)).toEqual(event);
    expect(parseEmbedCommand(event)).toBeNull();
  });

  test('a command built by embedCommand parses back', () => {
    const command = embedCommand('apply-bet-code', { code: 'AB12cd' });
    expect(parseEmbedCommand(command)).toEqual(command);
    expect(parseEmbedEvent(command)).toBeNull();
  });

  test('listeners name outgoing events only', () => {
    const listeners = embedCommand('listeners', { events: ['deposit', 'balance-changed'] });
    expect(parseEmbedCommand(listeners)).toEqual(listeners);
    expect(
      parseEmbedCommand({ type: 'sportsbook:listeners', version: 1, payload: { events: ['x'] } }),
    ).toBeNull();
  });

  test.each([
    ['a string', 'sportsbook:open-bet-slip'],
    ['null', null],
    ['another library', { type: 'webpackOk' }],
    ['no version', { type: 'sportsbook:open-bet-slip', payload: {} }],
    ['another version', { type: 'sportsbook:open-bet-slip', version: 2, payload: {} }],
    ['an unknown name', { type: 'sportsbook:toString', version: 1, payload: {} }],
    ['a bad payload', { type: 'sportsbook:change-locale', version: 1, payload: { locale: 'xx' } }],
    ['an extra key', { type: 'sportsbook:open-bet-slip', version: 1, payload: { x: 1 } }],
    [
      'a foreign path',
      { type: 'sportsbook:page-changed', version: 1, payload: { path: '//evil.example' } },
    ],
    [
      'a script URL',
      { type: 'sportsbook:page-changed', version: 1, payload: { path: 'javascript:alert(1)' } },
    ],
  ])('%s is no command', (_name, data) => expect(parseEmbedCommand(data)).toBeNull());

  test.each([
    ['https://casino.example', true],
    ['http://127.0.0.1:4300', true],
    ['https://casino.example/', false],
    ['https://casino.example/lobby', false],
    ['*', false],
    ['javascript:alert(1)', false],
  ])('origin %s is valid: %s', (origin, valid) =>
    expect(
      embeddingSchema.safeParse({ origins: [origin], allow_any_with_token: false }).success,
    ).toBe(valid),
  );
});
