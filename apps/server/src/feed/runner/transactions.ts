import type { Database } from '@/db/client';
import type { FeedEvent, FeedMarket, FeedMatch, Provider, ProviderStatus } from '@/feed/types';
import { marketIdentity, type CatalogueIds, type ListMarkets } from './rows';
import { recount, saveProviderStatuses, upsertMarkets, upsertMatches, writeCursor } from './store';

/**
 * The runner's writes, each ONE transaction that ends with the cursor: the window at start-up and
 * every tick's changes. A failed write leaves the database as it was before it.
 */

/** What the rows refer to: catalogue ids and each sport's list markets. */
export interface CatalogueRefs {
  ids: CatalogueIds;
  list: ListMarkets;
}

/** Where the feed is: its seed, its speed, and the wall time written. */
export interface FeedCursor {
  seed: number;
  speed: number;
  at: number;
}

/** A match with its full market list. */
interface MatchWithMarkets {
  match: FeedMatch;
  markets: FeedMarket[];
}

/** Upserts matches with all their markets and recounts them; their event ids by urn. */
async function saveWhole(
  tx: Database,
  entries: readonly MatchWithMarkets[],
  refs: CatalogueRefs,
): Promise<Map<string, number>> {
  const saved = await upsertMatches(
    tx,
    entries.map((e) => e.match),
    refs.ids,
    refs.list,
  );
  await upsertMarkets(
    tx,
    entries.map((e) => ({
      eventId: saved.get(e.match.key) ?? 0,
      markets: e.markets,
      all: e.markets,
    })),
  );
  await recount(tx, [...saved.values()]);
  return saved;
}

/**
 * The start-up write: recent results first (finished before the database saw them), then every
 * match of the window, the provider statuses and the cursor. Returns the window's event ids by urn.
 */
export function writeStart(
  db: Database,
  results: readonly MatchWithMarkets[],
  window: readonly MatchWithMarkets[],
  providers: Partial<Record<Provider, ProviderStatus>>,
  refs: CatalogueRefs,
  cursor: FeedCursor,
): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    await saveWhole(tx, results, refs);
    const saved = await saveWhole(tx, window, refs);
    await saveProviderStatuses(tx, providers);
    await writeCursor(tx, cursor.seed, cursor.speed, cursor.at);
    return saved;
  });
}

/** What a tick changes: each match's latest state, its changed markets, provider statuses. */
export interface TickChanges {
  latest: Map<string, FeedMatch>;
  /** Per match urn, the changed markets by identity (the last change of each wins). */
  markets: Map<string, Map<string, FeedMarket>>;
  providers: Partial<Record<Provider, ProviderStatus>>;
}

/** The changes a tick's feed events make, folded per match and market. */
export function tickChanges(feedEvents: readonly FeedEvent[]): TickChanges {
  const latest = new Map<string, FeedMatch>();
  const markets = new Map<string, Map<string, FeedMarket>>();
  const providers: Partial<Record<Provider, ProviderStatus>> = {};
  for (const e of feedEvents) {
    if (e.type === 'match_changed') latest.set(e.matchKey, e.match);
    else if (e.type === 'markets_changed') {
      const own = markets.get(e.matchKey) ?? new Map<string, FeedMarket>();
      for (const m of e.markets) own.set(marketIdentity(m), m);
      markets.set(e.matchKey, own);
    } else if (e.type === 'provider_status_changed') providers[e.provider] = e.status;
  }
  return { latest, markets, providers };
}

/**
 * Writes a tick's changes. `eventIds` (event id by match urn) learns the matches written;
 * `fullMarkets` is each match's full market list (for the most balanced lines).
 * @returns the event ids touched, and per event id the final markets left as they were
 */
export async function writeTick(
  db: Database,
  changes: TickChanges,
  fullMarkets: ReadonlyMap<string, FeedMarket[]>,
  eventIds: Map<string, number>,
  refs: CatalogueRefs,
  cursor: FeedCursor,
): Promise<{ touched: Set<number>; kept: Map<number, Set<string>> }> {
  const touched = new Set<number>();
  let kept = new Map<number, Set<string>>();
  await db.transaction(async (tx) => {
    const saved = await upsertMatches(tx, [...changes.latest.values()], refs.ids, refs.list);
    for (const [urn, id] of saved) {
      eventIds.set(urn, id);
      touched.add(id);
    }
    kept = await upsertMarkets(
      tx,
      [...changes.markets].map(([key, own]) => {
        const eventId = eventIds.get(key) ?? 0;
        touched.add(eventId);
        return { eventId, markets: [...own.values()], all: fullMarkets.get(key) ?? [] };
      }),
    );
    await recount(tx, [...touched]);
    await saveProviderStatuses(tx, changes.providers);
    await writeCursor(tx, cursor.seed, cursor.speed, cursor.at);
  });
  return { touched, kept };
}
