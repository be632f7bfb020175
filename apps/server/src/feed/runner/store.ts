import { and, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { events, feedCursor, markets, providerStatuses, type MarketRow } from '@/db/schema';
import type { FeedMarket, FeedMatch, Provider, ProviderStatus } from '@/feed/types';
import {
  marketIdentity,
  marketRow,
  matchRow,
  mostBalancedLines,
  type CatalogueIds,
  type ListMarkets,
} from './rows';
import {
  FINAL_MARKET_STATUSES,
  LISTED_MARKET_STATUSES,
  MARKET_STATUS,
  MATCH_STATUS,
  OPEN_MATCH_STATUSES,
} from '@sportsbook/betting/catalog/status';

/**
 * Database writes of the feed. Every write is an upsert keyed by the feed's stable keys (urn ids,
 * market identity), so replaying a tick or restarting never duplicates a match or a market.
 */

/** The value an upsert proposed for `column` (PostgreSQL's `excluded` row). */
export const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Markets to write for one event; `all` is the event's full current list (for most balanced). */
export interface MarketWrite {
  eventId: number;
  markets: readonly FeedMarket[];
  all: readonly FeedMarket[];
}

/**
 * Upserts markets, except markets already final in the database: those keep their status, results
 * and first settlement time, so a replay, a restart or a late tick never settles twice nor reopens.
 * @returns per event id, the market identities left as they were (final)
 */
export async function upsertMarkets(
  db: Database,
  writes: readonly MarketWrite[],
): Promise<Map<number, Set<string>>> {
  const rows = writes.flatMap((w) => {
    const balanced = mostBalancedLines(w.all.length > 0 ? w.all : w.markets);
    return w.markets.map((m) =>
      marketRow(
        w.eventId,
        m,
        m.status === MARKET_STATUS.settled || balanced.has(`${m.marketId}/${m.specifier}`),
      ),
    );
  });
  const kept = new Map<number, Set<string>>();
  // PostgreSQL caps parameters per statement, so large writes go in chunks
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const written = await db
      .insert(markets)
      .values(chunk)
      .onConflictDoUpdate({
        target: [markets.eventId, markets.marketId, markets.specifier],
        set: {
          name: excluded('name'),
          status: excluded('status'),
          outcomes: excluded('outcomes'),
          marketGroups: excluded('market_groups'),
          priority: excluded('priority'),
          mostBalanced: excluded('most_balanced'),
          settledAt: sql`coalesce(${markets.settledAt}, excluded.settled_at)`,
          updatedAt: sql`now()`,
        },
        // a final market is never written again (no resettlement): its bets were paid from it
        setWhere: notInArray(markets.status, [...FINAL_MARKET_STATUSES]),
      })
      .returning({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
      });
    const done = new Set(written.map((w) => `${w.eventId}|${marketIdentity(w)}`));
    for (const row of chunk) {
      if (done.has(`${row.eventId}|${marketIdentity(row)}`)) continue;
      kept.set(row.eventId, (kept.get(row.eventId) ?? new Set()).add(marketIdentity(row)));
    }
  }
  return kept;
}

/** Upserts matches (every feed-owned field); returns their event ids by urn. */
export async function upsertMatches(
  db: Database,
  matches: readonly FeedMatch[],
  ids: CatalogueIds,
  list: ListMarkets,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < matches.length; i += 200) {
    const rows = matches.slice(i, i + 200).map((m) => matchRow(m, ids, list));
    const saved = await db
      .insert(events)
      .values(rows)
      .onConflictDoUpdate({
        target: events.urnId,
        set: {
          status: excluded('status'),
          clock: excluded('clock'),
          totalScore: excluded('total_score'),
          gameScore: excluded('game_score'),
          periodScores: excluded('period_scores'),
          currentServer: excluded('current_server'),
          maxPeriodNumber: excluded('max_period_number'),
          phase: excluded('phase'),
          statistics: excluded('statistics'),
          finishedAt: sql`coalesce(${events.finishedAt}, excluded.finished_at)`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: events.id, urnId: events.urnId });
    for (const s of saved) out.set(s.urnId, s.id);
  }
  return out;
}

/** Keeps the denormalised market counts of events in step with their markets. */
export async function recount(db: Database, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db
    .update(events)
    .set({
      availableMarketsCount: sql`(select count(*) from ${markets} where ${markets.eventId} = ${events.id} and ${inArray(markets.status, [...LISTED_MARKET_STATUSES])})`,
      topMarketsCount: sql`(select count(*) from ${markets} where ${markets.eventId} = ${events.id} and ${inArray(markets.status, [...LISTED_MARKET_STATUSES])} and ${markets.marketGroups} ? 'main')`,
    })
    .where(inArray(events.id, [...eventIds]));
}

/** Stores provider statuses (spec §4). */
export async function saveProviderStatuses(
  db: Database,
  statuses: Partial<Record<Provider, ProviderStatus>>,
): Promise<void> {
  const rows = Object.entries(statuses).map(([provider, status]) => ({
    provider: provider as Provider,
    status,
  }));
  if (rows.length === 0) return;
  await db
    .insert(providerStatuses)
    .values(rows)
    .onConflictDoUpdate({
      target: providerStatuses.provider,
      set: { status: excluded('status'), updatedAt: sql`now()` },
    });
}

/** The feed's last position, or null on a fresh database. */
export async function readCursor(db: Database) {
  const [row] = await db.select().from(feedCursor).where(eq(feedCursor.id, 1));
  return row ?? null;
}

export async function writeCursor(db: Database, seed: number, speed: number, at: number) {
  await db
    .insert(feedCursor)
    .values({ id: 1, seed, speed, at: new Date(at) })
    .onConflictDoUpdate({ target: feedCursor.id, set: { seed, speed, at: new Date(at) } });
}

/** Simulated matches the database still shows as not over: prematch, live or stopped. */
export async function openFeedMatches(db: Database) {
  return db
    .select({ id: events.id, urnId: events.urnId, slot: events.feedSlot, status: events.status })
    .from(events)
    .where(and(isNotNull(events.feedSlot), inArray(events.status, [...OPEN_MATCH_STATUSES])));
}

/** Which of these match urns the database already holds. */
export async function knownUrns(db: Database, urns: readonly string[]): Promise<Set<string>> {
  if (urns.length === 0) return new Set();
  const rows = await db
    .select({ urnId: events.urnId })
    .from(events)
    .where(inArray(events.urnId, [...urns]));
  return new Set(rows.map((r) => r.urnId));
}

/** The event id of a match urn, or null when the database does not hold it. */
export async function eventIdOfUrn(db: Database, urnId: string): Promise<number | null> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.urnId, urnId));
  return row?.id ?? null;
}

/** The markets of an event whose status is one of `statuses`. */
export async function eventMarkets(
  db: Database,
  eventId: number,
  statuses: readonly number[],
): Promise<MarketRow[]> {
  return db
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, eventId), inArray(markets.status, [...statuses])));
}

/** A match the feed cannot finish (another seed or speed made it): not covered, open markets cancelled. */
export async function markNotCovered(db: Database, eventId: number): Promise<void> {
  await db
    .update(events)
    .set({ status: MATCH_STATUS.notCovered, updatedAt: sql`now()` })
    .where(eq(events.id, eventId));
  await db
    .update(markets)
    .set({ status: MARKET_STATUS.cancelled, updatedAt: sql`now()` })
    .where(
      and(
        eq(markets.eventId, eventId),
        inArray(markets.status, [
          MARKET_STATUS.allowed,
          MARKET_STATUS.suspended,
          MARKET_STATUS.deactivated,
        ]),
      ),
    );
  await recount(db, [eventId]);
}

/** Closes simulated matches finished before `before` (4 -> 3, results confirmed); their ids. */
export async function closeFinishedMatches(db: Database, before: Date): Promise<number[]> {
  const closed = await db
    .update(events)
    .set({ status: MATCH_STATUS.closed, updatedAt: sql`now()` })
    .where(
      and(
        eq(events.status, MATCH_STATUS.finished),
        isNotNull(events.feedSlot),
        lte(events.finishedAt, before),
      ),
    )
    .returning({ id: events.id });
  return closed.map(({ id }) => id);
}
