import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorIdParamsSchema,
  operatorPredictionResponseSchema,
  operatorPredictionsResponseSchema,
  predictionCreateBodySchema,
} from '@sportsbook/contract/promotions-operator';
import { predictions } from '@/db/schema-jackpots';
import type { ServerContext } from '@/http/context';
import { closePrediction, createPrediction, operatorPrediction } from './store';

/** The operator API's predictions (issue 15 item 5): list with vote counts, create, close. */
export const predictionOperatorRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/predictions',
      { schema: { response: { 200: operatorPredictionsResponseSchema } } },
      async () => {
        const rows = await ctx.db.select().from(predictions).orderBy(asc(predictions.createdAt));
        return { data: await Promise.all(rows.map((row) => operatorPrediction(ctx.db, row))) };
      },
    );

    app.post(
      '/predictions',
      {
        schema: {
          body: predictionCreateBodySchema,
          response: { 201: operatorPredictionResponseSchema },
        },
      },
      async (request, reply) => {
        const row = await createPrediction(ctx, request.body);
        return reply.code(201).send({ data: await operatorPrediction(ctx.db, row) });
      },
    );

    app.post(
      '/predictions/:id/close',
      {
        schema: {
          params: operatorIdParamsSchema,
          response: { 200: operatorPredictionResponseSchema },
        },
      },
      async (request) => {
        const row = await closePrediction(ctx, request.params.id);
        return { data: await operatorPrediction(ctx.db, row) };
      },
    );
  };
