import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ODDS_CAP } from '@sportsbook/betting/odds/cap';
import { idParamSchema, requestOddsSchema } from '@sportsbook/contract/common';
import { providerSchema } from '@sportsbook/contract/catalog';
import { providerStatusSchema } from '@sportsbook/contract/realtime';
import { events, markets, type MarketRow, type StoredOutcome } from '@/db/schema';
import { HttpError } from '@/http/errors';
import {
  findMarket,
  marketRefSchema,
  outcomeIdSchema,
  settleBodySchema,
  settleMarkets,
  writeMarket,
  type MarketRef,
} from './control-markets';
import { copyRoutes } from './control-copies';
import { wholeMatch } from './outgoing';
import { channelsFor, statusChanged, type Outgoing } from './publish';
import { recount, saveProviderStatuses } from './store';
import type { FeedRunner } from './runner';
import {
  isLive,
  isMarketFinal,
  isPrematch,
  LISTED_MARKET_STATUSES,
  MARKET_STATUS,
  MATCH_STATUS,
  type MatchStatus,
} from '@sportsbook/betting/catalog/status';

/**
 * The dev/test control API: deterministic changes to one match for end-to-end tests and demos.
 * A match touched here leaves the simulation (it would overwrite the change on its next tick).
 * Mounted only with DEV_API_ENABLED=true or NODE_ENV=development (env.ts).
 */

// spec §5: an offered price never passes the odds cap (the feed's pricing holds it too)
const oddsBodySchema = marketRefSchema.extend({
  outcome_id: outcomeIdSchema,
  odds: requestOddsSchema.max(ODDS_CAP),
});
const marketStatusBodySchema = marketRefSchema.extend({ suspended: z.boolean() });
const scoreBodySchema = z.object({ side: z.enum(['home', 'away']) });
const providerParamsSchema = z.object({ provider: providerSchema });
const providerBodySchema = z.object({ status: providerStatusSchema });

const okSchema = z.object({ ok: z.literal(true) });

export const controlRoutes =
  (feed: FeedRunner): FastifyPluginAsyncZod =>
  async (app) => {
    const db = feed.db;
    const locales = feed.channelLocales;

    async function matchRow(id: number) {
      const read = async () =>
        (await db.select().from(events).where(eq(events.id, id)).limit(1)).at(0);
      const found = await read();
      if (!found || found.type !== 'match')
        throw new HttpError(404, 'match_not_found', `No match with id ${id}`);
      await feed.takeOver(found.urnId);
      // a tick that was running when the simulation let go may have moved it: read what it left
      return (await read()) ?? found;
    }

    const marketRow = (eventId: number, ref: MarketRef) => findMarket(db, eventId, ref);
    const saveMarket = (
      event: { id: number; urnId: string },
      row: MarketRow,
      status: number,
      outcomes: StoredOutcome[],
    ) => writeMarket(db, locales, event, row, status, outcomes);

    async function setStatus(id: number, status: MatchStatus, extra: object = {}) {
      await db
        .update(events)
        .set({ status, updatedAt: sql`now()`, ...extra })
        .where(eq(events.id, id));
      return statusChanged(locales, id, status);
    }

    app.get('/feed', async () => feed.status());
    await app.register(copyRoutes(feed));

    app.post(
      '/matches/:id/odds',
      { schema: { params: idParamSchema, body: oddsBodySchema, response: { 200: okSchema } } },
      async ({ params, body }) => {
        const event = await matchRow(params.id);
        const row = await marketRow(event.id, body);
        if (!row.outcomes.some((o) => o.outcomeId === body.outcome_id))
          throw new HttpError(404, 'outcome_not_found', `Market has no outcome ${body.outcome_id}`);
        if (isMarketFinal(row.status))
          throw new HttpError(409, 'market_settled', 'A settled market takes no new odds');
        const outcomes = row.outcomes.map((o) =>
          o.outcomeId === body.outcome_id ? { ...o, odds: body.odds } : o,
        );
        const saved = await saveMarket(event, row, row.status, outcomes);
        feed.changed();
        await feed.publish([saved]);
        await feed.eventsWritten([event.id]);
        return { ok: true as const };
      },
    );

    app.post(
      '/matches/:id/market-status',
      {
        schema: {
          params: idParamSchema,
          body: marketStatusBodySchema,
          response: { 200: okSchema },
        },
      },
      async ({ params, body }) => {
        const event = await matchRow(params.id);
        const row = await marketRow(event.id, body);
        if (isMarketFinal(row.status))
          throw new HttpError(409, 'market_settled', 'A settled market cannot be reopened');
        const status = body.suspended ? MARKET_STATUS.suspended : MARKET_STATUS.allowed;
        const outcomes = row.outcomes.map((o) => ({ ...o, active: !body.suspended }));
        const saved = await saveMarket(event, row, status, outcomes);
        await recount(db, [event.id]);
        feed.changed();
        await feed.publish([saved]);
        await feed.eventsWritten([event.id]);
        return { ok: true as const };
      },
    );

    app.post(
      '/matches/:id/score',
      { schema: { params: idParamSchema, body: scoreBodySchema, response: { 200: okSchema } } },
      async ({ params, body }) => {
        const event = await matchRow(params.id);
        if (!isLive(event.status))
          throw new HttpError(409, 'match_not_live', 'Only a live match can score');
        const score = event.totalScore ?? { home: 0, away: 0 };
        const totalScore = { ...score, [body.side]: score[body.side] + 1 };
        await db
          .update(events)
          .set({ totalScore, updatedAt: sql`now()` })
          .where(eq(events.id, event.id));
        feed.changed();
        await feed.publish([
          {
            channels: channelsFor(locales, event.id),
            event: { type: 'match_changed', data: { id: event.id, total_score: totalScore } },
          },
        ]);
        return { ok: true as const };
      },
    );

    app.post(
      '/matches/:id/start',
      { schema: { params: idParamSchema, response: { 200: okSchema } } },
      async ({ params }) => {
        const event = await matchRow(params.id);
        if (!isPrematch(event.status))
          throw new HttpError(409, 'match_not_prematch', 'Only a prematch match can start');
        const now = Date.now();
        const status = await setStatus(event.id, MATCH_STATUS.live, {
          startTime: new Date(now),
          totalScore: { home: 0, away: 0 },
          clock: { matchTime: 0, stopped: false, clockUpdatedAt: now },
          phase: '1st half',
        });
        feed.changed();
        await feed.publish([status, ...(await wholeMatch(db, locales, event.id))]);
        return { ok: true as const };
      },
    );

    app.post(
      '/matches/:id/finish',
      { schema: { params: idParamSchema, response: { 200: okSchema } } },
      async ({ params }) => {
        const event = await matchRow(params.id);
        if (!isLive(event.status))
          throw new HttpError(409, 'match_not_live', 'Only a live match can finish');
        // open markets stop taking bets at the final whistle; results come with /settle
        await db
          .update(markets)
          .set({
            status: MARKET_STATUS.deactivated,
            outcomes: sql`(select coalesce(jsonb_agg(o || '{"active": false}'::jsonb), '[]'::jsonb) from jsonb_array_elements(${markets.outcomes}) o)`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(markets.eventId, event.id),
              inArray(markets.status, [...LISTED_MARKET_STATUSES]),
            ),
          );
        await recount(db, [event.id]);
        const status = await setStatus(event.id, MATCH_STATUS.finished, {
          finishedAt: new Date(),
          phase: 'ended',
        });
        feed.changed();
        await feed.publish([status, matchOut(event.id, locales)]);
        await feed.eventsWritten([event.id]);
        return { ok: true as const };
      },
    );

    app.post(
      '/matches/:id/settle',
      { schema: { params: idParamSchema, body: settleBodySchema, response: { 200: okSchema } } },
      async ({ params, body }) => {
        const event = await matchRow(params.id);
        const out = await settleMarkets(db, locales, event, body.markets);
        await recount(db, [event.id]);
        feed.changed();
        await feed.publish(out);
        await feed.eventsWritten([event.id]);
        return { ok: true as const };
      },
    );

    app.post(
      '/providers/:provider',
      {
        schema: {
          params: providerParamsSchema,
          body: providerBodySchema,
          response: { 200: okSchema },
        },
      },
      async ({ params, body }) => {
        feed.overrideProvider(params.provider, body.status);
        await saveProviderStatuses(db, { [params.provider]: body.status });
        feed.changed();
        await feed.publish([
          {
            channels: channelsFor(locales),
            event: {
              type: 'provider_status_changed',
              data: { provider: params.provider, status: body.status },
            },
          },
        ]);
        return { ok: true as const };
      },
    );
  };

/** The finished flags of a match as a `match_changed`. */
function matchOut(id: number, locales: readonly string[]): Outgoing {
  return {
    channels: channelsFor(locales, id),
    event: {
      type: 'match_changed',
      data: {
        id,
        status: MATCH_STATUS.finished,
        is_live: false,
        is_finished: true,
        stage: 'ended',
      },
    },
  };
}
