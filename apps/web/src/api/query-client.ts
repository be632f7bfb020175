import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { cache } from 'react';

/** Spec §9: a failed query is retried 3 times. */
export const QUERY_RETRIES = 3;

/** Spec §9: the retry delay doubles from 1 s, up to 30 s. */
export function queryRetryDelay(failures: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, failures), 30_000);
}

/**
 * Spec §9: retry 3 with delay doubling from 1 s to 30 s, cache garbage collection after 5
 * minutes. On the server a failed call is not retried: the page renders its error state at once
 * instead of holding the response for seconds. In the browser every failed query goes to
 * `onQueryError` (spec §8 global handling: report, alert when flagged), every failed action to
 * `onMutationError`.
 */
export function makeQueryClient({
  server,
  onQueryError,
  onMutationError,
}: {
  server: boolean;
  onQueryError?: (error: unknown, query: Query<unknown, unknown, unknown>) => void;
  onMutationError?: (error: unknown) => void;
}): QueryClient {
  return new QueryClient({
    ...(onQueryError ? { queryCache: new QueryCache({ onError: onQueryError }) } : {}),
    ...(onMutationError
      ? { mutationCache: new MutationCache({ onError: (error) => onMutationError(error) }) }
      : {}),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        ...(server ? { retry: false } : { retry: QUERY_RETRIES, retryDelay: queryRetryDelay }),
      },
    },
  });
}

/** One query client per server request (React cache), so layout and page share fetches. */
export const getServerQueryClient = cache(() => makeQueryClient({ server: true }));
