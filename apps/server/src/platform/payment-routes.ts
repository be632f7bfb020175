import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  depositBodySchema,
  depositResponseSchema,
  quickDepositBodySchema,
  quickDepositResponseSchema,
  QUICK_DEPOSIT_DISABLED,
  transactionsQuerySchema,
  transactionsResponseSchema,
  type QuickDepositStatus,
  type TransactionWire,
} from '@sportsbook/contract/platform';
import { accounts, transactions, type TransactionRow } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { FieldErrors } from '@/http/form';
import { requestLocale, t, type MessageLocale } from '@/http/messages';
import { paginate } from '@/http/pagination';
import { requirePlayer, requirePlayerId } from '@/http/session';
import { DEMO_PAYMENT_PATH, defaultReturnUrl } from './demo-provider-routes';
import { DEMO_OUTCOMES, formatAmount, type DemoOutcome } from './payment-page';
import { quickDepositAllowed } from './players';
import { checkDepositLimits } from './limits/enforce';
import { noticingLimits } from './limits/notify';
import { DEPOSIT_LIMITS } from './reference';
import { siteReturnUrl } from './return-urls';
import { publishNotifications } from './notifications';
import { completeDeposit, newTransactionId, publishBalance } from './wallet';

/**
 * Spec §3 quick deposit outcome of the demo provider by amount: minor units ending in 13 fail,
 * ending in 77 stay pending, anything else succeeds.
 */
export function quickDepositOutcome(amount: number): QuickDepositStatus {
  const tail = amount % 100;
  return tail === 13 ? 'error' : tail === 77 ? 'pending' : 'success';
}

/** Adds a field error on `amount` when it lies outside the currency's deposit bounds. */
export function checkDepositAmount(errors: FieldErrors, amount: number, currency: string): void {
  const limit = DEPOSIT_LIMITS[currency];
  if (!limit) errors.add('currency', 'unknown_currency');
  else if (amount < limit.min)
    errors.add('amount', 'amount_too_small', { amount: formatAmount(limit.min, currency) });
  else if (amount > limit.max)
    errors.add('amount', 'amount_too_large', { amount: formatAmount(limit.max, currency) });
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

/** Deposits through the demo payment provider, quick deposit, and the transaction history. */
export const paymentRoutes =
  (ctx: ServerContext, pathPrefix: string): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;

    async function requireAccount(playerId: string, currency: string, locale: MessageLocale) {
      const [account] = await db
        .select({ currency: accounts.currency })
        .from(accounts)
        .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)));
      if (!account) new FieldErrors(locale).add('currency', 'unknown_currency').throwIfAny();
    }

    /** Without a payment provider no money comes in: 503, before anything is read or written. */
    function requireProvider(locale: MessageLocale) {
      if (config.paymentProvider !== 'demo')
        throw new HttpError(503, 'payments_unavailable', t(locale, 'payments_unavailable'));
    }

    app.post(
      '/player/deposits',
      { schema: { body: depositBodySchema, response: { 201: depositResponseSchema } } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        const locale = requestLocale(request);
        requireProvider(locale);
        const { amount, currency, return_urls: urls = {} } = request.body;
        const errors = new FieldErrors(locale);
        checkDepositAmount(errors, amount, currency);
        const returnUrls: Record<DemoOutcome, string> = {
          success: defaultReturnUrl('success'),
          error: defaultReturnUrl('error'),
          pending: defaultReturnUrl('pending'),
        };
        for (const outcome of DEMO_OUTCOMES) {
          const given = urls[outcome];
          if (given === undefined) continue;
          const safe = siteReturnUrl(given, config.webPublicUrl);
          if (safe === null) errors.add(`return_urls.${outcome}`, 'invalid_return_url');
          else returnUrls[outcome] = safe;
        }
        errors.throwIfAny();
        await requireAccount(playerId, currency, locale);
        const id = newTransactionId();
        const now = ctx.now();
        // spec §3 deposit limit: checked and counted in one transaction under the limit's lock
        await noticingLimits(ctx, playerId, now, () =>
          db.transaction(async (tx) => {
            await checkDepositLimits(tx, playerId, currency, amount, now.getTime(), locale);
            await tx.insert(transactions).values({
              id,
              playerId,
              currency,
              type: 'deposit',
              status: 'pending',
              amount,
              reference: 'demo',
              returnUrls,
              createdAt: now,
              updatedAt: now,
            });
          }),
        );
        return reply
          .code(201)
          .send({ id, url: `${pathPrefix}${DEMO_PAYMENT_PATH}/${id}`, status: 'pending' });
      },
    );

    app.post(
      '/player/quick_deposit',
      { schema: { body: quickDepositBodySchema, response: { 200: quickDepositResponseSchema } } },
      async (request) => {
        const player = await requirePlayer(ctx, request);
        // spec §6 feature flags gate quick deposit: the site's switch, read at run time (issue 16)
        const locale = requestLocale(request);
        if (!(await ctx.site.current()).data.features.quick_deposit)
          throw new HttpError(403, QUICK_DEPOSIT_DISABLED, t(locale, 'quick_deposit_disabled'));
        requireProvider(locale);
        // checked at use: the group, the confirmed email and demo mode must all still hold
        if (!quickDepositAllowed(player, config)) {
          throw new HttpError(403, 'forbidden', t(locale, 'test_payment_only'));
        }
        const { amount, currency } = request.body;
        const errors = new FieldErrors(locale);
        checkDepositAmount(errors, amount, currency);
        errors.throwIfAny();
        await requireAccount(player.id, currency, locale);
        const outcome = quickDepositOutcome(amount);
        const id = newTransactionId();
        const now = ctx.now();
        // one transaction: a deposit that cannot complete leaves no pending row behind
        const result = await noticingLimits(ctx, player.id, now, () =>
          db.transaction(async (tx) => {
            await checkDepositLimits(tx, player.id, currency, amount, now.getTime(), locale);
            await tx.insert(transactions).values({
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
            return outcome === 'pending' ? null : completeDeposit(tx, id, outcome, now);
          }),
        );
        if (result?.balance != null)
          await publishBalance(ctx, result.playerId, result.currency, result.balance);
        await publishNotifications(ctx, [result?.notification]);
        return { status: result?.status ?? outcome, transaction_id: id };
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
