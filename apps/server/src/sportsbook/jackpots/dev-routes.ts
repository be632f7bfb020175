import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forcedJackpotHitBodySchema,
  operatorIdParamsSchema,
  operatorJackpotHitResponseSchema,
} from '@sportsbook/contract/promotions-operator';
import type { ServerContext } from '@/http/context';
import { forceHit } from './manage';
import { operatorHitToWire } from './wire';

/**
 * Dev API (only with DEV_API_ENABLED): POST /api/dev/jackpots/{id}/hit forces a hit of a level
 * for a player (by `player_id` or `email`), approved and paid unless `status` stops it earlier,
 * so the e2e sees the jackpot-hit modal and the credit without waiting for a lucky draw.
 */
export const jackpotDevRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/jackpots/:id/hit',
      {
        schema: {
          params: operatorIdParamsSchema,
          body: forcedJackpotHitBodySchema,
          response: { 201: operatorJackpotHitResponseSchema },
        },
      },
      async (request, reply) => {
        const { player_id, email, level_code, status } = request.body;
        const hit = await forceHit(
          ctx,
          request.params.id,
          level_code,
          { playerId: player_id, email },
          status,
        );
        return reply.code(201).send({ data: operatorHitToWire(hit) });
      },
    );
  };
