import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { describe, expect, test } from 'vitest';
import { HttpError } from '@/http/errors';
import { RateLimiter } from './rate-limit';

/** Entries the library's in-memory store holds (its LRU map). */
const entries = (store: LocalStore) => (store as unknown as { lru: { size: number } }).lru.size;

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('RateLimiter', () => {
  test('allows `limit` hits per window, then says how long to wait', async () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const hit = () => limiter.hit('k', 3, 10_000);
    expect([await hit(), await hit(), await hit()]).toEqual([0, 0, 0]);
    expect(await hit()).toBe(10);
    now = 4_000;
    expect(await hit()).toBe(6);
    // the next window starts with a full budget
    now = 10_001;
    expect(await hit()).toBe(0);
    expect(await limiter.hit('other', 3, 10_000)).toBe(0);
  });

  test('check throws 429 rate_limited with Retry-After for the IP or the key budget', async () => {
    const limiter = new RateLimiter(() => 0);
    const rule = { perIp: 5, perKey: 2, windowMs: 60_000 };
    await limiter.check('signIn', rule, '10.0.0.1', 'A@x.io', 'en');
    await limiter.check('signIn', rule, '10.0.0.2', 'a@x.io', 'en');
    const error = await refusal(limiter.check('signIn', rule, '10.0.0.3', 'a@X.io', 'de'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Zu viele Versuche. Bitte versuche es später noch einmal',
      headers: { 'retry-after': '60' },
    });
    // another key from the same IP still passes until the IP budget is spent
    await limiter.check('signIn', rule, '10.0.0.3', 'b@x.io', 'en');
  });

  test('a refused request spends no budget: an exhausted address does not use up a login', async () => {
    const limiter = new RateLimiter(() => 0);
    const rule = { perIp: 2, perKey: 3, windowMs: 60_000 };
    await limiter.check('signIn', rule, '198.51.100.1', 'x@a.io', 'en');
    await limiter.check('signIn', rule, '198.51.100.1', 'y@a.io', 'en');
    for (let i = 0; i < 5; i++) {
      expect(
        await refusal(limiter.check('signIn', rule, '198.51.100.1', 'victim@a.io', 'en')),
      ).toMatchObject({ statusCode: 429 });
    }
    // the victim's own budget is whole: three tries from elsewhere pass
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      await limiter.check('signIn', rule, ip, 'victim@a.io', 'en');
    }
  });

  test('refused hits add no keys, and a flood of distinct keys stays within the cap', async () => {
    const store = new LocalStore(false, false, 1_000);
    const limiter = new RateLimiter(() => 0, store);
    const rule = { perIp: 3, perKey: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) await limiter.check('sms', rule, '198.51.100.7', `+4915${i}`, 'en');
    const before = entries(store);
    for (let i = 0; i < 2_000; i++) {
      await refusal(limiter.check('sms', rule, '198.51.100.7', `+4916${i}`, 'en'));
    }
    expect(entries(store)).toBe(before);

    for (let i = 0; i < 5_000; i++) {
      await limiter.check('sms', rule, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, null, 'en');
    }
    expect(entries(store)).toBe(1_000);
  });

  test('addresses of one IPv6 /64 share a budget; an IPv4-mapped address is its IPv4 one', async () => {
    const limiter = new RateLimiter(() => 0);
    const rule = { perIp: 2, perKey: 2, windowMs: 60_000 };
    await limiter.check('signUp', rule, '2001:db8:1:2::a', null, 'en');
    await limiter.check('signUp', rule, '2001:db8:1:2:ffff::b', null, 'en');
    expect(
      await refusal(limiter.check('signUp', rule, '2001:db8:1:2::c', null, 'en')),
    ).toMatchObject({ statusCode: 429 });
    await limiter.check('signUp', rule, '2001:db8:1:3::a', null, 'en');

    await limiter.check('unlock', rule, '192.0.2.9', null, 'en');
    await limiter.check('unlock', rule, '::ffff:192.0.2.9', null, 'en');
    expect(await refusal(limiter.check('unlock', rule, '192.0.2.9', null, 'en'))).toMatchObject({
      statusCode: 429,
    });
  });
});
