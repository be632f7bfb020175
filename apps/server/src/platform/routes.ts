import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@/http/context';
import { platformAcceptCheck } from '@/http/accept-check';
import { originCheck } from '@/http/origin-check';
import { authRoutes } from './auth-routes';
import { emailLinkRoutes } from './email-link-routes';
import { activityRoutes } from './limits/activity-routes';
import { limitRoutes } from './limits/limit-routes';
import { sessionRoutes } from './limits/session-routes';
import { DEMO_PAYMENT_PATH, demoProviderRoutes } from './demo-provider-routes';
import { paymentRoutes } from './payment-routes';
import { phoneRoutes } from './phone-routes';
import { playerRoutes } from './player-routes';
import { sessionInitRoutes } from './session-init';

/**
 * The casino-platform API under `prefix` (spec §7 first table). Every state change passes the
 * origin check, except the demo provider's own form, which the provider page posts without a
 * session; that provider is mounted only when it is the configured one (demo mode).
 */
export function platformRoutes(ctx: ServerContext, prefix: string) {
  return async function platform(app: FastifyInstance): Promise<void> {
    const demoProvider = ctx.config.paymentProvider === 'demo';
    const providerForm = `${prefix}${DEMO_PAYMENT_PATH}/`;
    // spec §7 versioned JSON accept: a newer version than served is refused before anything runs
    app.addHook('onRequest', platformAcceptCheck());
    app.addHook(
      'onRequest',
      originCheck(
        ctx.config.allowedOrigins,
        (request) => demoProvider && request.url.startsWith(providerForm),
      ),
    );
    await app.register(authRoutes(ctx));
    await app.register(emailLinkRoutes(ctx));
    await app.register(playerRoutes(ctx));
    await app.register(phoneRoutes(ctx));
    await app.register(paymentRoutes(ctx, prefix));
    await app.register(limitRoutes(ctx));
    await app.register(activityRoutes(ctx));
    await app.register(sessionRoutes(ctx));
    await app.register(sessionInitRoutes(ctx));
    if (demoProvider) await app.register(demoProviderRoutes(ctx, prefix));
  };
}
