import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '@/api/catalogue/search';
import type { SearchAnswer } from './search-request';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The query a text field asks for (spec §5: 3..50 characters after trimming), or null while it is
 * too short to be sent. Longer text is cut to the maximum rather than refused.
 */
export function normalizeSearchQuery(input: string): string | null {
  const query = input.trim().slice(0, SEARCH_QUERY_MAX).trim();
  return query.length >= SEARCH_QUERY_MIN ? query : null;
}

/** What the modal shows below the field. */
export type SearchPhase = 'hint' | 'loading' | 'error' | 'empty' | 'results';

/**
 * The modal's state from the typed query and the request's state. A too-short query shows the
 * hint at once (no waiting for the debounce). While a new query is fetched the previous results
 * stay, but a previous "no results" does not: it would speak of another query.
 */
export function searchPhase(state: {
  /** The query typed now (normalized), not yet the debounced one. */
  query: string | null;
  answer: SearchAnswer | undefined;
  isError: boolean;
  /** Results found after filtering out hidden sports and providers. */
  count: number;
}): SearchPhase {
  if (state.query === null) return 'hint';
  if (state.isError) return 'error';
  if (!state.answer) return 'loading';
  if (state.count > 0) return 'results';
  return state.answer.query === state.query ? 'empty' : 'loading';
}
