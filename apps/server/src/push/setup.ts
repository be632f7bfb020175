import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Publisher } from '@/http/publisher';
import { defaultPushConfig, type PushConfig } from '@/push/config';
import { HistoryStore } from '@/push/history';
import { pushApiRoutes, PUSH_API_PREFIX } from '@/push/http-api';
import { PushHub } from '@/push/hub';
import { centrifugoPublisher, embeddedPublisher } from '@/push/publisher';
import { pushServerPlugin } from '@/push/server';
import { anonymousUser, websocketTokenRoutes, type ResolveUserId } from '@/push/token-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends real-time events: embedded hub, or external Centrifugo when configured. */
    publisher: Publisher;
    /** The embedded push server's channels (always running, even when publishing externally). */
    pushHub: PushHub;
  }
}

/** What buildApp accepts for the push server; unset secrets are random per app. */
export interface PushAppOptions {
  config?: Partial<PushConfig>;
  /** Shared history, so tests can restart a server without losing (or with losing) the streams. */
  history?: HistoryStore;
  /** Signed-in user of a request; buildApp passes the platform session. */
  resolveUserId?: ResolveUserId;
  now?: () => number;
}

/**
 * Registers the real-time parts on the app: the WebSocket endpoint, the Centrifugo-compatible HTTP
 * API, the token routes under `tokenPrefix`, and the `publisher` / `pushHub` decorations.
 */
export async function registerPush(
  app: FastifyInstance,
  tokenPrefix: string,
  options: PushAppOptions = {},
): Promise<void> {
  // an app built without secrets (tests, tools) gets random ones that live as long as it does
  const config: PushConfig = {
    ...defaultPushConfig,
    tokenSecret: randomBytes(32).toString('base64url'),
    apiKey: randomBytes(32).toString('base64url'),
    ...options.config,
  };
  const now = options.now ?? Date.now;
  const history =
    options.history ??
    new HistoryStore({
      size: config.historySize,
      ttlS: config.historyTtlS,
      maxChannels: config.historyMaxChannels,
    });
  const hub = new PushHub(history, now);
  const publisher = config.centrifugo
    ? centrifugoPublisher(config.centrifugo)
    : embeddedPublisher(hub);
  app.decorate('pushHub', hub);
  app.decorate('publisher', publisher);
  await app.register(pushServerPlugin({ config, hub, now }));
  await app.register(pushApiRoutes(hub, config.apiKey), { prefix: PUSH_API_PREFIX });
  await app.register(
    websocketTokenRoutes({
      secret: config.tokenSecret,
      ttlS: config.tokenTtlS,
      resolveUserId: options.resolveUserId ?? anonymousUser,
      now,
    }),
    { prefix: tokenPrefix },
  );
}
