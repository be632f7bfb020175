import { queryOptions } from '@tanstack/react-query';
import { matchResponseSchema } from '@sportsbook/contract/match';
import { apiRequest } from '../client';
import { toEvent, type EventView } from './types';

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
    schema: matchResponseSchema,
    signal,
  });
  return toEvent(wire);
}

export const eventQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'event', { id, locale }] as const,
    queryFn: ({ signal }) => getEvent(id, locale, signal),
  });
