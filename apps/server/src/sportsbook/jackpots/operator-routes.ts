import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jackpotCreateBodySchema,
  jackpotHitRejectBodySchema,
  jackpotLevelBodySchema,
  jackpotUpdateBodySchema,
  levelParamsSchema,
  operatorIdParamsSchema,
  operatorJackpotHitResponseSchema,
  operatorJackpotHitsQuerySchema,
  operatorJackpotHitsResponseSchema,
  operatorJackpotResponseSchema,
  operatorJackpotsResponseSchema,
} from '@sportsbook/contract/promotions-operator';
import { jackpotHits } from '@/db/schema-jackpots';
import type { ServerContext } from '@/http/context';
import { predictionOperatorRoutes } from '@/sportsbook/predictions/operator-routes';
import { approveHit, payHit, rejectHit } from './hits';
import { createJackpot, putLevel, updateJackpot } from './manage';
import { loadJackpots, type LoadedJackpot } from './store';
import { operatorHitToWire, operatorJackpotToWire } from './wire';

const toWire = ({ jackpot, levels }: LoadedJackpot) => operatorJackpotToWire(jackpot, levels);

/**
 * The operator API's jackpots (issue 15 item 5), under /api/operator behind the operator key:
 * jackpots and their levels, and the hits to approve and pay, or reject; and the predictions.
 */
export const jackpotOperatorRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(predictionOperatorRoutes(ctx));

    app.get(
      '/jackpots',
      { schema: { response: { 200: operatorJackpotsResponseSchema } } },
      async () => ({ data: (await loadJackpots(ctx.db, { all: true })).map(toWire) }),
    );

    app.post(
      '/jackpots',
      {
        schema: { body: jackpotCreateBodySchema, response: { 201: operatorJackpotResponseSchema } },
      },
      async (request, reply) =>
        reply.code(201).send({ data: toWire(await createJackpot(ctx, request.body)) }),
    );

    app.patch(
      '/jackpots/:id',
      {
        schema: {
          params: operatorIdParamsSchema,
          body: jackpotUpdateBodySchema,
          response: { 200: operatorJackpotResponseSchema },
        },
      },
      async (request) => ({
        data: toWire(await updateJackpot(ctx, request.params.id, request.body)),
      }),
    );

    app.put(
      '/jackpots/:id/levels/:code',
      {
        schema: {
          params: levelParamsSchema,
          body: jackpotLevelBodySchema,
          response: { 200: operatorJackpotResponseSchema },
        },
      },
      async (request) => ({
        data: toWire(await putLevel(ctx, request.params.id, request.params.code, request.body)),
      }),
    );

    app.get(
      '/jackpot-hits',
      {
        schema: {
          querystring: operatorJackpotHitsQuerySchema,
          response: { 200: operatorJackpotHitsResponseSchema },
        },
      },
      async (request) => {
        const { jackpot_id, status, limit } = request.query;
        const where: SQL[] = [];
        if (jackpot_id) where.push(eq(jackpotHits.jackpotId, jackpot_id));
        if (status) where.push(eq(jackpotHits.status, status));
        const rows = await ctx.db
          .select()
          .from(jackpotHits)
          .where(and(...where))
          .orderBy(desc(jackpotHits.seq))
          .limit(limit);
        return { data: rows.map(operatorHitToWire) };
      },
    );

    app.post(
      '/jackpot-hits/:id/approve',
      {
        schema: {
          params: operatorIdParamsSchema,
          response: { 200: operatorJackpotHitResponseSchema },
        },
      },
      async (request) => ({ data: operatorHitToWire(await approveHit(ctx, request.params.id)) }),
    );

    app.post(
      '/jackpot-hits/:id/pay',
      {
        schema: {
          params: operatorIdParamsSchema,
          response: { 200: operatorJackpotHitResponseSchema },
        },
      },
      async (request) => ({ data: operatorHitToWire(await payHit(ctx, request.params.id)) }),
    );

    app.post(
      '/jackpot-hits/:id/reject',
      {
        schema: {
          params: operatorIdParamsSchema,
          body: jackpotHitRejectBodySchema,
          response: { 200: operatorJackpotHitResponseSchema },
        },
      },
      async (request) => ({
        data: operatorHitToWire(await rejectHit(ctx, request.params.id, request.body.reason)),
      }),
    );
  };
