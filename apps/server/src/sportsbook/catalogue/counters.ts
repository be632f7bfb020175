import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countersRequestSchema,
  countersResponseSchema,
  type CountersRequestWire,
} from '@sportsbook/contract/counters';
import type { Database } from '@/db/client';
import { events, sports } from '@/db/schema';
import type { ResponseCache } from '@/http/response-cache';
import { bettableSql } from '@/read-model/events-sql';
import { LIVE_MATCH_STATUSES } from '@sportsbook/betting/catalog/status';

/** Matches a counter counts: the body's filter; bettable unless the body says otherwise. */
function countersWhere(body: CountersRequestWire, withStatus: boolean) {
  const bettable = body.bettable ?? true;
  return and(
    eq(events.type, 'match'),
    body.sport_type ? eq(sports.type, body.sport_type) : undefined,
    withStatus && body.match_status ? inArray(events.status, body.match_status) : undefined,
    body.start_from ? gte(events.startTime, new Date(body.start_from)) : undefined,
    body.start_to ? lte(events.startTime, new Date(body.start_to)) : undefined,
    bettable ? bettableSql : sql`not ${bettableSql}`,
  );
}

/** POST /counters (spec §7): live matches, and matches per sport, category and tournament. */
export const countersRoutes =
  (db: Database, cache: ResponseCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/counters',
      { schema: { body: countersRequestSchema, response: { 200: countersResponseSchema } } },
      async (request, reply) =>
        cache.send(reply, `counters:${JSON.stringify(request.body)}`, countersResponseSchema, () =>
          counts(request.body),
        ),
    );

    async function counts(body: CountersRequestWire) {
      {
        const where = countersWhere(body, true);
        const grouped = (column: typeof events.sportId | typeof events.categoryId) =>
          db
            .select({ id: column, count: count() })
            .from(events)
            .innerJoin(sports, eq(sports.id, events.sportId))
            .where(where)
            .groupBy(column)
            .orderBy(column);
        const [live, bySport, byCategory, byTournament] = await Promise.all([
          db
            .select({ count: count() })
            .from(events)
            .innerJoin(sports, eq(sports.id, events.sportId))
            .where(
              and(countersWhere(body, false), inArray(events.status, [...LIVE_MATCH_STATUSES])),
            ),
          grouped(events.sportId),
          grouped(events.categoryId),
          db
            .select({ id: events.tournamentId, count: count() })
            .from(events)
            .innerJoin(sports, eq(sports.id, events.sportId))
            .where(and(where, sql`${events.tournamentId} is not null`))
            .groupBy(events.tournamentId)
            .orderBy(events.tournamentId),
        ]);
        return {
          live: live[0]?.count ?? 0,
          sports: bySport,
          categories: byCategory,
          tournaments: byTournament.flatMap((t) =>
            t.id === null ? [] : [{ id: t.id, count: t.count }],
          ),
        };
      }
    }
  };
