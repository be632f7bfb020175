import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createSportsbookFrame, type SportsbookFrame } from './index';

const ORIGIN = 'https://sportsbook.example';
let frame: SportsbookFrame | undefined;

// happy-dom loads no frame page and says so on the console
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));

afterEach(() => {
  vi.restoreAllMocks();
  frame?.destroy();
  frame = undefined;
  document.body.innerHTML = '';
});

function open(): { frame: SportsbookFrame; posted: unknown[][] } {
  frame = createSportsbookFrame({ container: document.body, src: `${ORIGIN}/live` });
  // the frame's window as the SDK sees it (happy-dom loads no cross-origin page)
  const posted: unknown[][] = [];
  const child = { postMessage: (...args: unknown[]) => void posted.push(args) };
  Object.defineProperty(frame.iframe, 'contentWindow', { value: child });
  return { frame, posted };
}

/** A message as the sportsbook's frame would send it. */
function fromFrame(data: unknown, from: { origin?: string; source?: unknown } = {}) {
  const message = new MessageEvent('message', { data, origin: from.origin ?? ORIGIN });
  Object.defineProperty(message, 'source', { value: from.source ?? frame?.iframe.contentWindow });
  window.dispatchEvent(message);
}

const event = (type: string, payload: unknown) => ({
  type: `sportsbook:${type}`,
  version: 1,
  payload,
});

describe('createSportsbookFrame', () => {
  test('appends a titled frame of src', () => {
    const { frame } = open();
    expect(frame.iframe.parentElement).toBe(document.body);
    expect(frame.iframe.src).toBe(`${ORIGIN}/live`);
    expect(frame.iframe.title).toBe('Sportsbook');
  });

  test('typed events reach their handlers; "*" hears all', () => {
    const { frame } = open();
    const sizes: unknown[] = [];
    const all: unknown[] = [];
    frame.on('page-size-changed', (payload) => sizes.push(payload));
    frame.on('*', (e) => all.push(e.type));
    fromFrame(event('page-size-changed', { height: 900, width: 600 }));
    fromFrame(event('signIn', {}));
    expect(sizes).toEqual([{ height: 900, width: 600 }]);
    expect(all).toEqual(['sportsbook:page-size-changed', 'sportsbook:signIn']);
  });

  test.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['another window', { source: window }],
  ])('a message from %s is ignored', (_name, from) => {
    const { frame } = open();
    const heard = vi.fn();
    frame.on('*', heard);
    fromFrame(event('signIn', {}), from);
    expect(heard).not.toHaveBeenCalled();
  });

  test.each([
    ['foreign', { type: 'webpackOk' }],
    ['another version', { type: 'sportsbook:signIn', version: 2, payload: {} }],
    ['a payload that is no object', event('page-size-changed', 'tall')],
    ['a command', event('open-bet-slip', {})],
  ])('a %s message is ignored', (_name, data) => {
    const { frame } = open();
    const heard = vi.fn();
    frame.on('*', heard);
    fromFrame(data);
    expect(heard).not.toHaveBeenCalled();
  });

  test('commands wait for initialized, then go to the sportsbook origin only', () => {
    const { frame, posted } = open();
    frame.send('open-bet-slip');
    frame.send('change-locale', { locale: 'de' });
    expect(posted).toEqual([]);
    fromFrame(event('initialized', { locale: 'en', odds_type: 'european', logged_in: false }));
    frame.send('apply-bet-code', { code: 'ABC123' });
    expect(posted).toEqual([
      [event('open-bet-slip', {}), ORIGIN],
      [event('change-locale', { locale: 'de' }), ORIGIN],
      [event('listeners', { events: [] }), ORIGIN],
      [event('apply-bet-code', { code: 'ABC123' }), ORIGIN],
    ]);
  });

  test('the sportsbook learns the events listened to by name, per document and on change', () => {
    const { frame, posted } = open();
    const initialized = event('initialized', {
      locale: 'en',
      odds_type: 'european',
      logged_in: true,
    });
    frame.on('*', () => undefined);
    const offDeposit = frame.on('deposit', () => undefined);
    frame.on('balance-changed', () => undefined);
    expect(posted).toEqual([]);
    fromFrame(initialized);
    // a second deposit listener changes nothing the sportsbook needs to know
    const offSecond = frame.on('deposit', () => undefined);
    offDeposit();
    offSecond();
    // a reload of the frame is a new document: it is told again
    fromFrame(initialized);
    expect(posted).toEqual([
      [event('listeners', { events: ['balance-changed', 'deposit'] }), ORIGIN],
      [event('listeners', { events: ['balance-changed'] }), ORIGIN],
      [event('listeners', { events: ['balance-changed'] }), ORIGIN],
    ]);
  });

  test('off and destroy stop the handlers and remove the frame', () => {
    const { frame } = open();
    const heard = vi.fn();
    const off = frame.on('signUp', heard);
    off();
    fromFrame(event('signUp', {}));
    expect(heard).not.toHaveBeenCalled();
    frame.destroy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
