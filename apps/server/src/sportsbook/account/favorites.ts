import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favouriteItemParamsSchema,
  favouriteParamsSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
  type FavouriteType,
} from '@sportsbook/contract/settings';
import type { Database } from '@/db/client';
import { events, favourites, tournaments } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { requestLocale, t } from '@/http/messages';
import { requirePlayerId } from '@/http/session';
import { bettableSql } from '@/read-model/events-sql';

interface FavouriteFilter {
  match_status?: number;
  is_bettable?: 'true' | 'false';
}

/** The player's favourite ids of `type`; match filters narrow favourite matches (spec §7). */
async function favouriteIds(
  db: Database,
  playerId: string,
  type: FavouriteType,
  filter: FavouriteFilter = {},
): Promise<number[]> {
  const mine = and(eq(favourites.userId, playerId), eq(favourites.type, type));
  if (
    type === 'tournaments' ||
    (filter.match_status === undefined && filter.is_bettable === undefined)
  ) {
    const rows = await db
      .select({ id: favourites.objectId })
      .from(favourites)
      .where(mine)
      .orderBy(asc(favourites.createdAt), asc(favourites.objectId));
    return rows.map((r) => r.id);
  }
  const conditions: (SQL | undefined)[] = [
    mine,
    filter.match_status !== undefined ? eq(events.status, filter.match_status) : undefined,
    filter.is_bettable === undefined
      ? undefined
      : filter.is_bettable === 'true'
        ? bettableSql
        : sql`not ${bettableSql}`,
  ];
  const rows = await db
    .select({ id: favourites.objectId })
    .from(favourites)
    .innerJoin(events, eq(events.id, favourites.objectId))
    .where(and(...conditions))
    .orderBy(asc(favourites.createdAt), asc(favourites.objectId));
  return rows.map((r) => r.id);
}

async function objectExists(db: Database, type: FavouriteType, id: number): Promise<boolean> {
  const table = type === 'matches' ? events : tournaments;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [id]))
    .limit(1);
  return rows.length > 0;
}

/** GET /favourites/{type}, POST and DELETE /favourites/{type}/{id}: the player's own only. */
export const favouritesRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    app.get(
      '/favourites/:type',
      {
        schema: {
          params: favouriteParamsSchema,
          querystring: favouritesQuerySchema,
          response: { 200: favouritesResponseSchema },
        },
      },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        return {
          favorite_ids: await favouriteIds(db, playerId, request.params.type, request.query),
        };
      },
    );

    app.post(
      '/favourites/:type/:id',
      {
        schema: { params: favouriteItemParamsSchema, response: { 200: favouritesResponseSchema } },
      },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { type, id } = request.params;
        if (!(await objectExists(db, type, id))) {
          throw new HttpError(404, 'not_found', t(requestLocale(request), 'event_not_found'));
        }
        // adding twice keeps one row: the toggle may be clicked twice
        await db
          .insert(favourites)
          .values({ userId: playerId, type, objectId: id, createdAt: ctx.now() })
          .onConflictDoNothing();
        return { favorite_ids: await favouriteIds(db, playerId, type) };
      },
    );

    app.delete(
      '/favourites/:type/:id',
      {
        schema: { params: favouriteItemParamsSchema, response: { 200: favouritesResponseSchema } },
      },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { type, id } = request.params;
        await db
          .delete(favourites)
          .where(
            and(
              eq(favourites.userId, playerId),
              eq(favourites.type, type),
              eq(favourites.objectId, id),
            ),
          );
        return { favorite_ids: await favouriteIds(db, playerId, type) };
      },
    );
  };
