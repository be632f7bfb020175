import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import type { Publisher } from '@/http/publisher';
import type { SiteConfig } from './config';
import { RateLimiter, type RateLimitStore } from './rate-limit';

/** What every route needs: the database, the switches, the clock, the publisher. */
export interface ServerContext {
  db: Database;
  config: SiteConfig;
  /** Site locales: balance changes go to the private channel of each. */
  locales: readonly string[];
  publisher: Publisher;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  now(): Date;
}

export function serverContext(
  db: Database,
  config: SiteConfig,
  locales: readonly string[],
  publisher: Publisher,
  log: FastifyBaseLogger,
  rateLimitStore?: RateLimitStore,
): ServerContext {
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
