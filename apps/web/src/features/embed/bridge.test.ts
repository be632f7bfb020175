import { describe, expect, test, vi } from 'vitest';
import { createEmbedBridge, type BridgeWindow, type CommandHandlers } from './bridge';

const casino = 'https://casino.example';

function setup({
  tokenSession = (): boolean => false,
  allowAnyWithToken = false,
  parentOrigin = casino,
} = {}) {
  let listener: ((event: MessageEvent) => void) | null = null;
  const parent = { postMessage: vi.fn() };
  const win: BridgeWindow = {
    parent,
    addEventListener: (_type, l) => void (listener = l),
    removeEventListener: () => void (listener = null),
  };
  const handlers = Object.fromEntries(
    [
      'odds-changed',
      'page-changed',
      'search-modal',
      'open-bet-slip',
      'viewport',
      'iframe-integration',
      'apply-bet-code',
      'change-locale',
      'change-currency',
    ].map((name) => [name, vi.fn()]),
  ) as unknown as CommandHandlers & Record<string, ReturnType<typeof vi.fn>>;
  const bridge = createEmbedBridge({
    window: win,
    embedding: { origins: [casino], allowAnyWithToken },
    tokenSession,
    parentOrigin,
    handlers,
  });
  const receive = (data: unknown, from: { origin?: string; source?: unknown } = {}) =>
    listener?.({
      data,
      origin: from.origin ?? casino,
      source: 'source' in from ? from.source : parent,
    } as MessageEvent);
  return { bridge, parent, handlers, receive, listening: () => listener !== null };
}

const command = (type: string, payload: unknown) => ({
  type: `sportsbook:${type}`,
  version: 1,
  payload,
});

describe('createEmbedBridge (spec §7 host-page messages)', () => {
  test('a listed origin’s command reaches its handler with the payload', () => {
    const { handlers, receive } = setup();
    receive(command('apply-bet-code', { code: 'AB12' }));
    receive(command('change-locale', { locale: 'de' }));
    expect(handlers['apply-bet-code']).toHaveBeenCalledWith({ code: 'AB12' });
    expect(handlers['change-locale']).toHaveBeenCalledWith({ locale: 'de' });
  });

  test.each([
    ['an origin not on the list', command('open-bet-slip', {}), { origin: 'https://evil.example' }],
    ['a window other than the parent', command('open-bet-slip', {}), { source: {} }],
    ['a foreign message', { type: 'webpackOk' }, {}],
    ['a plain string', 'sportsbook:open-bet-slip', {}],
    ['another version', { type: 'sportsbook:open-bet-slip', version: 2, payload: {} }, {}],
    ['a bad payload', command('change-locale', { locale: 'xx' }), {}],
    ['an event, not a command', command('signIn', {}), {}],
  ])('%s is ignored', (_name, data, from) => {
    const { handlers, receive } = setup();
    receive(data, from);
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  test('any origin only with the wildcard and a token session', () => {
    const anyOrigin = { origin: 'https://other.example' };
    const withoutToken = setup({ allowAnyWithToken: true });
    withoutToken.receive(command('open-bet-slip', {}), anyOrigin);
    expect(withoutToken.handlers['open-bet-slip']).not.toHaveBeenCalled();
    const withToken = setup({ allowAnyWithToken: true, tokenSession: () => true });
    withToken.receive(command('open-bet-slip', {}), anyOrigin);
    expect(withToken.handlers['open-bet-slip']).toHaveBeenCalled();
  });

  test('the wildcard follows the token session as it is now: gone after a sign-out', () => {
    let tokenSession = true;
    const other = 'https://other.example';
    const { bridge, parent, handlers, receive } = setup({
      allowAnyWithToken: true,
      tokenSession: () => tokenSession,
      parentOrigin: other,
    });
    receive(command('open-bet-slip', {}), { origin: other });
    bridge.post('page-size-changed', { height: 1, width: 1 });
    expect(handlers['open-bet-slip']).toHaveBeenCalledTimes(1);
    // events go to the unlisted parent while the token session lasts
    expect(parent.postMessage).toHaveBeenLastCalledWith(expect.anything(), other);
    tokenSession = false;
    receive(command('open-bet-slip', {}), { origin: other });
    bridge.post('page-size-changed', { height: 2, width: 2 });
    expect(handlers['open-bet-slip']).toHaveBeenCalledTimes(1);
    // then only the listed origins (the browser delivers to none of them here)
    expect(parent.postMessage).toHaveBeenLastCalledWith(expect.anything(), casino);
  });

  test('events go to the parent as versioned envelopes, to the allowed origin only', () => {
    const { bridge, parent } = setup();
    bridge.post('page-size-changed', { height: 900, width: 600 });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'sportsbook:page-size-changed', version: 1, payload: { height: 900, width: 600 } },
      casino,
    );
  });

  test('stop stops listening', () => {
    const { bridge, listening } = setup();
    bridge.stop();
    expect(listening()).toBe(false);
  });
});
