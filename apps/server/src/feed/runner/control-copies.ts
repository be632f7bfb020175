import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { idParamSchema } from '@sportsbook/contract/common';
import { events, markets } from '@/db/schema';
import { HttpError } from '@/http/errors';
import type { FeedRunner } from './runner';

/**
 * Dev API for load benches (issue 18 item 5, cost curves): POST /api/dev/matches/:id/copies
 * writes `count` copies of a match with all its markets, as they are now, so a list can hold
 * thousands of live matches the demo schedule never has at once. Copies are outside the
 * simulation (no feed slot): nothing moves them. Mounted with the rest of the dev API only.
 */

/** Most copies per request: one statement, bounded. */
export const MAX_COPIES = 5_000;

const copiesBodySchema = z.object({ count: z.number().int().min(1).max(MAX_COPIES) });
const copiesResponseSchema = z.object({ copies: z.number().int() });

/** Column names of the copied tables, from the schema (a new column is copied too). */
const EVENT_COLUMNS = Object.values(getTableColumns(events)).map((c) => c.name);
const MARKET_COLUMNS = Object.values(getTableColumns(markets)).map((c) => c.name);

/** Columns `names` but `skip`, each as `source.column` unless `override` says otherwise. */
function columnList(
  all: readonly string[],
  source: string,
  override: Record<string, SQL>,
  skip: readonly string[],
) {
  const names = all.filter((n) => !skip.includes(n));
  return {
    into: sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    ),
    from: sql.join(
      names.map((n) => override[n] ?? sql`${sql.identifier(source)}.${sql.identifier(n)}`),
      sql`, `,
    ),
  };
}

export const copyRoutes =
  (feed: FeedRunner): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/matches/:id/copies',
      {
        schema: {
          params: idParamSchema,
          body: copiesBodySchema,
          response: { 200: copiesResponseSchema },
        },
      },
      async ({ params, body }) => {
        const [found] = await feed.db
          .select({ type: events.type })
          .from(events)
          .where(eq(events.id, params.id));
        if (found?.type !== 'match')
          throw new HttpError(404, 'match_not_found', `No match with id ${params.id}`);
        // a tag per request keeps urn ids unique however often one match is copied
        const urn = sql`e.urn_id || ${`:copy:${randomUUID().slice(0, 8)}:`} || g`;
        const event = columnList(EVENT_COLUMNS, 'e', { urn_id: urn, feed_slot: sql`null` }, ['id']);
        const market = columnList(MARKET_COLUMNS, 'm', { event_id: sql`c.id` }, []);
        // one statement: the events and their markets are written together or not at all
        await feed.db.execute(sql`with c as (
            insert into ${events} (${event.into})
            select ${event.from} from ${events} e, generate_series(1, ${body.count}::int) g
            where e.id = ${params.id}
            returning id)
          insert into ${markets} (${market.into})
          select ${market.from} from c cross join ${markets} m where m.event_id = ${params.id}`);
        feed.changed();
        return { copies: body.count };
      },
    );
  };
