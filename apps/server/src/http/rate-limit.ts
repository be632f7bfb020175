import { normalizeIP } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { HttpError } from '@/http/errors';
import type { FastifyRequest } from 'fastify';
import type { RateLimitName, RateLimitRule } from './config';
import { requestLocale, t, type MessageLocale } from './messages';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The store contract of @fastify/rate-limit (its LocalStore, its RedisStore, or any store of that
 * shape), with the non-mutating `read` both of them have: a cluster plugs a shared one in here.
 */
export interface RateLimitStore {
  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
  read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
}

/** Keys the in-memory store keeps at most (least recently used go first): memory stays bounded. */
export const RATE_LIMIT_MAX_KEYS = 50_000;

const count = (
  store: RateLimitStore,
  method: 'incr' | 'read',
  key: string,
  windowMs: number,
  max: number,
) =>
  new Promise<number>((resolve, reject) => {
    store[method](
      key,
      (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)),
      windowMs,
      max,
    );
  });

interface Budget {
  key: string;
  limit: number;
}

/**
 * Fixed-window limiter over a @fastify/rate-limit store. The window is part of the key and comes
 * from the injected clock, so tests move time and any store (in memory or Redis) agrees on it. A
 * refused request spends nothing: budgets are read first and counted only when all have room.
 */
export class RateLimiter {
  constructor(
    private readonly now: () => number,
    private readonly store: RateLimitStore = new LocalStore(false, false, RATE_LIMIT_MAX_KEYS),
  ) {}

  /** Counts a hit of `key`: 0 when allowed, else the seconds until the window ends (not counted). */
  hit(key: string, limit: number, windowMs: number): Promise<number> {
    return this.take([{ key, limit }], windowMs);
  }

  /**
   * Counts a request of `name` from `ip` (its IPv6 /64) and for `key`, when known; throws 429
   * rate_limited with Retry-After once either budget is spent.
   */
  async check(
    name: string,
    rule: RateLimitRule,
    ip: string,
    key: string | null,
    locale: MessageLocale,
  ): Promise<void> {
    const budgets = [{ key: `${name}:ip:${normalizeIP(ip)}`, limit: rule.perIp }];
    if (key) budgets.push({ key: `${name}:key:${key.toLowerCase()}`, limit: rule.perKey });
    const wait = await this.take(budgets, rule.windowMs);
    if (wait > 0) {
      throw new HttpError(429, 'rate_limited', t(locale, 'rate_limited'), undefined, {
        'retry-after': String(wait),
      });
    }
  }

  private async take(budgets: Budget[], windowMs: number): Promise<number> {
    const at = this.now();
    const window = Math.floor(at / windowMs);
    const wait = Math.max(1, Math.ceil(((window + 1) * windowMs - at) / 1000));
    const keyed = budgets.map((budget) => ({ ...budget, key: `${budget.key}@${window}` }));
    const full = (counts: number[], over: (n: number, limit: number) => boolean) =>
      counts.some((n, i) => over(n, keyed[i]?.limit ?? 0));

    const used = await Promise.all(
      keyed.map((b) => count(this.store, 'read', b.key, windowMs, b.limit)),
    );
    if (full(used, (n, limit) => n >= limit)) return wait;
    const counted = await Promise.all(
      keyed.map((b) => count(this.store, 'incr', b.key, windowMs, b.limit)),
    );
    // two requests that read the last free slot at once: the later one is refused
    return full(counted, (n, limit) => n > limit) ? wait : 0;
  }
}

/**
 * Counts a request of `name` against the site's budget for it (spec §5 rate limits): per address,
 * and per `key` (a login, email or phone number) when known; 429 rate_limited once spent.
 */
export function limitRequest(
  site: { limiter: RateLimiter; config: { rateLimits: Record<RateLimitName, RateLimitRule> } },
  name: RateLimitName,
  request: FastifyRequest,
  key: string | null,
): Promise<void> {
  const rule = site.config.rateLimits[name];
  return site.limiter.check(name, rule, request.ip, key, requestLocale(request));
}
