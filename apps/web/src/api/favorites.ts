import { queryOptions } from '@tanstack/react-query';
import type { FavoriteType as FavoriteTypeWire } from '@sportsbook/contract/settings';
import { toEvent, type EventView } from '@/api/catalogue/types';
import { apiRequest, lazySchema } from './client';
import { fetchAllPages } from './paging';
import { ERROR_ALERT } from './global-error';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wireMatch = () => import('@sportsbook/contract/match');
const wireSettings = () => import('@sportsbook/contract/settings');

/** What a favorite list holds (the spec's /favourites/{type}). */
export type FavoriteType = FavoriteTypeWire;

/** Spec §7 /favourites/{type}: the player's favorite ids (401 when anonymous). */
export async function getFavoriteIds(type: FavoriteType, signal?: AbortSignal): Promise<number[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/favourites/${type}`,
    schema: lazySchema(wireSettings, 'favoritesResponseSchema'),
    signal,
  });
  return answer.favorite_ids;
}

export const favoriteIdsQueryOptions = (type: FavoriteType) =>
  queryOptions({
    queryKey: ['sportsbook', 'favorites', type] as const,
    queryFn: ({ signal }) => getFavoriteIds(type, signal),
    // spec §8: a favorites fetch failure shows an error alert
    meta: { [ERROR_ALERT]: true },
  });

/** POST (add) or DELETE (remove) /favourites/{type}/{id}; the answer is the new id list. */
export async function setFavorite(
  type: FavoriteType,
  id: number,
  favorite: boolean,
): Promise<number[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/favourites/${type}/${id}`,
    method: favorite ? 'POST' : 'DELETE',
    schema: lazySchema(wireSettings, 'favoritesResponseSchema'),
  });
  return answer.favorite_ids;
}

/** GET /v2/matches?favourite=true: the signed-in player's favorite matches (cookie session). */
export async function getFavoriteMatches(
  locale: string,
  signal?: AbortSignal,
): Promise<EventView[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/matches',
      query: { locale, favourite: true, type: 'match', sort_by: 'priority', page, limit },
      schema: lazySchema(wireMatch, 'matchesResponseSchema'),
      signal,
    }),
  );
  return wires.map(toEvent);
}

/** Key prefix of the favorite match lists of every locale (invalidated after a toggle). */
export const FAVORITE_MATCHES_KEY = ['sportsbook', 'matches', 'favorite'] as const;

export const favoriteMatchesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...FAVORITE_MATCHES_KEY, locale] as const,
    queryFn: ({ signal }) => getFavoriteMatches(locale, signal),
    meta: { [ERROR_ALERT]: true },
  });
