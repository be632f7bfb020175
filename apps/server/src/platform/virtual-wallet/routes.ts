import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  launchRequestSchema,
  launchResponseSchema,
  VIRTUAL_WALLET_PROVIDERS,
  type VirtualWalletProvider,
} from '@sportsbook/contract/virtual-wallet';
import { accounts } from '@/db/schema';
import type { VirtualWalletLaunchRow } from '@/db/schema-virtual-wallet';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { originCheck } from '@/http/origin-check';
import { requestLocale, type MessageLocale } from '@/http/messages';
import { requirePlayerId } from '@/http/session';
import { UnsafeAmountError } from '../safe-amount';
import { InsufficientBalanceError, publishBalance } from '../wallet';
import { demoProviderPage, endedLaunchPage, NOTICES, type Notice } from './demo-page';
import { findOffer, potentialWin } from './offers';
import {
  createLaunch,
  credit,
  debit,
  findLaunch,
  NoAccountError,
  openRounds,
  RoundNotFoundError,
  TransactionConflictError,
  type MovementResult,
} from './store';
import { vwText, type VirtualWalletTextKey } from './texts';

/** Where the demo provider's pages live below the virtual wallet's prefix. */
export const DEMO_PROVIDER_PATH = '/demo';

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const pageQuery = z.object({
  locale: z.string().max(16).optional(),
  notice: z.enum(NOTICES).optional(),
  amount: z
    .string()
    .regex(/^\d{1,16}$/)
    .optional(),
});
const betBody = z.object({
  pick: z.string().max(64),
  // form fields arrive as text; JSON callers may send the number
  stake: z.union([z.string().regex(/^\d{1,20}$/), z.number().int().min(0)]).transform(Number),
  transaction_id: idSchema,
});
const settleBody = z.object({
  round_id: idSchema,
  outcome: z.enum(['won', 'lost']),
  transaction_id: idSchema,
});

const isProvider = (value: string): value is VirtualWalletProvider =>
  (VIRTUAL_WALLET_PROVIDERS as readonly string[]).includes(value);

const fail = (locale: MessageLocale, status: number, code: VirtualWalletTextKey): HttpError =>
  new HttpError(status, code, vwText(locale, code));

/** HTML answers of the provider page: never cached (balance, token), no scripts, no framing but ours. */
const htmlReply = (reply: FastifyReply) =>
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
    );

/**
 * Spec §7 `POST {virtual wallet}/{provider}/launch {app} -> url` and the demo provider behind it
 * (issue 17 item 5): the launch is the player's (session), the provider page and its forms carry
 * the launch token instead, and move the player's money through the wallet with a transaction id.
 */
export const virtualWalletRoutes =
  (ctx: ServerContext, prefix: string): FastifyPluginAsyncZod =>
  async (app) => {
    const demoPrefix = `${prefix}${DEMO_PROVIDER_PATH}/`;
    // the provider forms are authenticated by their token, not a cookie: no CSRF to check there
    app.addHook(
      'onRequest',
      originCheck(ctx.config.allowedOrigins, (request) => request.url.startsWith(demoPrefix)),
    );
    // the provider page posts HTML forms
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.post(
      '/:provider/launch',
      {
        schema: {
          params: z.object({ provider: z.string().max(64) }),
          body: launchRequestSchema,
          response: { 200: launchResponseSchema },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const { provider } = request.params;
        if (!isProvider(provider)) throw fail(locale, 404, 'unknown_provider');
        const playerId = await requirePlayerId(ctx, request);
        const site = (await ctx.site.current()).data;
        const enabled =
          provider === 'racing' ? site.is_horse_racing_enabled : site.is_lottery_enabled;
        if (!enabled) throw fail(locale, 403, 'provider_disabled');
        let token: string;
        try {
          token = await createLaunch(ctx.db, {
            playerId,
            provider,
            app: request.body.app,
            at: ctx.now(),
          });
        } catch (error) {
          if (error instanceof NoAccountError) throw fail(locale, 409, 'no_account');
          throw error;
        }
        return { url: `${demoPrefix}${token}?locale=${locale}` };
      },
    );

    const balanceOf = async (launch: VirtualWalletLaunchRow) => {
      const [row] = await ctx.db
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(and(eq(accounts.playerId, launch.playerId), eq(accounts.currency, launch.currency)));
      return row?.balance ?? 0;
    };

    app.get(
      `${DEMO_PROVIDER_PATH}/:token`,
      { schema: { params: tokenParams, querystring: pageQuery } },
      async (request, reply) => {
        const locale = requestLocale(request);
        const launch = await findLaunch(ctx.db, request.params.token, ctx.now());
        if (!launch) return htmlReply(reply).code(404).send(endedLaunchPage(locale));
        const { notice, amount } = request.query;
        return htmlReply(reply).send(
          demoProviderPage({
            locale,
            provider: launch.provider,
            action: `${demoPrefix}${request.params.token}`,
            query: `?locale=${locale}`,
            currency: launch.currency,
            balance: await balanceOf(launch),
            open: await openRounds(ctx.db, launch),
            notice: notice ? { kind: notice, amount: amount ? Number(amount) : null } : null,
            mobile: launch.app === 'mobile',
          }),
        );
      },
    );

    /** Back to the page with what happened (303: the browser GETs it, a reload posts nothing). */
    const backToPage = (
      reply: FastifyReply,
      token: string,
      locale: MessageLocale,
      notice: Notice,
      amount?: number,
    ) =>
      reply.redirect(
        `${demoPrefix}${token}?locale=${locale}&notice=${notice}${amount ? `&amount=${amount}` : ''}`,
        303,
      );

    /** After commit: the sportsbook's header follows the balance live (spec §7 balance_changed). */
    const announce = async (result: MovementResult) => {
      if (!result.replayed)
        await publishBalance(
          ctx,
          result.row.playerId,
          result.row.currency,
          result.row.balanceAfter,
        );
    };

    const launchOr404 = async (token: string, locale: MessageLocale, reply: FastifyReply) => {
      const launch = await findLaunch(ctx.db, token, ctx.now());
      if (!launch) void htmlReply(reply).code(404).send(endedLaunchPage(locale));
      return launch;
    };

    app.post(
      `${DEMO_PROVIDER_PATH}/:token/bet`,
      { schema: { params: tokenParams, body: betBody } },
      async (request, reply) => {
        const locale = requestLocale(request);
        const { token } = request.params;
        const launch = await launchOr404(token, locale, reply);
        if (!launch) return reply;
        const offer = findOffer(launch.provider, request.body.pick);
        if (!offer) throw fail(locale, 400, 'invalid_pick');
        const stake = request.body.stake;
        let result: MovementResult;
        try {
          result = await debit(ctx.db, launch, {
            id: request.body.transaction_id,
            amount: stake,
            potentialWin: potentialWin(stake, offer.odds),
            pick: offer.pick,
            at: ctx.now(),
          });
        } catch (error) {
          if (error instanceof InsufficientBalanceError)
            return backToPage(reply, token, locale, 'insufficient_funds');
          if (error instanceof UnsafeAmountError) throw fail(locale, 422, 'invalid_amount');
          if (error instanceof TransactionConflictError)
            throw fail(locale, 409, 'transaction_conflict');
          throw error;
        }
        await announce(result);
        return backToPage(reply, token, locale, result.replayed ? 'already_done' : 'placed');
      },
    );

    app.post(
      `${DEMO_PROVIDER_PATH}/:token/settle`,
      { schema: { params: tokenParams, body: settleBody } },
      async (request, reply) => {
        const locale = requestLocale(request);
        const { token } = request.params;
        const launch = await launchOr404(token, locale, reply);
        if (!launch) return reply;
        let result: MovementResult;
        try {
          result = await credit(ctx.db, launch, {
            id: request.body.transaction_id,
            roundId: request.body.round_id,
            won: request.body.outcome === 'won',
            at: ctx.now(),
          });
        } catch (error) {
          if (error instanceof RoundNotFoundError) throw fail(locale, 404, 'round_not_found');
          if (error instanceof TransactionConflictError)
            throw fail(locale, 409, 'transaction_conflict');
          if (error instanceof UnsafeAmountError) throw fail(locale, 422, 'invalid_amount');
          throw error;
        }
        await announce(result);
        if (result.replayed) return backToPage(reply, token, locale, 'already_done');
        const paid = result.row.amount;
        return backToPage(reply, token, locale, paid > 0 ? 'won' : 'lost', paid);
      },
    );
  };
