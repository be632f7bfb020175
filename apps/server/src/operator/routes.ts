import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '@/http/context';
import { jackpotOperatorRoutes } from '@/sportsbook/jackpots/operator-routes';
import { campaignOperatorRoutes } from '@/sportsbook/bonuses/operator-routes';
import { siteConfigOperatorRoutes } from '@/sportsbook/site-config/routes';
import { contentOperatorRoutes } from '@/sportsbook/content/operator-routes';
import { sessionInitOperatorRoutes } from '@/platform/session-init';
import { operatorGuard } from './auth';

export interface OperatorOptions {
  /** OPERATOR_API_KEY; null turns the operator API off (403 operator_api_disabled). */
  apiKey: string | null;
  /** SITE_ID: the site whose configuration and content pages the operator changes. */
  site: string;
}

/**
 * The operator API under /api/operator: every route of it passes the key check first. Each
 * domain (bonus campaigns, jackpots, predictions) registers its routes here.
 */
export const operatorRoutes =
  (ctx: ServerContext, { apiKey, site }: OperatorOptions): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', operatorGuard(apiKey));
    // the domains register here
    await app.register(jackpotOperatorRoutes(ctx));
    await app.register(campaignOperatorRoutes(ctx));
    await app.register(siteConfigOperatorRoutes(ctx.db, site, ctx.site));
    await app.register(contentOperatorRoutes(ctx, site));
    // spec §2 /init-sportsbook: the platform's one-time token of a player
    await app.register(sessionInitOperatorRoutes(ctx));
  };
