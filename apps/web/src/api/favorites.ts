import { queryOptions } from '@tanstack/react-query';
import { matchesResponseSchema } from '@sportsbook/contract/match';
import { favouritesResponseSchema, type FavouriteType } from '@sportsbook/contract/settings';
import { toEvent, type EventView } from '@/api/catalogue/types';
import { apiRequest } from './client';
import { fetchAllPages } from './paging';

/** Spec §7 /favourites/{type}: the player's favourite ids (401 when anonymous). */
export async function getFavouriteIds(
  type: FavouriteType,
  signal?: AbortSignal,
): Promise<number[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/favourites/${type}`,
    schema: favouritesResponseSchema,
    signal,
  });
  return answer.favorite_ids;
}

export const favouriteIdsQueryOptions = (type: FavouriteType) =>
  queryOptions({
    queryKey: ['sportsbook', 'favourites', type] as const,
    queryFn: ({ signal }) => getFavouriteIds(type, signal),
  });

/** POST (add) or DELETE (remove) /favourites/{type}/{id}; the answer is the new id list. */
export async function setFavourite(
  type: FavouriteType,
  id: number,
  favourite: boolean,
): Promise<number[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/favourites/${type}/${id}`,
    method: favourite ? 'POST' : 'DELETE',
    schema: favouritesResponseSchema,
  });
  return answer.favorite_ids;
}

/** GET /v2/matches?favourite=true: the signed-in player's favourite matches (cookie session). */
export async function getFavouriteMatches(
  locale: string,
  signal?: AbortSignal,
): Promise<EventView[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/matches',
      query: { locale, favourite: true, type: 'match', sort_by: 'priority', page, limit },
      schema: matchesResponseSchema,
      signal,
    }),
  );
  return wires.map(toEvent);
}

/** Key prefix of the favourite match lists of every locale (invalidated after a toggle). */
export const FAVOURITE_MATCHES_KEY = ['sportsbook', 'matches', 'favourite'] as const;

export const favouriteMatchesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...FAVOURITE_MATCHES_KEY, locale] as const,
    queryFn: ({ signal }) => getFavouriteMatches(locale, signal),
  });
