import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { watchersUserIdSchema } from '@sportsbook/contract/match-extras';
import type { ServerContext } from '@/http/context';
import { requirePlayerId } from '@/http/session';

/**
 * The stream widget's id of a player: one-way, so the widget's provider cannot turn it back into
 * the platform's player id, and the same on every call (spec §7 "user id for a stream widget").
 */
export const watchersUserId = (playerId: string): string =>
  createHash('sha256').update(`watchersio:${playerId}`).digest('hex').slice(0, 32);

/** GET /watchersio/userid: the signed-in player's stream widget id; 401 without a session. */
export const watchersRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/watchersio/userid',
      { schema: { response: { 200: watchersUserIdSchema } } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        // per player: no shared cache may keep it
        void reply.header('cache-control', 'private, no-store');
        return { user_id: watchersUserId(playerId) };
      },
    );
  };
