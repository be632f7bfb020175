import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@sportsbook/contract/search';
import type { Database } from '@/db/client';
import { categories, events, sports, tournaments } from '@/db/schema';
import { eventsWire } from '@/read-model/events-query';
import { localized } from '@/read-model/names';
import { tournamentsWire } from './tournaments';
import { LIVE_MATCH_STATUSES, OPEN_MATCH_STATUSES } from '@sportsbook/betting/catalog/status';

/** At most this many events and tournaments per search answer (the modal shows a short list). */
export const SEARCH_EVENTS_LIMIT = 50;
export const SEARCH_TOURNAMENTS_LIMIT = 20;

/** `q` as a LIKE pattern matching anywhere, with the user's % and _ taken literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /search (spec §5: 3..50 characters): events by name, teams, league or country. */
export const searchRoutes =
  (db: Database, site: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
      async ({ query }) => {
        const pattern = containsPattern(query.q);
        const tournamentName = localized(tournaments.names, query.locale);
        const eventMatch = or(
          ilike(localized(events.names, query.locale), pattern),
          ilike(events.nameA, pattern),
          ilike(events.nameB, pattern),
        );
        const where = and(
          query.only_events_name
            ? eventMatch
            : or(
                eventMatch,
                ilike(tournamentName, pattern),
                ilike(localized(categories.names, query.locale), pattern),
              ),
          query.sport_type ? eq(sports.type, query.sport_type) : undefined,
          query.match_status === undefined
            ? inArray(events.status, [...OPEN_MATCH_STATUSES])
            : eq(events.status, query.match_status),
        );
        const found = await db
          .select({ id: events.id })
          .from(events)
          .innerJoin(sports, eq(sports.id, events.sportId))
          .innerJoin(categories, eq(categories.id, events.categoryId))
          .leftJoin(tournaments, eq(tournaments.id, events.tournamentId))
          .where(where)
          // live first, then the soonest; a stable id keeps equal rows in one order
          .orderBy(
            desc(inArray(events.status, [...LIVE_MATCH_STATUSES])),
            asc(events.startTime),
            asc(events.id),
          )
          .limit(SEARCH_EVENTS_LIMIT);
        const [eventList, tournamentList] = await Promise.all([
          eventsWire(
            db,
            query.locale,
            found.map((f) => f.id),
          ),
          query.only_events_name
            ? Promise.resolve([])
            : tournamentsWire(
                db,
                site,
                query.locale,
                and(
                  ilike(tournamentName, pattern),
                  query.sport_type ? eq(sports.type, query.sport_type) : undefined,
                ),
                SEARCH_TOURNAMENTS_LIMIT,
              ),
        ]);
        return { events: eventList, tournaments: tournamentList };
      },
    );
  };
