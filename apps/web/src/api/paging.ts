import { DEFAULT_LIST_LIMIT } from '@sportsbook/contract/list-limits';

export interface Page<T> {
  data: T[];
  pagination: { last_page: number };
}

/** Guards against a server that reports an absurd page count. */
const MAX_PAGES = 100;

/**
 * Fetch-all for list calls (spec §7): the first page, then every further page up to
 * `last_page` in parallel, concatenated in page order. Pages are DEFAULT_LIST_LIMIT (500) long.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, limit: number) => Promise<Page<T>>,
  limit: number = DEFAULT_LIST_LIMIT,
): Promise<T[]> {
  const first = await fetchPage(1, limit);
  const lastPage = Math.min(first.pagination.last_page, MAX_PAGES);
  if (lastPage <= 1) return first.data;
  const rest = await Promise.all(
    Array.from({ length: lastPage - 1 }, (_, index) => fetchPage(index + 2, limit)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}
