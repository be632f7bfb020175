import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import type { NotificationRow } from '@/db/schema';
import type { Publisher } from '@/http/publisher';
import type { SiteConfigReader } from './site-config-reader';
import type { SiteConfig } from './config';
import { RateLimiter, type RateLimitStore } from './rate-limit';

/** Told of each written notification after its event committed (Web Push); never awaited. */
export type NotificationListener = (row: NotificationRow) => Promise<void> | void;

/** What every route needs: the database, the switches, the clock, the publisher. */
export interface ServerContext {
  db: Database;
  config: SiteConfig;
  /** The stored site configuration of SITE_ID (features, blocked countries, reminders...). */
  site: SiteConfigReader;
  /** Site locales: balance changes go to the private channel of each. */
  locales: readonly string[];
  publisher: Publisher;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
  now(): Date;
  /** Called for every notification published (publishNotifications), fire and forget. */
  notificationListeners: readonly NotificationListener[];
  /** VAPID public key (base64url) browsers subscribe with; null: Web Push is off. */
  webPushPublicKey: string | null;
}

/** Optional parts of the context; absent: none. */
export interface ServerContextExtras {
  rateLimitStore?: RateLimitStore;
  notificationListeners?: readonly NotificationListener[];
  webPushPublicKey?: string | null;
}

export function serverContext(
  db: Database,
  config: SiteConfig,
  site: SiteConfigReader,
  locales: readonly string[],
  publisher: Publisher,
  log: FastifyBaseLogger,
  { rateLimitStore, notificationListeners = [], webPushPublicKey = null }: ServerContextExtras = {},
): ServerContext {
  return {
    db,
    config,
    site,
    locales,
    publisher,
    log,
    limiter: new RateLimiter(config.now, rateLimitStore),
    now: () => new Date(config.now()),
    notificationListeners,
    webPushPublicKey,
  };
}
