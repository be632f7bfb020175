import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  localeQuerySchema,
  tournamentResponseSchema,
  tournamentsQuerySchema,
  tournamentsResponseSchema,
  type TournamentsQueryWire,
  type TournamentWire,
} from '@sportsbook/contract/catalog';
import { idParamSchema } from '@sportsbook/contract/common';
import type { Database } from '@/db/client';
import { categories, events, sports, tournaments, tournamentSitePriorities } from '@/db/schema';
import { HttpError } from '@/http/errors';
import { paginate } from '@/http/pagination';
import type { ResponseCache } from '@/http/response-cache';
import { bettableSql } from '@/read-model/events-sql';
import {
  categoryRefColumns,
  siteJoin,
  sitePriority,
  sportRefColumns,
  tournamentRefColumns,
} from '@/read-model/refs';

/** A league is a top league (home page, spec §2) from this site priority up. */
export const TOP_LEAGUE_PRIORITY = 90;

const columns = (locale: string) => ({
  ...tournamentRefColumns(locale),
  priority: sitePriority,
  category: categoryRefColumns(locale),
  sport: sportRefColumns(locale),
  main: tournaments.mainMarketOutcomesCount,
  secondary: tournaments.secondaryMarketOutcomesCount,
});

function selectTournaments(db: Database, site: string, locale: string, where: SQL | undefined) {
  return db
    .select(columns(locale))
    .from(tournaments)
    .innerJoin(categories, eq(categories.id, tournaments.categoryId))
    .innerJoin(sports, eq(sports.id, tournaments.sportId))
    .leftJoin(tournamentSitePriorities, siteJoin(site))
    .where(where);
}

type TournamentRecord = Awaited<ReturnType<typeof selectTournaments>>[number];

const toWire = (row: TournamentRecord): TournamentWire => ({
  id: row.id,
  urn_id: row.urn_id,
  slug: row.slug,
  name: row.name,
  priority: row.priority,
  category: row.category,
  sport: row.sport,
  main_market_outcomes_count: row.main,
  secondary_market_outcomes_count: row.secondary,
});

function tournamentsWhere(query: Omit<TournamentsQueryWire, 'page' | 'limit'>) {
  // drizzle's exists() does not parenthesise raw SQL: write the subquery out
  const bettableHere = sql`exists (select 1 from ${events} where ${events.tournamentId} = ${tournaments.id} and ${bettableSql})`;
  return and(
    query.sport_type ? eq(sports.type, query.sport_type) : undefined,
    query.sport_key ? eq(sports.key, query.sport_key) : undefined,
    query.category_id ? eq(tournaments.categoryId, query.category_id) : undefined,
    query.top === undefined
      ? undefined
      : query.top
        ? gte(sitePriority, TOP_LEAGUE_PRIORITY)
        : sql`${sitePriority} < ${TOP_LEAGUE_PRIORITY}`,
    query.bettable === undefined
      ? undefined
      : query.bettable
        ? bettableHere
        : sql`not ${bettableHere}`,
  );
}

/** Tournaments on the wire matching `where`, top priority first (used by search). */
export async function tournamentsWire(
  db: Database,
  site: string,
  locale: string,
  where: SQL | undefined,
  limit: number,
): Promise<TournamentWire[]> {
  const rows = await selectTournaments(db, site, locale, where)
    .orderBy(desc(sitePriority), desc(sports.priority), asc(tournaments.id))
    .limit(limit);
  return rows.map(toWire);
}

/** GET /tournaments and /tournaments/{id} (spec §7 catalogue) with the site's league priority. */
export const tournamentsRoutes =
  (db: Database, site: string, cache: ResponseCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tournaments',
      {
        schema: {
          querystring: tournamentsQuerySchema,
          response: { 200: tournamentsResponseSchema },
        },
      },
      async ({ query, url }, reply) =>
        cache.send(reply, url, tournamentsResponseSchema, async () => {
          const where = tournamentsWhere(query);
          const [rows, totals] = await Promise.all([
            selectTournaments(db, site, query.locale, where)
              .orderBy(desc(sitePriority), desc(sports.priority), asc(tournaments.id))
              .limit(query.limit)
              .offset((query.page - 1) * query.limit),
            db
              .select({ total: count() })
              .from(tournaments)
              .innerJoin(sports, eq(sports.id, tournaments.sportId))
              .leftJoin(tournamentSitePriorities, siteJoin(site))
              .where(where),
          ]);
          return {
            data: rows.map(toWire),
            pagination: paginate(totals[0]?.total ?? 0, query.page, query.limit),
          };
        }),
    );

    app.get(
      '/tournaments/:id',
      {
        schema: {
          params: idParamSchema,
          querystring: localeQuerySchema,
          response: { 200: tournamentResponseSchema },
        },
      },
      async ({ params, query }) => {
        const [row] = await selectTournaments(
          db,
          site,
          query.locale,
          eq(tournaments.id, params.id),
        );
        if (!row)
          throw new HttpError(404, 'tournament_not_found', `No tournament with id ${params.id}`);
        return toWire(row);
      },
    );
  };
