import { HttpError } from '@/http/errors';
import type { RateLimitRule } from './config';
import { t, type MessageLocale } from './messages';

/**
 * In-memory sliding-window limiter: remembers the times of recent hits per key and refuses a hit
 * once `limit` fall inside the window. One process only; a cluster needs a shared store.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Records a hit; returns 0 when allowed, else the seconds until the oldest hit leaves the window. */
  hit(key: string, limit: number, windowMs: number): number {
    const at = this.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => time > at - windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? at;
      return Math.max(1, Math.ceil((oldest + windowMs - at) / 1000));
    }
    recent.push(at);
    this.hits.set(key, recent);
    // an occasional sweep keeps keys of one-off visitors from piling up
    if (this.hits.size > 10_000) this.sweep(at, windowMs);
    return 0;
  }

  private sweep(at: number, windowMs: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((time) => time <= at - windowMs)) this.hits.delete(key);
    }
  }

  /**
   * Counts a request of `name` from `ip` (and for `key`, when known); throws 429 rate_limited
   * with Retry-After once either budget is spent.
   */
  check(name: string, rule: RateLimitRule, ip: string, key: string | null, locale: MessageLocale) {
    const waits = [this.hit(`${name}:ip:${ip}`, rule.perIp, rule.windowMs)];
    if (key) waits.push(this.hit(`${name}:key:${key.toLowerCase()}`, rule.perKey, rule.windowMs));
    const wait = Math.max(...waits);
    if (wait > 0) {
      throw new HttpError(429, 'rate_limited', t(locale, 'rate_limited'), undefined, {
        'retry-after': String(wait),
      });
    }
  }
}
