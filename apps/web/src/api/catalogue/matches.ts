import { queryOptions } from '@tanstack/react-query';
import {
  matchesResponseSchema,
  type EventWire,
  type MatchSortWire,
} from '@sportsbook/contract/match';
import type { SportRefWire } from '@sportsbook/contract/catalog';
import { apiRequest, type QueryValue } from '../client';
import { fetchAllPages } from '../paging';
import { toEvent, type EventView } from './types';

/** Filters of GET /matches (spec §7). */
export interface MatchesFilter {
  locale: string;
  ids?: number[];
  type?: EventWire['type'];
  sportKey?: string;
  sportType?: SportRefWire['type'];
  categoryId?: number;
  tournamentId?: number;
  matchStatus?: number[];
  sortBy?: MatchSortWire;
  startFrom?: string;
  startTo?: string;
  bettable?: boolean;
  maxPerSport?: number;
  hasVideo?: boolean;
  slug?: string;
  limit?: number;
}

function matchesQuery(f: MatchesFilter): Record<string, QueryValue> {
  return {
    locale: f.locale,
    id: f.ids?.join(','),
    type: f.type,
    sport_key: f.sportKey,
    sport_type: f.sportType,
    category_id: f.categoryId,
    tournament_id: f.tournamentId,
    match_status: f.matchStatus?.join(','),
    sort_by: f.sortBy,
    start_from: f.startFrom,
    start_to: f.startTo,
    bettable: f.bettable,
    max_per_sport: f.maxPerSport,
    has_video: f.hasVideo,
    slug: f.slug,
  };
}

/** GET /v2/matches: one page of `limit` (default 500), or every page when no limit is given. */
export async function getMatches(
  filter: MatchesFilter,
  signal?: AbortSignal,
): Promise<EventView[]> {
  const fetchPage = (page: number, limit: number) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/matches',
      query: { ...matchesQuery(filter), page, limit },
      schema: matchesResponseSchema,
      signal,
    });
  const wires =
    filter.limit === undefined
      ? await fetchAllPages(fetchPage)
      : (await fetchPage(1, filter.limit)).data;
  return wires.map(toEvent);
}

export const matchesQueryOptions = (filter: MatchesFilter) =>
  queryOptions({
    queryKey: ['sportsbook', 'matches', filter] as const,
    queryFn: ({ signal }) => getMatches(filter, signal),
  });
