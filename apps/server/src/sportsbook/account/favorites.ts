import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favoriteItemParamsSchema,
  favoriteParamsSchema,
  favoritesQuerySchema,
  favoritesResponseSchema,
  type FavoriteType,
} from '@sportsbook/contract/settings';
import type { Database } from '@/db/client';
import { events, favorites, tournaments } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { requestLocale, t } from '@/http/messages';
import { requirePlayerId } from '@/http/session';
import { bettableSql } from '@/read-model/events-sql';

interface FavoriteFilter {
  match_status?: number;
  is_bettable?: 'true' | 'false';
}

/** The player's favorite ids of `type`; match filters narrow favorite matches (spec §7). */
async function favoriteIds(
  db: Database,
  playerId: string,
  type: FavoriteType,
  filter: FavoriteFilter = {},
): Promise<number[]> {
  const mine = and(eq(favorites.userId, playerId), eq(favorites.type, type));
  if (
    type === 'tournaments' ||
    (filter.match_status === undefined && filter.is_bettable === undefined)
  ) {
    const rows = await db
      .select({ id: favorites.objectId })
      .from(favorites)
      .where(mine)
      .orderBy(asc(favorites.createdAt), asc(favorites.objectId));
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
    .select({ id: favorites.objectId })
    .from(favorites)
    .innerJoin(events, eq(events.id, favorites.objectId))
    .where(and(...conditions))
    .orderBy(asc(favorites.createdAt), asc(favorites.objectId));
  return rows.map((r) => r.id);
}

async function objectExists(db: Database, type: FavoriteType, id: number): Promise<boolean> {
  const table = type === 'matches' ? events : tournaments;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [id]))
    .limit(1);
  return rows.length > 0;
}

/** GET /favourites/{type}, POST and DELETE /favourites/{type}/{id}: the player's own only. */
export const favoritesRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = ctx;

    app.get(
      '/favourites/:type',
      {
        schema: {
          params: favoriteParamsSchema,
          querystring: favoritesQuerySchema,
          response: { 200: favoritesResponseSchema },
        },
      },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        return {
          favorite_ids: await favoriteIds(db, playerId, request.params.type, request.query),
        };
      },
    );

    app.post(
      '/favourites/:type/:id',
      {
        schema: { params: favoriteItemParamsSchema, response: { 200: favoritesResponseSchema } },
      },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { type, id } = request.params;
        if (!(await objectExists(db, type, id))) {
          throw new HttpError(404, 'not_found', t(requestLocale(request), 'event_not_found'));
        }
        // adding twice keeps one row: the toggle may be clicked twice
        await db
          .insert(favorites)
          .values({ userId: playerId, type, objectId: id, createdAt: ctx.now() })
          .onConflictDoNothing();
        return { favorite_ids: await favoriteIds(db, playerId, type) };
      },
    );

    app.delete(
      '/favourites/:type/:id',
      {
        schema: { params: favoriteItemParamsSchema, response: { 200: favoritesResponseSchema } },
      },
      async (request) => {
        const playerId = await requirePlayerId(ctx, request);
        const { type, id } = request.params;
        await db
          .delete(favorites)
          .where(
            and(
              eq(favorites.userId, playerId),
              eq(favorites.type, type),
              eq(favorites.objectId, id),
            ),
          );
        return { favorite_ids: await favoriteIds(db, playerId, type) };
      },
    );
  };
