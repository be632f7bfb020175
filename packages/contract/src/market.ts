import { z } from 'zod';
import { providerSchema } from './catalog';
import {
  idTextSchema,
  isoDateTimeSchema,
  localeTagSchema,
  oddsSchema,
  pageQuerySchema,
  paginatedSchema,
} from './common';
import { MARKET_STATUSES } from './vocabulary';

/** Market availability codes (spec §3 Market): 1 allowed, -1 suspended, 0/-2/-3/-4 not allowed. */
export const marketStatusSchema = z.literal(MARKET_STATUSES);
export type MarketStatusWire = z.infer<typeof marketStatusSchema>;

/** A market group key (`main`, `goals`, `handicap`), as in the system data's market groups. */
export const groupKeySchema = z.string().regex(/^[a-z0-9_-]+$/);

/**
 * Spec §3 Outcome. `id` is the composite key `match urn/market id/outcome id/specifier`, the
 * one the bet slip stores (packages/betting outcomeKey).
 */
export const outcomeSchema = z.object({
  id: z.string().min(1),
  outcome_id: z.string().min(1),
  name: z.string().min(1),
  active: z.boolean(),
  odds: oddsSchema,
});
export type OutcomeWire = z.infer<typeof outcomeSchema>;

/**
 * Spec §3 Market of a match. `specifier` is '' when the market has none (`total=2.5` otherwise);
 * `next_bet_stop` is when the market will be suspended next, null when unknown.
 */
export const marketSchema = z.object({
  match_urn_id: z.string().min(1),
  market_id: z.number().int().positive(),
  name: z.string().min(1),
  status: marketStatusSchema,
  specifier: z.string(),
  outcomes: z.array(outcomeSchema),
  market_groups: z.array(groupKeySchema),
  priority: z.number().int(),
  most_balanced: z.boolean(),
  next_bet_stop: isoDateTimeSchema.nullable(),
  custom_bet_groups: z.array(z.string().min(1)),
  provider: providerSchema,
});
export type MarketWire = z.infer<typeof marketSchema>;

/** GET /api/sportsbook/v2/matches/{id}/markets query (spec §9: market fetch 500 per page). */
export const marketsQuerySchema = pageQuerySchema.extend({
  locale: localeTagSchema.default('en'),
  group_key: groupKeySchema.optional(),
  market_id: idTextSchema.optional(),
});
export type MarketsQueryWire = z.infer<typeof marketsQuerySchema>;

/** GET /api/sportsbook/v2/matches/{id}/markets response: markets by descending priority. */
export const marketsResponseSchema = paginatedSchema(marketSchema);
export type MarketsResponseWire = z.infer<typeof marketsResponseSchema>;
