import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import type { Publisher } from '@/push/publisher';
import type { PlatformConfig } from './config';
import { SlidingWindowLimiter } from './rate-limit';

/** What every platform route needs: the database, the switches, the clock, the publisher. */
export interface PlatformContext {
  db: Database;
  config: PlatformConfig;
  /** Site locales: balance changes go to the private channel of each. */
  locales: readonly string[];
  publisher: Publisher;
  log: FastifyBaseLogger;
  limiter: SlidingWindowLimiter;
  now(): Date;
}

export function platformContext(
  db: Database,
  config: PlatformConfig,
  locales: readonly string[],
  publisher: Publisher,
  log: FastifyBaseLogger,
): PlatformContext {
  return {
    db,
    config,
    locales,
    publisher,
    log,
    limiter: new SlidingWindowLimiter(config.now),
    now: () => new Date(config.now()),
  };
}
