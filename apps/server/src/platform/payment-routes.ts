import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract/common';
import {
  TEST_PAYMENT_GROUP,
  depositBodySchema,
  depositResponseSchema,
  quickDepositBodySchema,
  quickDepositResponseSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  type QuickDepositStatus,
  type TransactionWire,
} from '@sportsbook/contract/platform';
import { accounts, transactions, type TransactionRow } from '@/db/schema';
import { HttpError } from '@/http/errors';
import { paginate } from '@/http/pagination';
import type { PlatformContext } from './context';
import { FieldErrors } from './form';
import { requestLocale, t, type MessageLocale } from './messages';
import { demoPaymentPage, DEMO_OUTCOMES, type DemoOutcome } from './payment-page';
import { requirePlayer, requirePlayerId } from './session';
import { newTransactionId, publishBalance, settleDeposit } from './wallet';

/** Where the demo provider's pages live (the deposit answer's `url`). */
export const DEMO_PAYMENT_PATH = '/payments/demo';

/** Default payment-return targets (spec §2): the wallet's deposit page with the outcome. */
const defaultReturnUrl = (outcome: DemoOutcome) => `/profile/wallet/deposit?payment=${outcome}`;

/**
 * Spec §3 quick deposit outcome of the demo provider by amount: minor units ending in 13 fail,
 * ending in 77 stay pending, anything else succeeds.
 */
export function quickDepositOutcome(amount: number): QuickDepositStatus {
  const tail = amount % 100;
  return tail === 13 ? 'error' : tail === 77 ? 'pending' : 'success';
}

/** A return URL must stay on the site: a path (not `//host`) or an allowed origin's URL. */
function safeReturnUrl(ctx: PlatformContext, url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true;
  try {
    const origin = new URL(url).origin;
    return (
      origin === new URL(ctx.config.webPublicUrl).origin ||
      ctx.config.allowedOrigins.includes(origin)
    );
  } catch {
    return false;
  }
}

const transactionToWire = (row: TransactionRow): TransactionWire => ({
  id: row.id,
  type: row.type,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
  balance_after: row.balanceAfter,
  reference: row.reference,
  created_at: row.createdAt.toISOString(),
});

const demoParamsSchema = z.object({ id: safeTextSchema(64).min(1) });
const demoBodySchema = z.object({ outcome: z.enum(DEMO_OUTCOMES) });

/** Deposits through the demo payment provider, quick deposit, and the transaction history. */
export const paymentRoutes =
  (ctx: PlatformContext, pathPrefix: string): FastifyPluginAsyncZod =>
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

    async function requireAccount(playerId: string, currency: string, locale: MessageLocale) {
      const [account] = await db
        .select({ currency: accounts.currency })
        .from(accounts)
        .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)));
      if (!account) new FieldErrors(locale).add('currency', 'unknown_currency').throwIfAny();
    }

    async function announce(result: Awaited<ReturnType<typeof settleDeposit>>) {
      if (result?.balance != null)
        await publishBalance(ctx, result.playerId, result.currency, result.balance);
    }

    app.post(
      '/player/deposits',
      { schema: { body: depositBodySchema, response: { 201: depositResponseSchema } } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        const locale = requestLocale(request);
        const { amount, currency, return_urls: urls = {} } = request.body;
        const errors = new FieldErrors(locale);
        for (const outcome of DEMO_OUTCOMES) {
          const url = urls[outcome];
          if (url !== undefined && !safeReturnUrl(ctx, url))
            errors.add(`return_urls.${outcome}`, 'invalid_return_url');
        }
        errors.throwIfAny();
        await requireAccount(playerId, currency, locale);
        const id = newTransactionId();
        const now = ctx.now();
        await db.insert(transactions).values({
          id,
          playerId,
          currency,
          type: 'deposit',
          status: 'pending',
          amount,
          reference: 'demo',
          returnUrls: {
            success: urls.success ?? defaultReturnUrl('success'),
            error: urls.error ?? defaultReturnUrl('error'),
            pending: urls.pending ?? defaultReturnUrl('pending'),
          },
          createdAt: now,
          updatedAt: now,
        });
        return reply
          .code(201)
          .send({ id, url: `${pathPrefix}${DEMO_PAYMENT_PATH}/${id}`, status: 'pending' });
      },
    );

    /** The provider's own page: amount and the three outcomes (no session: the id is the secret). */
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
        await announce(settled);
        // a deposit completed earlier keeps its outcome: send the bettor to where it really went
        const [current] = await db
          .select({ status: transactions.status })
          .from(transactions)
          .where(eq(transactions.id, request.params.id));
        const status = current?.status ?? outcome;
        return reply.redirect(deposit.returnUrls?.[status] ?? defaultReturnUrl(status), 303);
      },
    );

    app.post(
      '/player/quick_deposit',
      { schema: { body: quickDepositBodySchema, response: { 200: quickDepositResponseSchema } } },
      async (request) => {
        const player = await requirePlayer(ctx, request);
        const locale = requestLocale(request);
        if (!player.statusGroups.includes(TEST_PAYMENT_GROUP)) {
          throw new HttpError(403, 'forbidden', t(locale, 'test_payment_only'));
        }
        const { amount, currency } = request.body;
        await requireAccount(player.id, currency, locale);
        const status = quickDepositOutcome(amount);
        const id = newTransactionId();
        const now = ctx.now();
        await db.insert(transactions).values({
          id,
          playerId: player.id,
          currency,
          type: 'deposit',
          status: 'pending',
          amount,
          reference: 'quick_deposit',
          createdAt: now,
          updatedAt: now,
        });
        if (status !== 'pending') await announce(await settleDeposit(db, id, status, now));
        return { status, transaction_id: id };
      },
    );

    app.get(
      '/player/transactions',
      {
        schema: {
          querystring: transactionsQuerySchema,
          response: { 200: transactionsResponseSchema },
        },
      },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { page, limit, type, currency } = request.query;
        const where: (SQL | undefined)[] = [
          eq(transactions.playerId, playerId),
          type ? eq(transactions.type, type) : undefined,
          currency ? eq(transactions.currency, currency) : undefined,
        ];
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(transactions)
            .where(and(...where))
            .orderBy(desc(transactions.seq))
            .limit(limit)
            .offset((page - 1) * limit),
          db
            .select({ n: count() })
            .from(transactions)
            .where(and(...where)),
        ]);
        return {
          data: rows.map(transactionToWire),
          pagination: paginate(total?.n ?? 0, page, limit),
        };
      },
    );
  };
