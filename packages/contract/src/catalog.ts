import { z } from 'zod';
import { localeTagSchema, pageQuerySchema, paginatedSchema } from './common';

/** Data providers of spec §3 (Selection). */
export const providerSchema = z.enum(['betradar', 'oddin', 'betconstruct']);
export type ProviderWire = z.infer<typeof providerSchema>;

/** Sport type of spec §3: regular sports or cyber (e-sports). */
export const sportTypeSchema = z.enum(['regular', 'cyber']);
export type SportTypeWire = z.infer<typeof sportTypeSchema>;

/**
 * Spec §3 Sport on the wire. Outrights are counted by kind; the client sums
 * seasons + simple tournaments + stages into one outrights count.
 */
export const sportSchema = z.object({
  id: z.number().int().positive(),
  urn_id: z.string(),
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  priority: z.number().int(),
  type: sportTypeSchema,
  provider: providerSchema,
  games_count: z.number().int().nonnegative(),
  seasons_count: z.number().int().nonnegative(),
  simple_tournaments_count: z.number().int().nonnegative(),
  stages_count: z.number().int().nonnegative(),
});
export type SportWire = z.infer<typeof sportSchema>;

/** GET /api/sportsbook/v2/sports query. */
export const sportsQuerySchema = pageQuerySchema.extend({
  locale: localeTagSchema.default('en'),
  sport_type: sportTypeSchema.optional(),
});
export type SportsQueryWire = z.infer<typeof sportsQuerySchema>;

/** GET /api/sportsbook/v2/sports response: sports by descending priority (top sports first). */
export const sportsResponseSchema = paginatedSchema(sportSchema);
export type SportsResponseWire = z.infer<typeof sportsResponseSchema>;
