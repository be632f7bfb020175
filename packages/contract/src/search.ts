import { z } from 'zod';
import { sportTypeSchema, tournamentSchema } from './catalog';
import { localeTagSchema, queryBooleanSchema } from './common';
import { eventSchema, matchStatusSchema } from './match';

/** Spec §5: a search query has 3 to 50 characters (after trimming). */
export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 50;

/**
 * GET /api/sportsbook/v2/search query. `only_events_name` matches event names only (not
 * tournament or competitor names) and leaves `tournaments` empty.
 */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_QUERY_MIN).max(SEARCH_QUERY_MAX),
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
