import { QueryClient } from '@tanstack/react-query';
import { cache } from 'react';

/**
 * TanStack Query defaults are spec §9's: retry 3 with delay doubling from 1 s to 30 s, cache
 * garbage collection after 5 minutes. On the server a failed call is not retried: the page
 * renders its error state at once instead of holding the response for seconds.
 */
export function makeQueryClient({ server }: { server: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        ...(server ? { retry: false } : {}),
      },
    },
  });
}

/** One query client per server request (React cache), so layout and page share fetches. */
export const getServerQueryClient = cache(() => makeQueryClient({ server: true }));
