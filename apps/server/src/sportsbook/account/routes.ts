import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '@/platform/context';
import { originCheck } from '@/platform/csrf';
import { favouritesRoutes } from './favourites';
import { settingsRoutes } from './settings';

/** The player's sportsbook data (spec §7 /settings, /favourites): cookie session, origin check. */
export function sportsbookAccountRoutes(ctx: PlatformContext) {
  return async function account(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', originCheck(ctx.config.allowedOrigins));
    await app.register(settingsRoutes(ctx));
    await app.register(favouritesRoutes(ctx));
  };
}
