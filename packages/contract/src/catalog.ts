import { z } from 'zod';
import {
  idSchema,
  idTextSchema,
  localeTagSchema,
  pageQuerySchema,
  paginatedSchema,
  queryBooleanSchema,
} from './common';
import { PROVIDERS, SPORT_TYPES } from './vocabulary';

/** Data providers of spec §3 (Selection). */
export const providerSchema = z.enum(PROVIDERS);
export type ProviderWire = z.infer<typeof providerSchema>;

/** Sport type of spec §3: regular sports or cyber (e-sports). */
export const sportTypeSchema = z.enum(SPORT_TYPES);
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

/** A sport key as in URLs and filters (`soccer`, `ice-hockey`). */
export const sportKeySchema = z.string().regex(/^[a-z0-9-]+$/);

/** Country code of a category: ISO 3166 alpha-2 or a region tag (`GB-ENG`); null for international. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}(-[A-Z]{2,3})?$/);

/** The sport a category, tournament or match belongs to: enough to link and filter it. */
export const sportRefSchema = z.object({
  id: idSchema,
  key: sportKeySchema,
  name: z.string().min(1),
  type: sportTypeSchema,
});
export type SportRefWire = z.infer<typeof sportRefSchema>;

/** The category a tournament or match belongs to. */
export const categoryRefSchema = z.object({
  id: idSchema,
  slug: z.string().min(1),
  name: z.string().min(1),
  country_code: countryCodeSchema.nullable(),
});
export type CategoryRefWire = z.infer<typeof categoryRefSchema>;

/** The tournament (league) a match belongs to. */
export const tournamentRefSchema = z.object({
  id: idSchema,
  urn_id: z.string().min(1),
  slug: z.string().min(1),
  name: z.string().min(1),
});
export type TournamentRefWire = z.infer<typeof tournamentRefSchema>;

/** Spec §3 Category on the wire. */
export const categorySchema = categoryRefSchema.extend({
  priority: z.number().int(),
  sport: sportRefSchema,
  provider: providerSchema,
});
export type CategoryWire = z.infer<typeof categorySchema>;

/**
 * Spec §3 League (tournament) on the wire. `priority` is already the per-site one; the outcome
 * counts size the odds columns of the main and secondary market (3 for 1X2).
 */
export const tournamentSchema = tournamentRefSchema.extend({
  priority: z.number().int(),
  category: categoryRefSchema,
  sport: sportRefSchema,
  main_market_outcomes_count: z.number().int().nonnegative(),
  secondary_market_outcomes_count: z.number().int().nonnegative(),
});
export type TournamentWire = z.infer<typeof tournamentSchema>;

/** Query of calls that return one translated catalogue row (`/categories/{id}`, `/tournaments/{id}`). */
export const localeQuerySchema = z.object({ locale: localeTagSchema.default('en') });
export type LocaleQueryWire = z.infer<typeof localeQuerySchema>;

/** GET /api/sportsbook/v2/categories query. */
export const categoriesQuerySchema = sportsQuerySchema.extend({
  sport_key: sportKeySchema.optional(),
  bettable: queryBooleanSchema.optional(),
});
export type CategoriesQueryWire = z.infer<typeof categoriesQuerySchema>;

/** GET /api/sportsbook/v2/categories response: categories by descending priority. */
export const categoriesResponseSchema = paginatedSchema(categorySchema);
export type CategoriesResponseWire = z.infer<typeof categoriesResponseSchema>;

/** GET /api/sportsbook/v2/tournaments query; `top` keeps the top leagues of the home page. */
export const tournamentsQuerySchema = categoriesQuerySchema.extend({
  category_id: idTextSchema.optional(),
  top: queryBooleanSchema.optional(),
});
export type TournamentsQueryWire = z.infer<typeof tournamentsQuerySchema>;

/** GET /api/sportsbook/v2/tournaments response: tournaments by descending priority. */
export const tournamentsResponseSchema = paginatedSchema(tournamentSchema);
export type TournamentsResponseWire = z.infer<typeof tournamentsResponseSchema>;

/** GET /api/sportsbook/v2/categories/{id} response: the category itself. */
export const categoryResponseSchema = categorySchema;

/** GET /api/sportsbook/v2/tournaments/{id} response: the tournament itself. */
export const tournamentResponseSchema = tournamentSchema;
