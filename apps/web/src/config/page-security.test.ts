import { describe, expect, test } from 'vitest';
import {
  contentSecurityPolicy,
  createNonce,
  frameAncestors,
  strictTransportSecurity,
} from './page-security';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const base = {
  nonce: 'bm9uY2U=',
  pushUrl: 'ws://127.0.0.1:4000/connection/websocket',
  chatUrl: undefined,
  frameSrc: undefined,
  frameAncestors: undefined,
  https: false,
  development: false,
};

describe('contentSecurityPolicy', () => {
  test('scripts only with the nonce (no unsafe-inline); the API, push and frames it needs', () => {
    expect(directives(contentSecurityPolicy(base))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'ws://127.0.0.1:4000'],
      'worker-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
  });

  test('the chat provider, configured frames and ancestors; https upgrades; dev evaluates', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...base,
        pushUrl: 'wss://push.bet.example/connection/websocket',
        chatUrl: 'https://chat.example/rooms/{match}?lang={locale}',
        frameSrc: ['https://pay.example'],
        frameAncestors: ["'self'", 'https://casino.example'],
        https: true,
        development: true,
      }),
    );
    expect(policy).toMatchObject({
      'script-src': ["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'", "'unsafe-eval'"],
      'connect-src': ["'self'", 'wss://push.bet.example'],
      'frame-src': ["'self'", 'https://chat.example', 'https://pay.example'],
      'frame-ancestors': ["'self'", 'https://casino.example'],
      'upgrade-insecure-requests': [],
    });
  });
});

test('HSTS only over https', () => {
  expect(strictTransportSecurity(true)).toBe('max-age=31536000');
  expect(strictTransportSecurity(false)).toBeNull();
});

test('a nonce is fresh base64 of 128 bits each time', () => {
  const [a, b] = [createNonce(), createNonce()];
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(a).not.toBe(b);
});

describe('frameAncestors (spec §6 embedded mode origins)', () => {
  const casino = 'https://casino.example';
  test.each([
    ['nothing configured: the site itself', undefined, [], false, ["'self'"]],
    ['the embedding origins beside the site', undefined, [casino], false, ["'self'", casino]],
    [
      'FRAME_ANCESTORS stays a fallback',
      ["'self'", 'https://a.example'],
      [casino],
      false,
      ["'self'", 'https://a.example', casino],
    ],
    ["'none' gives way to configured origins", ["'none'"], [casino], false, [casino]],
    ["'none' alone stays", ["'none'"], [], false, ["'none'"]],
    ['the wildcard with the token setting', undefined, [casino], true, ['*']],
  ])('%s', (_name, fallback, origins, allowAnyWithToken, expected) =>
    expect(frameAncestors(fallback, { origins, allowAnyWithToken })).toEqual(expected),
  );
});
