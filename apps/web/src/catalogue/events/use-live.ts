'use client';

import { skipToken, useQuery } from '@tanstack/react-query';
import type { Market } from '@sportsbook/betting/catalog/types';
import type { MatchView } from '@/api/catalogue/types';
import { LIVE_ENTRY_OPTIONS, liveMarketsKey, liveMatchKey } from '@/realtime/live-cache';

/** One match's live entry: re-renders only when this match changes. */
export function useLiveMatch(initial: MatchView): MatchView {
  const { data } = useQuery({
    queryKey: liveMatchKey(initial.id),
    queryFn: skipToken,
    initialData: initial,
    ...LIVE_ENTRY_OPTIONS,
  });
  return data ?? initial;
}

/** A slice of one match's live markets (`select` keeps re-renders to what the caller reads). */
export function useLiveMarkets<T>(
  matchId: number,
  initial: Market[],
  select: (markets: Market[]) => T,
): T {
  const { data } = useQuery({
    queryKey: liveMarketsKey(matchId),
    queryFn: skipToken,
    initialData: initial,
    select,
    ...LIVE_ENTRY_OPTIONS,
  });
  // undefined only if the entry was garbage-collected between renders
  return data === undefined ? select(initial) : data;
}
