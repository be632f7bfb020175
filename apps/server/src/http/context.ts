import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import type { Publisher } from '@/push/publisher';
import type { PlatformConfig } from './config';
import { RateLimiter, type RateLimitStore } from './rate-limit';

/** What every platform route needs: the database, the switches, the clock, the publisher. */
export interface PlatformContext {
  db: Database;
  config: PlatformConfig;
  /** Site locales: balance changes go to the private channel of each. */
  locales: readonly string[];
  publisher: Publisher;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  now(): Date;
}

export function platformContext(
  db: Database,
  config: PlatformConfig,
  locales: readonly string[],
  publisher: Publisher,
  log: FastifyBaseLogger,
  rateLimitStore?: RateLimitStore,
): PlatformContext {
  return {
    db,
    config,
    locales,
    publisher,
    log,
    limiter: new RateLimiter(config.now, rateLimitStore),
    now: () => new Date(config.now()),
  };
}
