import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { healthSchema } from '@sportsbook/contract/common';
import type { DatabaseHandle } from '@/db/client';
import { registerErrorHandlers } from '@/http/errors';
import { registerPush, type PushAppOptions } from '@/push/setup';
import { sportsRoutes } from '@/sportsbook/sports/routes';

export interface AppOptions {
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Real-time settings and hooks (token secret, accounts session, shared history in tests). */
  push?: PushAppOptions;
}

/** Prefixes of the fixed URL layout (DESIGN.md): clients and tests rely on them. */
export const API_PREFIX = {
  platform: '/api/platform',
  sportsbookV2: '/api/sportsbook/v2',
  sportsbookV3: '/api/sportsbook/v3',
} as const;

/** Builds the HTTP app without listening, so tests drive it with `inject`. */
export async function buildApp({ database, logger = false, push }: AppOptions) {
  const startedAt = Date.now();
  const app = Fastify({
    logger,
    // a proxy (the web) forwards client addresses; trust it only on loopback
    trustProxy: '127.0.0.1',
    bodyLimit: 256 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);

  app.get('/health', { schema: { response: { 200: healthSchema } } }, async () => {
    // a cheap round trip proves the database answers, not just the process
    await database.db.execute('select 1');
    return {
      status: 'ok' as const,
      database: database.kind,
      uptime_s: Math.round((Date.now() - startedAt) / 1000),
    };
  });

  await app.register(sportsRoutes(database.db), { prefix: API_PREFIX.sportsbookV2 });
  await registerPush(app, API_PREFIX.sportsbookV2, push);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
