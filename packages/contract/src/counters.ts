import { z } from 'zod';
import { sportTypeSchema } from './catalog';
import { idSchema, isoDateTimeSchema, localeTagSchema } from './common';
import { matchStatusSchema } from './match';

/**
 * POST /api/sportsbook/v2/counters body: the filter the counts apply to. Sent as JSON, so values
 * are typed (no query-string coercion); an empty body counts every bettable match.
 */
export const countersRequestSchema = z.object({
  locale: localeTagSchema.default('en'),
  sport_type: sportTypeSchema.optional(),
  match_status: z.array(matchStatusSchema).min(1).optional(),
  start_from: isoDateTimeSchema.optional(),
  start_to: isoDateTimeSchema.optional(),
  bettable: z.boolean().optional(),
});
export type CountersRequestWire = z.infer<typeof countersRequestSchema>;

/** Matches counted for one sport, category or tournament. */
export const countSchema = z.object({
  id: idSchema,
  count: z.number().int().nonnegative(),
});
export type CountWire = z.infer<typeof countSchema>;

/** POST /counters response (spec §7): live matches in total, and matches per sport, category and tournament. */
export const countersResponseSchema = z.object({
  live: z.number().int().nonnegative(),
  sports: z.array(countSchema),
  categories: z.array(countSchema),
  tournaments: z.array(countSchema),
});
export type CountersResponseWire = z.infer<typeof countersResponseSchema>;
