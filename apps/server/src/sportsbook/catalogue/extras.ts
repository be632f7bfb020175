import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@sportsbook/contract/common';
import {
  streamResponseSchema,
  widgetParamsSchema,
  widgetResponseSchema,
  type StreamResponseWire,
} from '@sportsbook/contract/match-extras';
import type { Database } from '@/db/client';
import { events } from '@/db/schema';
import { HttpError } from '@/http/errors';
import { trackerPage } from './tracker-page';
import { isLive, isPrematch } from '@sportsbook/betting/catalog/status';

async function eventExtras(db: Database, id: number) {
  const [row] = await db
    .select({
      id: events.id,
      status: events.status,
      hasVideo: events.hasVideo,
      statistics: events.statistics,
    })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, 'match_not_found', `No match with id ${id}`);
  return row;
}

/**
 * The stream of a match: the live match tracker page (an animated view the feed drives) while a
 * match with video is in play; otherwise an explicit reason.
 */
function streamOf(
  row: { id: number; status: number; hasVideo: boolean },
  origin: string,
): StreamResponseWire {
  if (!row.hasVideo) return { available: false, reason: 'no_stream' };
  if (isPrematch(row.status)) return { available: false, reason: 'not_started' };
  if (!isLive(row.status)) return { available: false, reason: 'no_stream' };
  return {
    available: true,
    kind: 'iframe',
    url: `${origin}/api/sportsbook/v2/matches/${row.id}/tracker`,
    expires_at: null,
  };
}

/** GET /matches/{id}/{widget type}, /video, /streams and the tracker page they point to. */
export const matchExtrasRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    for (const path of ['/matches/:id/video', '/matches/:id/streams']) {
      app.get(
        path,
        { schema: { params: idParamSchema, response: { 200: streamResponseSchema } } },
        async (request) => {
          const row = await eventExtras(db, request.params.id);
          return streamOf(row, `${request.protocol}://${request.host}`);
        },
      );
    }

    app.get(
      '/matches/:id/tracker',
      { schema: { params: idParamSchema } },
      async ({ params }, reply) => {
        const row = await eventExtras(db, params.id);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(trackerPage(row.id));
      },
    );

    app.get(
      '/matches/:id/:widget',
      { schema: { params: widgetParamsSchema, response: { 200: widgetResponseSchema } } },
      async ({ params }) => {
        const row = await eventExtras(db, params.id);
        return {
          match_id: row.id,
          type: params.widget,
          items: row.statistics[params.widget] ?? [],
        };
      },
    );
  };
