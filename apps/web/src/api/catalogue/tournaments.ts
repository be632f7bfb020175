import { queryOptions } from '@tanstack/react-query';
import { tournamentResponseSchema, tournamentsResponseSchema } from '@sportsbook/contract/catalog';
import { apiRequest } from '../client';
import { fetchAllPages } from '../paging';
import { toTournament, type CatalogueFilter, type Tournament } from './types';

/** GET /v2/tournaments, every page, site priority first. */
export async function getTournaments(
  f: CatalogueFilter,
  signal?: AbortSignal,
): Promise<Tournament[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/tournaments',
      query: {
        locale: f.locale,
        sport_key: f.sportKey,
        sport_type: f.sportType,
        category_id: f.categoryId,
        bettable: f.bettable,
        top: f.top,
        page,
        limit,
      },
      schema: tournamentsResponseSchema,
      signal,
    }),
  );
  return wires.map(toTournament);
}

export const tournamentsQueryOptions = (f: CatalogueFilter) =>
  queryOptions({
    queryKey: ['sportsbook', 'tournaments', f] as const,
    queryFn: ({ signal }) => getTournaments(f, signal),
  });

export async function getTournament(
  id: number,
  locale: string,
  signal?: AbortSignal,
): Promise<Tournament> {
  return toTournament(
    await apiRequest({
      api: 'sportsbook',
      path: `/v2/tournaments/${id}`,
      query: { locale },
      schema: tournamentResponseSchema,
      signal,
    }),
  );
}
