import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushStateOf, pushWorkerUrl, storedEndpoint } from './push-rules';

const stored = JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/a', keys: {} });

describe('Web Push in the browser', () => {
  it('decodes a base64url VAPID key (no padding, - and _)', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes('A'.repeat(87))).toHaveLength(65);
  });

  it('reads the endpoint of a stored subscription; garbage is none', () => {
    expect(storedEndpoint(stored)).toBe('https://fcm.googleapis.com/fcm/send/a');
    expect(storedEndpoint('{')).toBeNull();
    expect(storedEndpoint('{"endpoint":1}')).toBeNull();
    expect(storedEndpoint(null)).toBeNull();
  });

  it("is on only for this browser's subscription with the permission granted", () => {
    const base = {
      supported: true,
      permission: 'granted' as const,
      browserEndpoint: 'https://fcm.googleapis.com/fcm/send/a',
      stored,
    };
    expect(pushStateOf(base)).toBe('on');
    expect(pushStateOf({ ...base, browserEndpoint: 'https://fcm.googleapis.com/fcm/send/b' })).toBe(
      'off',
    );
    expect(pushStateOf({ ...base, stored: null })).toBe('off');
    expect(pushStateOf({ ...base, permission: 'default' })).toBe('off');
    expect(pushStateOf({ ...base, permission: 'denied' })).toBe('blocked');
    expect(pushStateOf({ ...base, supported: false })).toBe('unsupported');
  });

  it('tells the worker the locale prefix of the pages it opens', () => {
    expect(pushWorkerUrl('')).toBe('/push-sw.js');
    expect(pushWorkerUrl('/pt-BR')).toBe('/push-sw.js?prefix=%2Fpt-BR');
  });
});
