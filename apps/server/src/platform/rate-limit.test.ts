import { describe, expect, test } from 'vitest';
import { HttpError } from '@/http/errors';
import { SlidingWindowLimiter } from './rate-limit';

describe('SlidingWindowLimiter', () => {
  test('allows `limit` hits per window, then says how long to wait', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.hit('k', 3, 10_000))).toEqual([0, 0, 0]);
    expect(limiter.hit('k', 3, 10_000)).toBe(10);
    now = 4_000;
    expect(limiter.hit('k', 3, 10_000)).toBe(6);
    // the window slides: the first hits leave it one by one
    now = 10_001;
    expect(limiter.hit('k', 3, 10_000)).toBe(0);
    expect(limiter.hit('other', 3, 10_000)).toBe(0);
  });

  test('check throws 429 rate_limited with Retry-After for the IP or the key budget', () => {
    const limiter = new SlidingWindowLimiter(() => 0);
    const rule = { perIp: 5, perKey: 2, windowMs: 60_000 };
    limiter.check('signIn', rule, '10.0.0.1', 'A@x.io', 'en');
    limiter.check('signIn', rule, '10.0.0.2', 'a@x.io', 'en');
    let error: unknown;
    try {
      limiter.check('signIn', rule, '10.0.0.3', 'a@X.io', 'de');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Zu viele Versuche. Bitte versuche es später noch einmal',
      headers: { 'retry-after': '60' },
    });
    // another key from the same IP still passes until the IP budget is spent
    limiter.check('signIn', rule, '10.0.0.3', 'b@x.io', 'en');
  });
});
