import { ApiError } from '@/api/errors';
import { getMatches, type MatchesFilter } from '@/api/catalogue/matches';
import type { EventView } from '@/api/catalogue/types';

export type EventsResult = { ok: true; events: EventView[] } | { ok: false; error: ApiError };

/** A list of events for a server render; a failure is a value the page renders, not a throw. */
export async function loadEvents(filter: MatchesFilter): Promise<EventsResult> {
  try {
    return { ok: true, events: await getMatches(filter) };
  } catch (error) {
    const apiError =
      error instanceof ApiError
        ? error
        : new ApiError({
            status: 0,
            code: 'unknown_error',
            message: 'Unexpected failure',
            cause: error,
          });
    console.error(`[events] could not load events (${apiError.code}): ${apiError.message}`);
    return { ok: false, error: apiError };
  }
}
