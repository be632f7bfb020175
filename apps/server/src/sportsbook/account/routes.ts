import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@/http/context';
import { originCheck } from '@/http/origin-check';
import { favoritesRoutes } from './favorites';
import { notificationsRoutes } from '../notifications/routes';
import { settingsRoutes } from './settings';
import { watchersRoutes } from './watchers';

/** The player's sportsbook data (spec §7 /settings, /favourites, /notifications, /watchersio/userid): cookie session, origin check. */
export function sportsbookAccountRoutes(ctx: ServerContext) {
  return async function account(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', originCheck(ctx.config.allowedOrigins));
    await app.register(settingsRoutes(ctx));
    await app.register(favoritesRoutes(ctx));
    await app.register(notificationsRoutes(ctx));
    await app.register(watchersRoutes(ctx));
  };
}
