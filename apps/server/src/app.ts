import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, MAX_REQUEST_BODY_BYTES } from '@sportsbook/contract/common';
import type { DatabaseHandle } from '@/db/client';
import type { FeedConfig } from '@/env';
import { controlRoutes } from '@/feed/runner/control';
import { FeedRunner } from '@/feed/runner/runner';
import { defaultSiteConfig, type SiteConfig } from '@/http/config';
import { serverContext, type NotificationListener } from '@/http/context';
import type { ErrorReporter } from '@/http/error-reporter';
import { errorShapeOptions, registerErrorHandlers } from '@/http/errors';
import type { RateLimitStore } from '@/http/rate-limit';
import { ResponseCache } from '@/http/response-cache';
import { recordRoutes, routeTableRoutes } from '@/http/route-table';
import { sessionResolver } from '@/http/session';
import { trustedProxies } from '@/http/trusted-proxies';
import { validatorCompiler } from '@/http/validation';
import { devPlayerRoutes } from '@/platform/dev-player-routes';
import { outboxRoutes } from '@/platform/outbox-routes';
import { ErrorSink } from '@/reporting/sink';
import { errorSinkDevRoutes, errorSinkIngestRoutes } from '@/reporting/sink-routes';
import { contentRoutes } from '@/sportsbook/content/routes';
import { operatorRoutes } from '@/operator/routes';
import { siteConfigRoutes } from '@/sportsbook/site-config/routes';
import { siteConfigReader } from '@/sportsbook/site-config/reader';
import { ensureSiteConfig, loadSiteConfigSeed } from '@/sportsbook/site-config/store';
import type { SiteConfigWire } from '@sportsbook/contract/site-config';
import { platformRoutes } from '@/platform/routes';
import { virtualWalletRoutes } from '@/platform/virtual-wallet/routes';
import { webPushSender, type WebPushSenderOptions } from '@/platform/web-push/sender';
import { registerPush, type PushAppOptions } from '@/push/setup';
import { sportsbookAccountRoutes } from '@/sportsbook/account/routes';
import { BetEngine } from '@/sportsbook/bets/engine';
import { betsRoutes } from '@/sportsbook/bets/routes';
import { jackpotDevRoutes } from '@/sportsbook/jackpots/dev-routes';
import { jackpotsRoutes } from '@/sportsbook/jackpots/routes';
import { predictionsRoutes } from '@/sportsbook/predictions/routes';
import { bonusesRoutes } from '@/sportsbook/bonuses/routes';
import { tournamentFinisher } from '@/sportsbook/bonuses/tournament-payout';
import { categoriesRoutes } from '@/sportsbook/catalogue/categories';
import { countersRoutes } from '@/sportsbook/catalogue/counters';
import { matchExtrasRoutes } from '@/sportsbook/catalogue/extras';
import { matchesRoutes } from '@/sportsbook/catalogue/matches';
import { searchRoutes } from '@/sportsbook/catalogue/search';
import { tournamentsRoutes } from '@/sportsbook/catalogue/tournaments';
import { sportsRoutes } from '@/sportsbook/sports/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated feed, when enabled: main starts it, tests drive its ticks. */
    feed: FeedRunner | null;
    /** Cached catalogue answers; anything writing the catalogue outside the feed bumps it. */
    catalogueCache: ResponseCache;
  }
}

export interface AppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Real-time settings and hooks (token secret, accounts session, shared history in tests). */
  push?: PushAppOptions;
  /** Site whose league priorities apply (spec §3). */
  site?: string;
  /** Site locales: the feed publishes to each locale's channels. */
  locales?: string[];
  /** The simulated feed; off when absent or not enabled. */
  feed?: FeedConfig & { now?: () => number };
  /** Mounts the dev/test control API at /api/dev (only when asked for: DEV_API_ENABLED). */
  devApi?: boolean;
  /** Bearer key of the operator API at /api/operator; absent: it answers 403. */
  operatorApiKey?: string | null;
  /** Checks cached catalogue answers against the contract (tests and development). */
  validateResponses?: boolean;
  /** Platform switches (sign-up, blocked countries, origins, clock); defaults suit a demo. */
  platform?: Partial<SiteConfig>;
  /** Where rate-limit counters live: a shared @fastify/rate-limit store (Redis) for a cluster. */
  rateLimitStore?: RateLimitStore;
  /** Told of every published notification, besides Web Push (fire and forget). */
  notificationListeners?: NotificationListener[];
  /** Web Push sending with these VAPID keys (issue 14 item 8); absent: off. */
  webPush?: WebPushAppOptions;
  /** Site configuration written when the site has none (spec §3); absent: seed/site-config.json. */
  siteConfigSeed?: SiteConfigWire;
  /** Where the server reports its own 5xx failures (SENTRY_DSN); absent: not reported. */
  errorReporter?: ErrorReporter;
  /** The local error-reporting sink (ERROR_SINK_KEY): envelopes with this DSN key are kept. */
  errorSink?: { key: string; capacity?: number };
}

/** The VAPID keys and contact, and the bounds of one send (defaults: 1 hour TTL, 10 s). */
export type WebPushAppOptions = WebPushSenderOptions['vapid'] &
  Pick<WebPushSenderOptions, 'ttlS' | 'timeoutMs'>;

/** Prefixes of the fixed URL layout (DESIGN.md): clients and tests rely on them. */
export const API_PREFIX = {
  platform: '/api/platform',
  dev: '/api/dev',
  operator: '/api/operator',
  sportsbookV2: '/api/sportsbook/v2',
  sportsbookV3: '/api/sportsbook/v3',
  /** Spec §7 virtual wallet: provider launches (racing, lotteries) and the demo provider. */
  virtualWallet: '/api/virtual-wallet',
} as const;

/** Builds the HTTP app without listening, so tests drive it with `inject`. */
export async function buildApp({
  database,
  logger = false,
  push,
  site = 'default',
  locales = ['en', 'de', 'pt', 'ar'],
  feed,
  devApi = false,
  operatorApiKey = null,
  validateResponses = true,
  platform,
  rateLimitStore,
  notificationListeners = [],
  webPush,
  siteConfigSeed,
  errorReporter,
  errorSink,
}: AppOptions) {
  const startedAt = Date.now();
  const platformConfig: SiteConfig = { ...defaultSiteConfig, ...platform };
  // a proxy (the web) forwards client addresses: believed from the configured proxies only
  const isTrustedProxy = trustedProxies(platformConfig.trustedProxies);
  const app = Fastify({
    logger,
    trustProxy: (address: string) => isTrustedProxy(address),
    bodyLimit: MAX_REQUEST_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    ...errorShapeOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app, errorReporter);
  if (errorReporter) app.addHook('onClose', () => errorReporter.flush());
  app.decorateRequest('fromTrustedProxy', {
    getter() {
      return isTrustedProxy(this.socket.remoteAddress);
    },
  });
  // parses Cookie into request.cookies and writes reply.setCookie() as Set-Cookie lines
  await app.register(fastifyCookie);
  recordRoutes(app);

  app.get('/health', { schema: { response: { 200: healthSchema } } }, async () => {
    // a cheap round trip proves the database answers, not just the process
    await database.db.execute('select 1');
    return {
      status: 'ok' as const,
      database: database.kind,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    };
  });

  const db = database.db;
  // the session cookie is who a request is, unless a test plugs in its own hook
  const resolveUserId = push?.resolveUserId ?? sessionResolver(db, platformConfig.now);
  const cache = new ResponseCache(validateResponses);
  app.decorate('catalogueCache', cache);
  const v2 = { prefix: API_PREFIX.sportsbookV2 };
  // a bad seed file stops the start here, before the port opens
  await ensureSiteConfig(db, site, siteConfigSeed ?? loadSiteConfigSeed());
  // issue 16: the one source of the site settings every route reads (cached, see reader.ts)
  const siteReader = siteConfigReader(db, site);
  await app.register(siteConfigRoutes(siteReader), v2);
  await app.register(sportsRoutes(db, cache), v2);
  await app.register(categoriesRoutes(db, cache), v2);
  await app.register(tournamentsRoutes(db, site, cache), v2);
  await app.register(matchesRoutes(db, site, resolveUserId, cache), v2);
  await app.register(matchExtrasRoutes(db), v2);
  await app.register(countersRoutes(db, cache), v2);
  await app.register(searchRoutes(db, site), v2);
  await registerPush(app, API_PREFIX.sportsbookV2, { ...push, resolveUserId });
  const listeners = [...notificationListeners];
  if (webPush) {
    const { ttlS, timeoutMs, ...vapid } = webPush;
    const sender = webPushSender({
      db,
      log: app.log,
      vapid,
      endpoints: platformConfig.webPushEndpoints,
      ...(ttlS !== undefined ? { ttlS } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    });
    listeners.push(sender.listener);
    // sends in flight finish (each bounded by its timeout) before the database closes
    app.addHook('onClose', () => sender.idle());
  }
  const serverCtx = serverContext(db, platformConfig, siteReader, locales, app.publisher, app.log, {
    ...(rateLimitStore ? { rateLimitStore } : {}),
    notificationListeners: listeners,
    webPushPublicKey: webPush?.publicKey ?? null,
  });
  await app.register(platformRoutes(serverCtx, API_PREFIX.platform), {
    prefix: API_PREFIX.platform,
  });
  await app.register(virtualWalletRoutes(serverCtx, API_PREFIX.virtualWallet), {
    prefix: API_PREFIX.virtualWallet,
  });
  await app.register(sportsbookAccountRoutes(serverCtx), v2);
  await app.register(jackpotsRoutes(serverCtx), v2);
  await app.register(predictionsRoutes(serverCtx), v2);
  await app.register(bonusesRoutes(serverCtx), v2);
  await app.register(contentRoutes(serverCtx, site), v2);
  await app.register(betsRoutes(serverCtx), { prefix: API_PREFIX.sportsbookV3 });
  await app.register(operatorRoutes(serverCtx, { apiKey: operatorApiKey, site }), {
    prefix: API_PREFIX.operator,
  });
  // issue 17: the local error-reporting sink, for the demo and the tests (bounded memory)
  const sink = errorSink ? new ErrorSink(errorSink.capacity) : null;
  if (sink && errorSink) await app.register(errorSinkIngestRoutes(sink, errorSink.key));
  if (devApi) {
    if (sink) await app.register(errorSinkDevRoutes(sink), { prefix: API_PREFIX.dev });
    await app.register(outboxRoutes(db), { prefix: API_PREFIX.dev });
    await app.register(devPlayerRoutes(db, platformConfig.now), { prefix: API_PREFIX.dev });
    await app.register(routeTableRoutes(app.routeTable), { prefix: API_PREFIX.dev });
    await app.register(jackpotDevRoutes(serverCtx), { prefix: API_PREFIX.dev });
  }

  const bets = new BetEngine(serverCtx);
  const finishTournaments = tournamentFinisher(serverCtx);
  const runner =
    feed?.enabled === true
      ? new FeedRunner({
          db,
          publisher: app.publisher,
          log: app.log,
          config: feed,
          locales,
          onWrite: () => cache.bump(),
          onEventsWritten: async (ids) => {
            await bets.eventsWritten(ids);
            // the feed's tick is the server's periodic job: ended tournaments are paid from it
            await finishTournaments();
          },
          ...(feed.now ? { now: feed.now } : {}),
        })
      : null;
  app.decorate('feed', runner);
  if (runner) {
    app.addHook('onClose', () => runner.stop());
    if (devApi) await app.register(controlRoutes(runner), { prefix: API_PREFIX.dev });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
