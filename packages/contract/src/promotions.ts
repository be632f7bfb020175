import { z } from 'zod';
import { bonusIdSchema, bonusTypeSchema } from './bonus';
import {
  currencyCodeSchema,
  idSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  oddsSchema,
  queryBooleanSchema,
} from './common';
import {
  BONUS_LIST_KINDS,
  BONUS_STATES,
  FREEBET_VARIANTS,
  JACKPOT_HIT_STATUSES,
  PROMOTION_STATES,
  SPORT_TYPES,
  USER_BONUS_STATUSES,
} from './vocabulary';

// Apart from ./bonus (which bets and realtime events import, and so every page): these shapes
// load only where the promotions are used.

/*
 * The promotions of spec §3 on the wire (Bonus common, Comboboost, Freebet, Hunting / tournament /
 * lootbox, leaderboard row, Jackpot, Jackpot hit, Prediction) and the inputs of the §7 /bonuses,
 * /jackpot-hits and /vote calls. Money is integer minor units of `currency`; odds are decimal.
 */

export const userBonusStatusSchema = z.enum(USER_BONUS_STATUSES);
export const bonusStateSchema = z.enum(BONUS_STATES);
export const promotionStateSchema = z.enum(PROMOTION_STATES);
export const freebetVariantSchema = z.enum(FREEBET_VARIANTS);
export const bonusListKindSchema = z.enum(BONUS_LIST_KINDS);

/** One event condition: the bonus counts only for bets on what it names (all set fields). */
export const bonusConditionSchema = z.object({
  sport_type: z.enum(SPORT_TYPES).optional(),
  sport_id: idSchema.optional(),
  sport_name: z.string().optional(),
  category_id: idSchema.optional(),
  tournament_id: idSchema.optional(),
  match_id: idSchema.optional(),
});

/** What issuing the bonus to the player recorded (spec §3 issued data). */
export const issuedBonusSchema = z.object({
  activated_at: isoDateTimeSchema.nullable(),
  expired_at: isoDateTimeSchema.nullable(),
  seen: z.boolean(),
  user_status: userBonusStatusSchema,
  times_used: z.number().int().nonnegative(),
});

/** Spec §3 Bonus (common): every bonus kind carries these. */
const bonusCommonShape = {
  id: bonusIdSchema,
  name: z.string().min(1),
  status: bonusStateSchema,
  country_codes: z.array(z.string().length(2)),
  conditions: z.array(bonusConditionSchema),
  valid_to: isoDateTimeSchema.nullable(),
  /** Null until the bonus is issued to the caller (or for an anonymous caller). */
  issued: issuedBonusSchema.nullable(),
};

export const comboboostRangeSchema = z
  .object({
    min_count: z.number().int().min(2),
    max_count: z.number().int().min(2),
    bonus_odds: z.number().min(1),
  })
  .refine((r) => r.min_count <= r.max_count, { message: 'min_count must not exceed max_count' });

const bannerSchema = z.object({ id: z.string(), url: z.string(), alt: z.string() });

/** Spec §3 Comboboost. */
export const comboboostSchema = z.object({
  ...bonusCommonShape,
  bonus_type: z.literal('comboboost'),
  min_odds: oddsSchema,
  uses_count: z.number().int().nonnegative(),
  ranges: z.array(comboboostRangeSchema).min(1),
  active_range_index: z.number().int().nonnegative().nullable(),
  suitable_selections: z.number().int().nonnegative(),
  only_verified: z.boolean(),
  trigger_key: z.string().nullable(),
  banners: z.object({ desktop: bannerSchema, mobile: bannerSchema }).nullable(),
});
export type ComboboostWire = z.infer<typeof comboboostSchema>;

/** Spec §3 Freebet. */
export const freebetSchema = z.object({
  ...bonusCommonShape,
  bonus_type: z.enum(['freebet', 'freebet_no_risk', 'freebet_all_win', 'freebet_only_win']),
  freebet_type: freebetVariantSchema,
  min_odds: oddsSchema.nullable(),
  max_odds: oddsSchema.nullable(),
  match_status: z.number().int().min(0).max(5).nullable(),
  selections_count_from: z.number().int().min(1).nullable(),
  selections_count_to: z.number().int().min(1).nullable(),
  is_active: z.boolean(),
  currency: currencyCodeSchema,
  amount: minorUnitsSchema.positive(),
  /** A lootbox's boost of this freebet: the multiplier applied, null when not boosted. */
  boost_multiplier: z.number().min(1).nullable(),
  created_at: isoDateTimeSchema,
});
export type FreebetWire = z.infer<typeof freebetSchema>;

/** Spec §3 farming stats of a hunting, tournament or lootbox. */
export const farmingStatsSchema = z.object({
  average_stake: minorUnitsSchema.nonnegative(),
  bets_count: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  available_points: z.number().int().nonnegative(),
  potential_points: z.number().int().nonnegative(),
  potential_freebet_amount: minorUnitsSchema.nonnegative(),
  /** A tournament's starting prize pool. */
  initial_pool: minorUnitsSchema.nonnegative().nullable(),
});

/** Spec §3 Hunting / tournament / lootbox. */
export const farmingBonusSchema = z.object({
  ...bonusCommonShape,
  bonus_type: z.enum(['hunting', 'tournament', 'lootbox']),
  promotion_state: promotionStateSchema,
  farming: farmingStatsSchema,
  currency: currencyCodeSchema,
  subunits: z.number().int().positive(),
  farming_freebet_type: freebetVariantSchema,
  farm_once_per_event: z.boolean(),
  show_in_promotion: z.boolean(),
  farmed_event_ids: z.array(idSchema),
  used_in_bets: z.array(z.string()),
  /** A lootbox: the freebets it can boost. */
  freebets_to_boost: z.array(bonusIdSchema),
});
export type FarmingBonusWire = z.infer<typeof farmingBonusSchema>;

/** Any bonus of a list (GET /bonuses), told apart by `bonus_type`. */
export const bonusSchema = z.union([comboboostSchema, freebetSchema, farmingBonusSchema]);
export type BonusWire = z.infer<typeof bonusSchema>;

/** Spec §3 hunting leaderboard row; the email comes masked (`jo***@ex***.com`). */
export const leaderboardRowSchema = z.object({
  position: z.number().int().positive(),
  is_current_user: z.boolean(),
  email: z.string(),
  farmed_amount: minorUnitsSchema.nonnegative(),
  currency: currencyCodeSchema,
  farmed_freebets_count: z.number().int().nonnegative(),
});
export type LeaderboardRowWire = z.infer<typeof leaderboardRowSchema>;

/** Spec §3 Jackpot with its levels. */
export const jackpotSchema = z.object({
  id: bonusIdSchema,
  name: z.string().min(1),
  amount: minorUnitsSchema.nonnegative(),
  pool_amount: minorUnitsSchema.nonnegative(),
  hits_amount: minorUnitsSchema.nonnegative(),
  currency: currencyCodeSchema,
  subunits: z.number().int().positive(),
  levels: z.array(
    z.object({
      name: z.string(),
      pool_amount: minorUnitsSchema.nonnegative(),
      active: z.boolean(),
    }),
  ),
});
export type JackpotWire = z.infer<typeof jackpotSchema>;

/** Spec §3 Jackpot hit; the winner only as a hashed user name. */
export const jackpotHitSchema = z.object({
  id: bonusIdSchema,
  jackpot_id: bonusIdSchema,
  amount: minorUnitsSchema.positive(),
  amount_eur: minorUnitsSchema.nonnegative(),
  created_at: isoDateTimeSchema,
  currency: currencyCodeSchema,
  level_code: z.string(),
  level_name: z.string(),
  name: z.string(),
  status: z.enum(JACKPOT_HIT_STATUSES),
  hashed_user_name: z.string(),
  seen: z.boolean(),
});
export type JackpotHitWire = z.infer<typeof jackpotHitSchema>;

/** Spec §3 Prediction: the player's vote (its data) and when it was cast. */
export const predictionSchema = z.object({
  prediction_id: bonusIdSchema,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  created_at: isoDateTimeSchema,
});
export type PredictionWire = z.infer<typeof predictionSchema>;

/** GET /bonuses query (spec §7: status, available, unseen, limit_per_type, type; §9 default 4). */
export const BONUS_LIST_DEFAULT_LIMIT = 4;
export const bonusListQuerySchema = z.object({
  status: bonusStateSchema.optional(),
  available: queryBooleanSchema.optional(),
  unseen: queryBooleanSchema.optional(),
  limit_per_type: z.coerce.number().int().min(1).max(100).default(BONUS_LIST_DEFAULT_LIMIT),
  type: bonusTypeSchema.optional(),
});

/** POST /bonuses/mark-as-seen: the bonuses the player has now seen. */
export const markSeenBodySchema = z.object({
  bonuses: z
    .array(z.object({ id: bonusIdSchema, type: bonusTypeSchema }))
    .min(1)
    .max(100),
});

/** POST /bonuses/promo-code: codes are letters, digits, `-` and `_`, case-insensitive. */
export const promoCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ (at most 40)'),
});

/** GET /jackpot-hits query (spec §7; §9 default 10). */
export const JACKPOT_HITS_DEFAULT_LIMIT = 10;
export const jackpotHitsQuerySchema = z.object({
  jackpot_id: bonusIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(JACKPOT_HITS_DEFAULT_LIMIT),
  status: z.enum(JACKPOT_HIT_STATUSES).optional(),
  for_user: queryBooleanSchema.optional(),
  unseen: queryBooleanSchema.optional(),
});
