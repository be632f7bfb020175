import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationsQuerySchema,
  notificationsResponseSchema,
  readNotificationsRequestSchema,
  unreadCountersSchema,
} from '@sportsbook/contract/notifications';
import type { ServerContext } from '@/http/context';
import { paginate } from '@/http/pagination';
import { requirePlayerId } from '@/http/session';
import {
  listNotifications,
  markRead,
  notificationToWire,
  publishUnreadCounters,
  unreadCount,
} from '@/platform';

/**
 * Spec §7 notifications of the signed-in player: the list (newest first, paged), the unread
 * counter, and marking read; a change of the counter is pushed (unread_counters_changed) so the
 * player's other tabs follow. 401 anonymous; only the caller's own notifications are touched.
 */
export const notificationsRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const counters = async (playerId: string) => ({ unread: await unreadCount(ctx.db, playerId) });

    app.get(
      '/notifications',
      {
        schema: {
          querystring: notificationsQuerySchema,
          response: { 200: notificationsResponseSchema },
        },
      },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        const { page, limit } = request.query;
        const { rows, total } = await listNotifications(ctx.db, playerId, page, limit);
        void reply.header('cache-control', 'no-store');
        return { data: rows.map(notificationToWire), pagination: paginate(total, page, limit) };
      },
    );

    app.get(
      '/notifications/counters',
      { schema: { response: { 200: unreadCountersSchema } } },
      async (request, reply) => {
        const playerId = await requirePlayerId(ctx, request);
        void reply.header('cache-control', 'no-store');
        return counters(playerId);
      },
    );

    app.post(
      '/notifications/read',
      { schema: { body: readNotificationsRequestSchema, response: { 200: unreadCountersSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const ids = [...new Set(request.body.ids)];
        if (await markRead(ctx.db, playerId, ids)) await publishUnreadCounters(ctx, playerId);
        return counters(playerId);
      },
    );

    app.post(
      '/notifications/read-all',
      { schema: { response: { 200: unreadCountersSchema } } },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        if (await markRead(ctx.db, playerId, null)) await publishUnreadCounters(ctx, playerId);
        return counters(playerId);
      },
    );
  };
