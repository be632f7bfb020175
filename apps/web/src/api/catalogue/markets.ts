import { queryOptions } from '@tanstack/react-query';
import type { Market } from '@sportsbook/betting/catalog/types';
import { marketsResponseSchema } from '@sportsbook/contract/market';
import { apiRequest } from '../client';
import { fetchAllPages } from '../paging';
import { toMarket } from './types';

/** GET /v2/matches/{id}/markets, every page of 500 (spec §9 market fetch). */
export async function getMarkets(
  id: number,
  locale: string,
  signal?: AbortSignal,
): Promise<Market[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: `/v2/matches/${id}/markets`,
      query: { locale, page, limit },
      schema: marketsResponseSchema,
      signal,
    }),
  );
  return wires.map(toMarket);
}

export const marketsQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'markets', { id, locale }] as const,
    queryFn: ({ signal }) => getMarkets(id, locale, signal),
  });
