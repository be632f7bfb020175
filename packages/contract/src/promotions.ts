import { z } from 'zod';
import { BONUS_LIST_DEFAULT_LIMIT } from './list-limits';
import { PROMO_CODE_PATTERN } from './promo-code';
import { bonusIdSchema, bonusTypeSchema } from './bonus';
import {
  currencyCodeSchema,
  idSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  oddsSchema,
  localeTagSchema,
  int32TextSchema,
  paginatedSchema,
  queryBooleanSchema,
  safeTextSchema,
} from './common';
import { placementBetSchema } from './bets';
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
  /** `ranges` boosts by the active range's odds; `fixed_odds` by one constant (spec §5). */
  comboboost_type: z.enum(['ranges', 'fixed_odds']),
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
  /** A tournament's prize pool now (initial pool plus its share of eligible stakes). */
  pool_amount: minorUnitsSchema.nonnegative().nullable().optional(),
});

/** Spec §3 Hunting / tournament / lootbox. */
export const farmingBonusSchema = z.object({
  ...bonusCommonShape,
  bonus_type: z.enum(['hunting', 'tournament', 'lootbox']),
  /**
   * The campaign's id: a player's list gives the issued id (`id`), while the public
   * tournament_pool_changed (spec §7) names the tournament by its campaign.
   */
  campaign_id: bonusIdSchema,
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
export { BONUS_LIST_DEFAULT_LIMIT };
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
  code: z.string().trim().regex(PROMO_CODE_PATTERN, 'letters, digits, - and _ (at most 40)'),
});

/** GET /jackpot-hits query (spec §7; §9 default 10). */
export const JACKPOT_HITS_DEFAULT_LIMIT = 10;
export const jackpotHitsQuerySchema = z.object({
  jackpot_id: bonusIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(JACKPOT_HITS_DEFAULT_LIMIT),
  status: z.enum(JACKPOT_HIT_STATUSES).optional(),
  for_user: queryBooleanSchema.optional(),
  unseen: queryBooleanSchema.optional(),
  /** Level names come in this language (else Accept-Language, else en). */
  locale: localeTagSchema.optional(),
});

/** GET /jackpots and /jackpots/{id} query: names in `locale`. */
export const jackpotsQuerySchema = z.object({ locale: localeTagSchema.optional() });

/** POST /jackpot-hits/mark-as-seen: the caller's hits the jackpot-hit modal has shown. */
export const markJackpotHitsSeenBodySchema = z.object({
  ids: z.array(bonusIdSchema).min(1).max(100),
});

// ---------------------------------------------------------------------------------------------
// The §7 calls' bodies and answers. Names and terms come in the request's `locale`.

/** A bet as POST /bonuses and POST /jackpots read it: what it is, not which bonus it carries. */
export const bonusBetSchema = placementBetSchema
  .omit({ bonus: true, custom_odds: true })
  .partial({ stake: true });

/** POST /bonuses and POST /jackpots: the bets of the slip, in slip order. */
export const bonusBetsBodySchema = z.object({ bets: z.array(bonusBetSchema).min(1).max(50) });

/** Spec §3 bet ticket availableBonuses: what one bet may carry now, by kind. */
export const availableBonusesSchema = z.object({
  comboboost: comboboostSchema.nullable(),
  freebets: z.array(freebetSchema),
  hunting: farmingBonusSchema.nullable(),
  tournament: farmingBonusSchema.nullable(),
  lootbox: farmingBonusSchema.nullable(),
});
export type AvailableBonusesWire = z.infer<typeof availableBonusesSchema>;

/** POST /bonuses answer: one entry per bet of the body, same order. */
export const applicableBonusesResponseSchema = z.object({ data: z.array(availableBonusesSchema) });

/** POST /jackpots answer: per bet, the jackpots it would feed (spec §3 bet ticket jackpots). */
export const applicableJackpotsResponseSchema = z.object({
  data: z.array(z.object({ jackpots: z.array(z.object({ id: bonusIdSchema })) })),
});

/** GET /bonuses answer: at most `limit_per_type` of each kind. */
export const bonusesResponseSchema = z.object({ data: z.array(bonusSchema) });

/** GET /bonuses/{kind} query (spec §7 "isAvailable, locale, status active, page, limit"). */
export const bonusKindListQuerySchema = z.object({
  is_available: queryBooleanSchema.optional(),
  locale: localeTagSchema.optional(),
  status: promotionStateSchema.optional(),
  page: int32TextSchema.default(1),
  limit: z.coerce.number().int().min(1).max(100).default(BONUS_LIST_DEFAULT_LIMIT),
});

/** Spec §9 "hunting tournaments default 1": GET /bonuses/tournaments shows the running one. */
export const TOURNAMENT_LIST_DEFAULT_LIMIT = 1;

/** GET /bonuses/tournaments query: as {@link bonusKindListQuerySchema}, 1 a page by default. */
export const tournamentListQuerySchema = bonusKindListQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(TOURNAMENT_LIST_DEFAULT_LIMIT),
});

/** GET /bonuses/{kind} answer. */
export const bonusPageSchema = paginatedSchema(bonusSchema);

/** GET /bonuses/{kind}/{id}: the bonus and, for huntings and tournaments, the leaderboard. */
export const bonusDetailResponseSchema = z.object({
  data: bonusSchema,
  leaderboard: z.array(leaderboardRowSchema).nullable(),
});

/** GET /bonuses/{kind}/{id}/terms: the terms as plain paragraphs in the request's locale. */
export const bonusTermsResponseSchema = z.object({
  data: z.object({ id: bonusIdSchema, paragraphs: z.array(z.string()) }),
});

/** POST /bonuses/{id}/activate and /bonuses/promo-code answer: the bonus as it now is. */
export const bonusResponseSchema = z.object({ data: bonusSchema });

/** POST /bonuses/{lootbox id}/boost: which of the player's freebets the lootbox boosts. */
export const boostBodySchema = z.object({ freebet_id: bonusIdSchema });

/** POST /bonuses/{id}/boost answer: the boosted freebet. */
export const boostResponseSchema = z.object({ data: freebetSchema });

/** GET /jackpots answer. */
export const jackpotsResponseSchema = z.object({ data: z.array(jackpotSchema) });

/** GET /jackpots/{id} answer. */
export const jackpotResponseSchema = z.object({ data: jackpotSchema });

/** GET /jackpot-hits answer, newest first. */
export const jackpotHitsResponseSchema = z.object({ data: z.array(jackpotHitSchema) });

/** One open (or closed) prediction with the caller's vote. */
export const predictionQuestionSchema = z.object({
  id: bonusIdSchema,
  title: z.string().min(1),
  /** The answers a vote picks from: `data.choice` is one of the keys. */
  options: z.array(z.object({ key: z.string().min(1), label: z.string().min(1) })).min(2),
  closes_at: isoDateTimeSchema,
  is_open: z.boolean(),
  vote: predictionSchema.nullable(),
});
export type PredictionQuestionWire = z.infer<typeof predictionQuestionSchema>;

/** GET /vote query: one prediction, or every open one without `prediction_id`. */
export const voteQuerySchema = z.object({
  prediction_id: bonusIdSchema.optional(),
  locale: localeTagSchema.optional(),
});

/** GET /vote answer. */
export const voteResponseSchema = z.object({ data: z.array(predictionQuestionSchema) });

/** POST /vote: the caller's choice (spec §3 Prediction data). */
export const voteBodySchema = z.object({
  prediction_id: bonusIdSchema,
  data: z.object({ choice: safeTextSchema(100).min(1) }),
});

/** POST /vote answer: the vote as stored. */
export const voteSavedResponseSchema = z.object({ data: predictionSchema });
