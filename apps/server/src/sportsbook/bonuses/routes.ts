import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@/http/context';
import { originCheck } from '@/http/origin-check';
import { bonusActionRoutes } from './action-routes';
import { applicableBonusesRoutes } from './apply-routes';
import { bonusListRoutes } from './list-routes';

/** The player's /bonuses calls of spec §7 (sportsbook v2): cookie session, origin check. */
export function bonusesRoutes(ctx: ServerContext) {
  return async function bonuses(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', originCheck(ctx.config.allowedOrigins));
    await app.register(applicableBonusesRoutes(ctx));
    await app.register(bonusListRoutes(ctx));
    await app.register(bonusActionRoutes(ctx));
  };
}
