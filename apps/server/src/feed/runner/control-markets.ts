import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { idSchema, safeTextSchema } from '@sportsbook/contract/common';
import type { Database } from '@/db/client';
import { markets, type MarketRow, type StoredOutcome } from '@/db/schema';
import { HttpError } from '@/http/errors';
import { marketToWire } from '@/read-model/serialize';
import { channelsFor, type Outgoing } from './publish';
import { isMarketFinal, MARKET_STATUS } from '@sportsbook/betting/catalog/status';

/** Market reads and writes of the dev/test control API (control.ts), settlement included. */

const selectionResultSchema = z.enum([
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'canceled',
]);

export const marketRefSchema = z.object({
  market_id: idSchema,
  specifier: safeTextSchema(200).default(''),
});
export const outcomeIdSchema = safeTextSchema(100).min(1);
export type MarketRef = z.infer<typeof marketRefSchema>;

const settleRefSchema = marketRefSchema.extend({
  results: z.record(outcomeIdSchema, selectionResultSchema),
});
export const settleBodySchema = z.object({ markets: z.array(settleRefSchema).min(1).max(500) });

/** The market of a match, locked for the transaction with `lock`; 404 market_not_found. */
export async function findMarket(
  db: Database,
  eventId: number,
  ref: MarketRef,
  lock = false,
): Promise<MarketRow> {
  const query = db
    .select()
    .from(markets)
    .where(
      and(
        eq(markets.eventId, eventId),
        eq(markets.marketId, ref.market_id),
        eq(markets.specifier, ref.specifier),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  if (!row)
    throw new HttpError(
      404,
      'market_not_found',
      `Match ${eventId} has no market ${ref.market_id} "${ref.specifier}"`,
    );
  return row;
}

/** Writes a market's new status and outcomes; its publication on the match channels. */
export async function writeMarket(
  db: Database,
  locales: readonly string[],
  event: { id: number; urnId: string },
  row: MarketRow,
  status: number,
  outcomes: StoredOutcome[],
): Promise<Outgoing> {
  await db
    .update(markets)
    .set({
      status,
      outcomes,
      updatedAt: sql`now()`,
      ...(status === MARKET_STATUS.settled
        ? { settledAt: sql`coalesce(${markets.settledAt}, now())` }
        : {}),
    })
    .where(
      and(
        eq(markets.eventId, row.eventId),
        eq(markets.marketId, row.marketId),
        eq(markets.specifier, row.specifier),
      ),
    );
  return {
    channels: channelsFor(locales, event.id),
    event: {
      type: 'markets_changed',
      data: {
        match_id: event.id,
        markets: [marketToWire(event.urnId, { ...row, status, outcomes })],
      },
    },
  };
}

/**
 * Settles markets of a match (-3 with results; outcomes not named lose) in ONE transaction over
 * the locked rows: all of them or none. No resettlement: a market already final (settled or
 * cancelled) keeps its results, because its bets were paid from them; the same results again
 * change nothing.
 * @returns the publications of the markets written
 * @throws HttpError 400 outcome_not_found; 404 market_not_found; 409 market_settled with
 * `details.markets` when a market is final with other results
 */
export async function settleMarkets(
  db: Database,
  locales: readonly string[],
  event: { id: number; urnId: string },
  refs: readonly z.infer<typeof settleRefSchema>[],
): Promise<Outgoing[]> {
  return db.transaction(async (tx) => {
    const settled: MarketRef[] = [];
    const writes: [MarketRow, StoredOutcome[]][] = [];
    for (const ref of refs) {
      const row = await findMarket(tx, event.id, ref, true);
      const unknown = Object.keys(ref.results).filter(
        (k) => !row.outcomes.some((o) => o.outcomeId === k),
      );
      if (unknown.length > 0)
        throw new HttpError(400, 'outcome_not_found', `Unknown outcomes: ${unknown.join(', ')}`);
      const outcomes = row.outcomes.map((o) => ({
        ...o,
        active: false,
        result: ref.results[o.outcomeId] ?? 'lose_entire',
      }));
      if (!isMarketFinal(row.status)) writes.push([row, outcomes]);
      else if (
        row.status !== MARKET_STATUS.settled ||
        row.outcomes.some((o, i) => o.result !== outcomes[i]?.result)
      )
        settled.push({ market_id: row.marketId, specifier: row.specifier });
    }
    if (settled.length > 0)
      throw new HttpError(
        409,
        'market_settled',
        'A settled market keeps its results: its bets were paid from them',
        { markets: settled },
      );
    const out: Outgoing[] = [];
    for (const [row, outcomes] of writes)
      out.push(await writeMarket(tx, locales, event, row, -3, outcomes));
    return out;
  });
}
