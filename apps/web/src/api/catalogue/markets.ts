import { queryOptions } from '@tanstack/react-query';
import type { Market } from '@sportsbook/betting/catalog/types';
import { apiRequest, lazySchema } from '../client';
import { fetchAllPages } from '../paging';
import { toMarket } from './types';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wireMarket = () => import('@sportsbook/contract/market');

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
      schema: lazySchema(wireMarket, 'marketsResponseSchema'),
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
