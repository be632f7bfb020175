import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@sportsbook/contract/common';
import { marketsQuerySchema, marketsResponseSchema } from '@sportsbook/contract/market';
import {
  matchesQuerySchema,
  matchesResponseSchema,
  matchResponseSchema,
  type MatchesQueryWire,
} from '@sportsbook/contract/match';
import { localeQuerySchema } from '@sportsbook/contract/catalog';
import type { Database } from '@/db/client';
import {
  categories,
  events,
  favorites,
  markets,
  sports,
  tournaments,
  tournamentSitePriorities,
} from '@/db/schema';
import { HttpError } from '@/http/errors';
import { paginate } from '@/http/pagination';
import type { ResponseCache } from '@/http/response-cache';
import type { ResolveUserId } from '@/push/token-routes';
import { bettableSql } from '@/read-model/events-sql';
import { eventsWire } from '@/read-model/events-query';
import { siteJoin, sitePriority } from '@/read-model/refs';
import { marketToWire } from '@/read-model/serialize';

type MatchFilter = Omit<MatchesQueryWire, 'page' | 'limit' | 'sort_by' | 'locale'>;

/** The WHERE of GET /matches (spec §7 filters); `userId` is needed only for `favourite`. */
export function matchesWhere(q: MatchFilter, userId: string | null): SQL | undefined {
  const favorite = userId
    ? // drizzle's exists() does not parenthesise raw SQL: write the subquery out
      sql`exists (select 1 from ${favorites} where ${favorites.userId} = ${userId} and ${favorites.type} = 'matches' and ${favorites.objectId} = ${events.id})`
    : sql`false`;
  return and(
    q.id ? inArray(events.id, q.id) : undefined,
    q.type ? eq(events.type, q.type) : undefined,
    q.sport_key ? eq(sports.key, q.sport_key) : undefined,
    q.sport_type ? eq(sports.type, q.sport_type) : undefined,
    q.category_id ? eq(events.categoryId, q.category_id) : undefined,
    q.tournament_id ? eq(events.tournamentId, q.tournament_id) : undefined,
    q.match_status ? inArray(events.status, q.match_status) : undefined,
    q.start_from ? gte(events.startTime, new Date(q.start_from)) : undefined,
    q.start_to ? lte(events.startTime, new Date(q.start_to)) : undefined,
    q.bettable === undefined ? undefined : q.bettable ? bettableSql : sql`not ${bettableSql}`,
    q.has_video === undefined ? undefined : eq(events.hasVideo, q.has_video),
    q.slug ? eq(events.slug, q.slug) : undefined,
    // an anonymous bettor has no favorites: the honest answer is an empty list
    q.favourite === undefined ? undefined : q.favourite ? favorite : sql`not ${favorite}`,
  );
}

/** Sort keys of spec §9; every order ends on the id so pages never overlap. */
export function matchesOrder(sortBy: MatchesQueryWire['sort_by']): SQL[] {
  switch (sortBy) {
    case 'id':
      return [asc(events.id)];
    case 'start_time':
      return [asc(events.startTime), asc(events.id)];
    case 'bets_count':
      return [desc(events.betsCount), asc(events.startTime), asc(events.id)];
    case 'priority':
      return [
        desc(sports.priority),
        desc(categories.priority),
        desc(sitePriority),
        asc(events.startTime),
        asc(events.id),
      ];
  }
}

/** Joins what the filters and orders read: sport, category, tournament, its site priority. */
function withEventJoins<Query extends PgSelect>(query: Query, site: string) {
  return query
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(tournaments, eq(tournaments.id, events.tournamentId))
    .leftJoin(tournamentSitePriorities, siteJoin(site));
}

/** One page of event ids and the total, with `max_per_sport` keeping the first n of each sport. */
export async function pageOfEventIds(
  db: Database,
  site: string,
  query: MatchesQueryWire,
  userId: string | null,
): Promise<{ ids: number[]; total: number }> {
  let where = matchesWhere(query, userId);
  const order = matchesOrder(query.sort_by);
  if (query.max_per_sport) {
    const rank = sql<number>`row_number() over (partition by ${events.sportId} order by ${sql.join(order, sql`, `)})`;
    const ranked = withEventJoins(
      db
        .select({ id: events.id, rn: rank.as('rn') })
        .from(events)
        .$dynamic(),
      site,
    )
      .where(where)
      .as('ranked');
    where = and(
      where,
      inArray(
        events.id,
        db.select({ id: ranked.id }).from(ranked).where(lte(ranked.rn, query.max_per_sport)),
      ),
    );
  }
  // the total rides on the page's rows (a window over the filtered set, before the limit): one
  // statement instead of two; only a page past the end counts on its own
  const rows = await withEventJoins(
    db
      .select({
        id: events.id,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(events)
      .$dynamic(),
    site,
  )
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : await countEvents(db, site, where));
  return { ids: rows.map((r) => r.id), total };
}

async function countEvents(db: Database, site: string, where: SQL | undefined): Promise<number> {
  const [row] = await withEventJoins(
    db.select({ total: count() }).from(events).$dynamic(),
    site,
  ).where(where);
  return row?.total ?? 0;
}

async function requireEvent(db: Database, id: number): Promise<{ urnId: string }> {
  const [row] = await db
    .select({ urnId: events.urnId })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, 'match_not_found', `No match with id ${id}`);
  return row;
}

/** GET /matches, /matches/{id} and /matches/{id}/markets (spec §7). */
export const matchesRoutes =
  (
    db: Database,
    site: string,
    resolveUserId: ResolveUserId,
    cache: ResponseCache,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/matches',
      { schema: { querystring: matchesQuerySchema, response: { 200: matchesResponseSchema } } },
      async (request, reply) => {
        const { query } = request;
        const page = async (userId: string | null) => {
          const { ids, total } = await pageOfEventIds(db, site, query, userId);
          return {
            data: await eventsWire(db, query.locale, ids),
            pagination: paginate(total, query.page, query.limit),
          };
        };
        // favorites are per player; every other list is the same for everyone
        if (query.favourite !== undefined) return page(await resolveUserId(request));
        return cache.send(reply, request.url, matchesResponseSchema, () => page(null));
      },
    );

    app.get(
      '/matches/:id',
      {
        schema: {
          params: idParamSchema,
          querystring: localeQuerySchema,
          response: { 200: matchResponseSchema },
        },
      },
      async ({ params, query }) => {
        const [event] = await eventsWire(db, query.locale, [params.id]);
        if (!event) throw new HttpError(404, 'match_not_found', `No match with id ${params.id}`);
        return event;
      },
    );

    app.get(
      '/matches/:id/markets',
      {
        schema: {
          params: idParamSchema,
          querystring: marketsQuerySchema,
          response: { 200: marketsResponseSchema },
        },
      },
      async ({ params, query }) => {
        const where = and(
          eq(markets.eventId, params.id),
          query.market_id ? eq(markets.marketId, query.market_id) : undefined,
          query.group_key ? sql`${markets.marketGroups} ? ${query.group_key}` : undefined,
        );
        // one statement (issue 18): the page with the match's urn and the total on each row
        const rows = await db
          .select({
            market: markets,
            urnId: events.urnId,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(markets)
          .innerJoin(events, eq(events.id, markets.eventId))
          .where(where)
          .orderBy(desc(markets.priority), asc(markets.marketId), asc(markets.specifier))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit);
        const first = rows[0];
        // no row: an unknown match is 404; a known one counts on its own (a page past the end)
        const urnId = first?.urnId ?? (await requireEvent(db, params.id)).urnId;
        const total =
          first?.total ??
          (query.page === 1
            ? 0
            : ((await db.select({ total: count() }).from(markets).where(where))[0]?.total ?? 0));
        return {
          data: rows.map((r) => marketToWire(urnId, r.market)),
          pagination: paginate(total, query.page, query.limit),
        };
      },
    );
  };
