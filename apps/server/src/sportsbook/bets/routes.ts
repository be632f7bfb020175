import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  betsQuerySchema,
  betsResponseSchema,
  cashoutRequestSchema,
  cashoutResponseSchema,
  customMarketsResponseSchema,
  customOddsRequestSchema,
  customOddsResponseSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  maxStakeRequestSchema,
  maxStakeResponseSchema,
  placementResponseSchema,
  shareCodeQuerySchema,
  shareCodeRequestSchema,
  shareCodeResponseSchema,
  sharedBetsResponseSchema,
} from '@sportsbook/contract/bets';
import { idTextSchema, localeTagSchema } from '@sportsbook/contract/common';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import { z } from 'zod';
import type { ServerContext } from '@/http/context';
import { HttpError, validationFailure } from '@/http/errors';
import { requestLocale } from '@/http/messages';
import { originCheck } from '@/http/origin-check';
import { requirePlayerId, sessionFound, sessionPlayerId, sessionTokenHash } from '@/http/session';
import { refuseOutOfSession } from '@/platform';
import { cashOut } from './cashout';
import { customMarkets, customOdds } from './custom';
import { maxStakes } from './max-stake';
import { createShareCode, readShareCode } from './share';
import { listBets } from './list';
import { placeBets } from './placement';
import { BetRefusal, IdempotencyConflict } from './placement-errors';
import { placementBodySchema } from './schemas';

/** The Idempotency-Key header: 8 to 100 printable characters, or none. */
function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!key.success)
    throw new HttpError(
      400,
      'invalid_request',
      `The ${IDEMPOTENCY_HEADER} header must be 8 to 100 printable characters`,
    );
  return key.data;
}

/**
 * Place-bet failures in the shape spec §7 Other reads (`code`, `message`, `data.details`,
 * `data.errors_by_bet`); a bad payload keeps the common 400 `invalid_request` body and carries
 * the same `data` so one parser reads both.
 */
function betsErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BetRefusal) return reply.code(error.statusCode).send(error.toBody());
    if (error instanceof IdempotencyConflict)
      return reply.code(422).send({
        code: 'idempotency_key_reused',
        message: `This ${IDEMPOTENCY_HEADER} was already used for another placement`,
        data: {},
      });
    const invalid = validationFailure(error);
    if (invalid) {
      const { message, details } = invalid;
      return reply.code(400).send({ code: 'invalid_request', message, details, data: { details } });
    }
    // everything else answers as every other route does
    throw error;
  });
  void app;
}

const placementRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    betsErrorHandler(app);
    app.post(
      '/bets',
      { schema: { body: placementBodySchema, response: { 200: placementResponseSchema } } },
      async (request, reply) => {
        const tokenHash = sessionTokenHash(request);
        // no cookie: 401 without a read
        if (!tokenHash) await requirePlayerId(ctx, request);
        const key = idempotencyKey(request);
        const placer = { tokenHash: tokenHash ?? '', now: new Date(ctx.config.now()) };
        // the session is looked up with the placement's state (issue 18), its limits with it
        const gate = async (found: string | null, limits: readonly UserLimit[]) => {
          const playerId = sessionFound(request, found);
          await refuseOutOfSession(ctx, request, reply, playerId, limits);
          return playerId;
        };
        const locale = requestLocale(request);
        const data = await placeBets(ctx, placer, request.body, key, locale, gate);
        return { data };
      },
    );

    app.post(
      '/bets/cashout',
      { schema: { body: cashoutRequestSchema, response: { 200: cashoutResponseSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { bet_id: betId, to_cashout: amount } = request.body;
        return { data: await cashOut(ctx, playerId, betId, amount, requestLocale(request)) };
      },
    );

    app.post(
      '/bets/max-stake',
      { schema: { body: maxStakeRequestSchema, response: { 200: maxStakeResponseSchema } } },
      async (request) =>
        maxStakes(ctx.db, await sessionPlayerId(ctx.db, request, ctx.config.now), request.body),
    );

    app.get(
      '/bets',
      { schema: { querystring: betsQuerySchema, response: { 200: betsResponseSchema } } },
      async (request) => listBets(ctx.db, await requirePlayerId(ctx, request), request.query),
    );
  };

/** Share codes one address may create per minute (no per-key budget: codes belong to no one). */
const SHARE_CODE_RATE = { perIp: 60, perKey: 60, windowMs: 60_000 };

const shareRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/bets/share-code',
      { schema: { body: shareCodeRequestSchema, response: { 200: shareCodeResponseSchema } } },
      async (request) => {
        const locale = requestLocale(request);
        // codes are stored for anyone: a bounded rate per address keeps the table from a flood
        await ctx.limiter.check('shareCode', SHARE_CODE_RATE, request.ip, null, locale);
        return { data: { code: await createShareCode(ctx.db, request.body, locale, ctx.now()) } };
      },
    );

    app.get(
      '/bets/share-code',
      {
        schema: {
          querystring: shareCodeQuerySchema.extend({ locale: localeTagSchema.default('en') }),
          response: { 200: sharedBetsResponseSchema },
        },
      },
      async (request) => ({
        data: await readShareCode(
          ctx.db,
          request.query.code,
          request.query.locale,
          requestLocale(request),
        ),
      }),
    );
  };

const builderRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/bets/custom/markets/:matchId',
      {
        schema: {
          params: z.object({ matchId: idTextSchema }),
          response: { 200: customMarketsResponseSchema },
        },
      },
      async (request) => customMarkets(ctx.db, request.params.matchId),
    );

    app.post(
      '/bets/custom/odds',
      { schema: { body: customOddsRequestSchema, response: { 200: customOddsResponseSchema } } },
      async (request) => {
        const site = (await ctx.site.current()).data;
        const odds = await customOdds(
          ctx.db,
          request.body,
          requestLocale(request),
          site.custom_bet.single_allowed,
        );
        return { data: { odds } };
      },
    );
  };

/** Bets API v3 (spec §7): placement, My Bets, cashout, max stake, share codes, bet builder. */
export function betsRoutes(ctx: ServerContext) {
  return async function betsApi(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', originCheck(ctx.config.allowedOrigins));
    await app.register(placementRoutes(ctx));
    await app.register(shareRoutes(ctx));
    await app.register(builderRoutes(ctx));
  };
}
