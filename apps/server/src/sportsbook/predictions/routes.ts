import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  voteBodySchema,
  voteQuerySchema,
  voteResponseSchema,
  voteSavedResponseSchema,
} from '@sportsbook/contract/promotions';
import type { ServerContext } from '@/http/context';
import { requestLocale } from '@/http/messages';
import { originCheck } from '@/http/origin-check';
import { requirePlayerId, sessionPlayerId } from '@/http/session';
import { castVote, questions } from './store';

/**
 * Spec §7 GET and POST /vote (issue 15): the open predictions with the caller's vote (null when
 * anonymous or not voted), and the signed-in player's vote, always as themself (the session's
 * player; the body names no player).
 */
export const predictionsRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', originCheck(ctx.config.allowedOrigins));

    app.get(
      '/vote',
      { schema: { querystring: voteQuerySchema, response: { 200: voteResponseSchema } } },
      async (request, reply) => {
        const playerId = await sessionPlayerId(ctx.db, request, ctx.config.now);
        const data = await questions(
          ctx,
          playerId,
          requestLocale(request),
          request.query.prediction_id,
        );
        void reply.header('cache-control', 'private, no-store');
        return { data };
      },
    );

    app.post(
      '/vote',
      { schema: { body: voteBodySchema, response: { 200: voteSavedResponseSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { prediction_id, data } = request.body;
        return { data: await castVote(ctx, playerId, prediction_id, data.choice) };
      },
    );
  };
