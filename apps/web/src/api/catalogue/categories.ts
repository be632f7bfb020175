import { queryOptions } from '@tanstack/react-query';
import { categoriesResponseSchema, categoryResponseSchema } from '@sportsbook/contract/catalog';
import { apiRequest } from '../client';
import { fetchAllPages } from '../paging';
import { toCategory, type CatalogueFilter, type Category } from './types';

/** GET /v2/categories, every page. */
export async function getCategories(f: CatalogueFilter, signal?: AbortSignal): Promise<Category[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/categories',
      query: {
        locale: f.locale,
        sport_key: f.sportKey,
        sport_type: f.sportType,
        bettable: f.bettable,
        page,
        limit,
      },
      schema: categoriesResponseSchema,
      signal,
    }),
  );
  return wires.map(toCategory);
}

export const categoriesQueryOptions = (f: CatalogueFilter) =>
  queryOptions({
    queryKey: ['sportsbook', 'categories', f] as const,
    queryFn: ({ signal }) => getCategories(f, signal),
  });

export async function getCategory(
  id: number,
  locale: string,
  signal?: AbortSignal,
): Promise<Category> {
  return toCategory(
    await apiRequest({
      api: 'sportsbook',
      path: `/v2/categories/${id}`,
      query: { locale },
      schema: categoryResponseSchema,
      signal,
    }),
  );
}
