import { queryOptions } from '@tanstack/react-query';
import { apiRequest, lazySchema } from '../client';
import { toEvent, type EventView } from './types';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wireMatch = () => import('@sportsbook/contract/match');

/** GET /v2/matches/{id}. */
export async function getEvent(
  id: number,
  locale: string,
  signal?: AbortSignal,
): Promise<EventView> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: `/v2/matches/${id}`,
    query: { locale },
    schema: lazySchema(wireMatch, 'matchResponseSchema'),
    signal,
  });
  return toEvent(wire);
}

export const eventQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'event', { id, locale }] as const,
    queryFn: ({ signal }) => getEvent(id, locale, signal),
  });
