import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract/common';
import { transactions } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { requestLocale, t } from '@/http/messages';
import { demoPaymentPage, DEMO_OUTCOMES, type DemoOutcome } from './payment-page';
import { siteReturnUrl } from './return-urls';
import { publishNotifications } from './notifications';
import { publishBalance, settleDeposit } from './wallet';

/** Where the demo provider's pages live (the deposit answer's `url`). */
export const DEMO_PAYMENT_PATH = '/payments/demo';

/** Default payment-return targets (spec §2): the wallet's deposit page with the outcome. */
export const defaultReturnUrl = (outcome: DemoOutcome) =>
  `/profile/wallet/deposit?payment=${outcome}`;

const demoParamsSchema = z.object({ id: safeTextSchema(64).min(1) });
const demoBodySchema = z.object({ outcome: z.enum(DEMO_OUTCOMES) });

/**
 * The demo payment provider's own page and buttons (mounted in demo mode only): no session, the
 * unguessable deposit id is the secret; the bettor picks how the payment ends.
 */
export const demoProviderRoutes =
  (ctx: ServerContext, pathPrefix: string): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    // the provider page posts an HTML form
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    /** The provider's own page: amount and the three outcomes. */
    app.get(
      `${DEMO_PAYMENT_PATH}/:id`,
      { schema: { params: demoParamsSchema } },
      async (request, reply) => {
        const [deposit] = await db
          .select()
          .from(transactions)
          .where(and(eq(transactions.id, request.params.id), eq(transactions.type, 'deposit')));
        const locale = requestLocale(request);
        void reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
          );
        if (!deposit)
          return reply.code(404).send(demoPaymentPage({ locale, deposit: null, action: '' }));
        return reply.send(
          demoPaymentPage({
            locale,
            deposit,
            action: `${pathPrefix}${DEMO_PAYMENT_PATH}/${deposit.id}`,
          }),
        );
      },
    );

    /** The page's buttons: completes the deposit once, then 303 to the outcome's return URL. */
    app.post(
      `${DEMO_PAYMENT_PATH}/:id`,
      { schema: { params: demoParamsSchema, body: demoBodySchema } },
      async (request, reply) => {
        const { outcome } = request.body;
        const [deposit] = await db
          .select({ returnUrls: transactions.returnUrls })
          .from(transactions)
          .where(and(eq(transactions.id, request.params.id), eq(transactions.type, 'deposit')));
        if (!deposit)
          throw new HttpError(404, 'not_found', t(requestLocale(request), 'deposit_not_found'));
        const settled =
          outcome === 'pending'
            ? null
            : await settleDeposit(db, request.params.id, outcome, ctx.now());
        if (settled?.balance != null)
          await publishBalance(ctx, settled.playerId, settled.currency, settled.balance);
        await publishNotifications(ctx, [settled?.notification]);
        // a deposit completed earlier keeps its outcome: send the bettor to where it really went
        const [current] = await db
          .select({ status: transactions.status })
          .from(transactions)
          .where(eq(transactions.id, request.params.id));
        const status = current?.status ?? outcome;
        // checked again on the way out: a row written before the check must not redirect off site
        const stored = deposit.returnUrls?.[status];
        const target = stored ? siteReturnUrl(stored, ctx.config.webPublicUrl) : null;
        return reply.redirect(target ?? defaultReturnUrl(status), 303);
      },
    );
  };
