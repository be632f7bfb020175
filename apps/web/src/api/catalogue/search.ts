import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '@sportsbook/contract/search-limits';
import { apiRequest, lazySchema } from '../client';
import { toEvent, toTournament, type EventView, type Tournament } from './types';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wireSearch = () => import('@sportsbook/contract/search');

/** Spec §5: a search needs 3..50 characters. */
export { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN };

export interface SearchResult {
  events: EventView[];
  tournaments: Tournament[];
}

/** GET /v2/search (spec §5: 3..50 characters). */
export async function search(
  q: string,
  locale: string,
  options: { onlyEventsName?: boolean; signal?: AbortSignal } = {},
): Promise<SearchResult> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: '/v2/search',
    query: { q, locale, only_events_name: options.onlyEventsName },
    schema: lazySchema(wireSearch, 'searchResponseSchema'),
    signal: options.signal,
  });
  return { events: wire.events.map(toEvent), tournaments: wire.tournaments.map(toTournament) };
}
