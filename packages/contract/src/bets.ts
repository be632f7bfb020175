import { z } from 'zod';
import { providerSchema } from './catalog';
import {
  currencyCodeSchema,
  idSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  oddsSchema,
  pageQuerySchema,
  paginatedSchema,
} from './common';
import { betBonusTypeSchema, bonusIdSchema } from './bonus';
import { matchStatusSchema } from './match';

/** Bet statuses (spec §3 Bet). */
export const betStatusSchema = z.enum([
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
]);
export type BetStatusWire = z.infer<typeof betStatusSchema>;

/** Bet result values (spec §3 Bet). */
export const betResultSchema = z.enum([
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
]);
export type BetResultWire = z.infer<typeof betResultSchema>;

/** Per-selection results: a bet result but never canceled or cashed_out. */
export const selectionResultSchema = betResultSchema.exclude(['canceled', 'cashed_out']);
export type SelectionResultWire = z.infer<typeof selectionResultSchema>;

/** Bet types on the wire; spec §3: double, treble and accumulator are shown as combo. */
export const placedBetTypeSchema = z.enum([
  'single',
  'combo',
  'system',
  'custom_bet',
  'double',
  'treble',
  'accumulator',
]);
export type PlacedBetTypeWire = z.infer<typeof placedBetTypeSchema>;

/** A selection of a placed bet; `odds` are the odds it was placed at. */
export const placedSelectionSchema = z.object({
  id: z.string().min(1),
  match_id: idSchema,
  match_urn_id: z.string().min(1),
  match_status: matchStatusSchema,
  name_a: z.string().min(1),
  name_b: z.string().min(1),
  provider: providerSchema,
  market_id: z.number().int().positive(),
  market_name: z.string().min(1),
  specifier: z.string(),
  outcome_id: z.string().min(1),
  outcome_name: z.string().min(1),
  odds: oddsSchema,
  result: selectionResultSchema,
});
export type PlacedSelectionWire = z.infer<typeof placedSelectionSchema>;

/** The bonus a bet was placed with; `odds` only for comboboost. */
export const placedBetBonusSchema = z.object({
  id: bonusIdSchema,
  type: betBonusTypeSchema,
  odds: oddsSchema.optional(),
});
export type PlacedBetBonusWire = z.infer<typeof placedBetBonusSchema>;

/** A system type (`2/4`: every 2-of-4 combination). */
export const systemTypeSchema = z.object({
  id: z.string().regex(/^\d+\/\d+$/),
  win_count: z.number().int().positive(),
  total_count: z.number().int().positive(),
});
export type SystemTypeWire = z.infer<typeof systemTypeSchema>;

/**
 * Spec §3 Bet as GET /bets lists it. Money (`stake`, `win_amount`, `to_cashout`) in minor units
 * of `currency`; `to_cashout` is null when no cashout is offered.
 */
export const placedBetSchema = z.object({
  bet_id: z.string().min(1),
  bet_type: placedBetTypeSchema,
  bet_ref: z.string().min(1).nullable(),
  bet_status: betStatusSchema,
  stake: minorUnitsSchema.positive(),
  currency: currencyCodeSchema,
  subunits: z.number().int().positive(),
  win_amount: minorUnitsSchema.nonnegative(),
  odds: oddsSchema,
  selections: z.array(placedSelectionSchema).min(1),
  created_at: isoDateTimeSchema,
  result: betResultSchema,
  to_cashout: minorUnitsSchema.nonnegative().nullable(),
  bonus: placedBetBonusSchema.nullable(),
  system_type: systemTypeSchema.nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
});
export type PlacedBetWire = z.infer<typeof placedBetSchema>;

/** Bet list filter values (spec §3): all, open, settled. */
export const betFilterSchema = z.enum(['all', 'open', 'settled']);
/** Result filter values (spec §3): all, win, lose, refund. */
export const resultFilterSchema = z.enum(['all', 'win', 'lose', 'refund']);

/** GET /api/sportsbook/v3/bets query (spec §9: bets 500 per page). */
export const betsQuerySchema = pageQuerySchema.extend({
  status: betFilterSchema.default('all'),
  result: resultFilterSchema.default('all'),
});
export type BetsQueryWire = z.infer<typeof betsQuerySchema>;

/** GET /api/sportsbook/v3/bets response: newest first. */
export const betsResponseSchema = paginatedSchema(placedBetSchema);
export type BetsResponseWire = z.infer<typeof betsResponseSchema>;
