import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '@/http/config';
import { endpointAllowed, hostMatches, parsePushSubscription } from './subscription';

const production = { allowedHosts: DEFAULT_PUSH_SERVICE_HOSTS, loopback: false };
const development = { ...production, loopback: true };

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const p256dh = ecdh.getPublicKey().toString('base64url');
const auth = randomBytes(16).toString('base64url');
const json = (endpoint: string, keys: Record<string, string> = { p256dh, auth }) =>
  JSON.stringify({ endpoint, expirationTime: null, keys });

describe('hostMatches', () => {
  test.each([
    ['fcm.googleapis.com', 'fcm.googleapis.com', true],
    ['fcm.googleapis.com', 'x.fcm.googleapis.com', false],
    ['*.push.apple.com', 'api.push.apple.com', true],
    ['*.push.apple.com', 'a.b.push.apple.com', true],
    ['*.push.apple.com', 'push.apple.com', false],
    ['*.push.apple.com', 'evilpush.apple.com', false],
  ])('%s names %s: %s', (pattern, host, expected) => {
    expect(hostMatches(pattern, host)).toBe(expected);
  });
});

describe('endpointAllowed', () => {
  test.each([
    ['https://fcm.googleapis.com/fcm/send/abc', production, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', production, true],
    ['https://db5p.notify.windows.com/w/?token=abc', production, true],
    ['https://web.push.apple.com/abc', production, true],
    ['https://FCM.googleapis.com/x', production, true],
    ['http://fcm.googleapis.com/x', production, false],
    ['https://fcm.googleapis.com:8443/x', production, false],
    ['https://user:pw@fcm.googleapis.com/x', production, false],
    ['https://fcm.googleapis.com.evil.example/x', production, false],
    ['https://169.254.169.254/latest/meta-data', production, false],
    ['http://127.0.0.1:9000/push', production, false],
    ['http://127.0.0.1:9000/push', development, true],
    ['http://localhost:9000/push', development, true],
    ['http://[::1]:9000/push', development, true],
    ['http://127.0.0.2:9000/push', development, false],
    ['http://10.0.0.1/push', development, false],
    ['ftp://127.0.0.1/push', development, false],
    ['not a url', development, false],
  ])('%s (loopback %s): %s', (endpoint, rules, expected) => {
    expect(endpointAllowed(endpoint, rules)).toBe(expected);
  });

  test('an operator list replaces the defaults', () => {
    const rules = { allowedHosts: ['push.example.com'], loopback: false };
    expect(endpointAllowed('https://push.example.com/x', rules)).toBe(true);
    expect(endpointAllowed('https://fcm.googleapis.com/x', rules)).toBe(false);
  });
});

describe('parsePushSubscription', () => {
  test('a browser subscription comes back rebuilt', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    const text = JSON.stringify({ endpoint, expirationTime: 1, keys: { p256dh, auth }, more: 1 });
    expect(parsePushSubscription(text, production)).toEqual({
      subscription: { endpoint, expirationTime: 1, keys: { p256dh, auth } },
    });
    const bare = JSON.stringify({ endpoint, keys: { p256dh, auth } });
    expect(parsePushSubscription(bare, production)).toMatchObject({
      subscription: { expirationTime: null },
    });
  });

  const point = ecdh.getPublicKey();
  test.each([
    ['not JSON', '{', 'invalid_push_subscription'],
    ['an array', '[]', 'invalid_push_subscription'],
    ['no endpoint', JSON.stringify({ keys: { p256dh, auth } }), 'invalid_push_subscription'],
    [
      'a text expiration',
      JSON.stringify({
        endpoint: 'https://fcm.googleapis.com/x',
        expirationTime: 'x',
        keys: { p256dh, auth },
      }),
      'invalid_push_subscription',
    ],
    ['a host not allowed', json('https://push.example.com/x'), 'push_service_not_allowed'],
    [
      'p256dh of 64 bytes',
      json('https://fcm.googleapis.com/x', {
        p256dh: point.subarray(1).toString('base64url'),
        auth,
      }),
      'invalid_push_keys',
    ],
    [
      'a compressed point',
      json('https://fcm.googleapis.com/x', {
        p256dh: Buffer.concat([Buffer.from([2]), point.subarray(1)]).toString('base64url'),
        auth,
      }),
      'invalid_push_keys',
    ],
    [
      'auth of 15 bytes',
      json('https://fcm.googleapis.com/x', { p256dh, auth: randomBytes(15).toString('base64url') }),
      'invalid_push_keys',
    ],
    [
      'auth not base64url',
      json('https://fcm.googleapis.com/x', { p256dh, auth: `${auth.slice(0, 20)}!!` }),
      'invalid_push_keys',
    ],
  ])('%s: %s', (_, text, problem) => {
    expect(parsePushSubscription(text, production)).toEqual({ problem });
  });
});
