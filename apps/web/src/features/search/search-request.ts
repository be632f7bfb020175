import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { search, type SearchResult } from '@/api/catalogue/search';

/** A search answer together with the query it answers (shown results may be a previous query's). */
export interface SearchAnswer extends SearchResult {
  query: string;
}

/**
 * GET /v2/search for one query and locale. A newer query aborts the older request through the
 * signal; the previous answer stays on screen until the new one arrives.
 */
export const searchQueryOptions = (query: string, locale: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'search', { q: query, locale }] as const,
    queryFn: async ({ signal }): Promise<SearchAnswer> => ({
      query,
      ...(await search(query, locale, { signal })),
    }),
    placeholderData: keepPreviousData,
  });
