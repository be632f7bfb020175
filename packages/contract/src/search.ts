import { z } from 'zod';
import { sportTypeSchema, tournamentSchema } from './catalog';
import { localeTagSchema, queryBooleanSchema, safeTextSchema } from './common';
import { eventSchema, matchStatusSchema } from './match';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from './search-limits';

export { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN };

/**
 * GET /api/sportsbook/v2/search query. `only_events_name` matches event names only (not
 * tournament or competitor names) and leaves `tournaments` empty.
 */
export const searchQuerySchema = z.object({
  q: safeTextSchema(SEARCH_QUERY_MAX * 4)
    .trim()
    .min(SEARCH_QUERY_MIN)
    .max(SEARCH_QUERY_MAX),
  locale: localeTagSchema.default('en'),
  sport_type: sportTypeSchema.optional(),
  match_status: z.coerce.number().pipe(matchStatusSchema).optional(),
  only_events_name: queryBooleanSchema.default(false),
});
export type SearchQueryWire = z.infer<typeof searchQuerySchema>;

/** GET /search response: matching events and tournaments, best matches first (not paged). */
export const searchResponseSchema = z.object({
  events: z.array(eventSchema),
  tournaments: z.array(tournamentSchema),
});
export type SearchResponseWire = z.infer<typeof searchResponseSchema>;
