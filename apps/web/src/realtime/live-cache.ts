import type { QueryClient } from '@tanstack/react-query';
import type { Market } from '@sportsbook/betting/catalog/types';
import { applyMarketsUpdate } from '@sportsbook/betting/live/markets-update';
import { applyMatchUpdate } from '@sportsbook/betting/live/match-update';
import type { EventView, MatchView } from '@/api/catalogue/types';

/**
 * Live entities in the TanStack Query cache, one entry per match and one per match's markets, so
 * a row or an odds button subscribes to its own match only: one odds change re-renders one row,
 * not the list. Lists keep their fetched order; pages seed these entries from what they fetched
 * and real-time events update them through the packages/betting reducers.
 */

export const liveMatchKey = (id: number) => ['live', 'match', id] as const;
export const liveMarketsKey = (id: number) => ['live', 'markets', id] as const;

/** Live entries never go stale by time and are dropped 5 minutes after their last reader leaves. */
export const LIVE_ENTRY_OPTIONS = { staleTime: Infinity } as const;

/** Puts fetched matches (and their list markets) into the live entries; newer data wins. */
export function seedEvents(client: QueryClient, events: readonly EventView[]): void {
  for (const event of events) {
    if (event.type !== 'match') continue;
    seedMatch(client, event);
  }
}

export function seedMatch(client: QueryClient, match: MatchView): void {
  client.setQueryData<MatchView>(liveMatchKey(match.id), match);
  const listed = [match.mainMarket, match.secondaryMarket].filter((m): m is Market => m !== null);
  if (listed.length > 0) seedMarkets(client, match.id, listed);
}

/** Merges fetched markets of a match into its live entry (the fetch is the fresher truth). */
export function seedMarkets(
  client: QueryClient,
  matchId: number,
  markets: readonly Market[],
): void {
  client.setQueryData<Market[]>(liveMarketsKey(matchId), (current) =>
    applyMarketsUpdate(current ?? [], markets),
  );
}

/** A `match_changed` applied to a known match; unknown matches are ignored (nobody shows them). */
export function applyMatchChanged(
  client: QueryClient,
  id: number,
  update: Partial<MatchView>,
): void {
  client.setQueryData<MatchView>(liveMatchKey(id), (current) =>
    current ? (applyMatchUpdate(current, update) as MatchView) : current,
  );
}

/** A `markets_changed` applied to a known match's markets. */
export function applyMarketsChanged(
  client: QueryClient,
  id: number,
  markets: readonly Market[],
): void {
  client.setQueryData<Market[]>(liveMarketsKey(id), (current) =>
    current ? applyMarketsUpdate(current, markets) : current,
  );
}

/** Ids of the matches some mounted component reads from its live entry. */
export function shownMatchIds(client: QueryClient): number[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: ['live', 'match'] })
    .filter((q) => q.getObserversCount() > 0)
    .map((q) => q.queryKey[2])
    .filter((id): id is number => typeof id === 'number');
}
