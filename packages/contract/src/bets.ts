import { z } from 'zod';
import { providerSchema } from './catalog';
import {
  amountSchema,
  currencyCodeSchema,
  idSchema,
  isoDateTimeSchema,
  minorUnitsSchema,
  oddsSchema,
  pageQuerySchema,
  paginatedSchema,
  requestOddsSchema,
  safeTextSchema,
} from './common';
import { betBonusTypeSchema, bonusIdSchema } from './bonus';
import { matchStatusSchema } from './match';
import * as vocabulary from './vocabulary';

/** Bet statuses (spec §3 Bet). */
export const betStatusSchema = z.enum(vocabulary.BET_STATUSES);
export type BetStatusWire = z.infer<typeof betStatusSchema>;

/** Bet result values (spec §3 Bet). */
export const betResultSchema = z.enum(vocabulary.BET_RESULTS);
export type BetResultWire = z.infer<typeof betResultSchema>;

/** Per-selection results: a bet result but never canceled or cashed_out. */
export const selectionResultSchema = betResultSchema.exclude(vocabulary.BET_ONLY_RESULTS);
export type SelectionResultWire = z.infer<typeof selectionResultSchema>;

/** Bet types on the wire; spec §3: double, treble and accumulator are shown as combo. */
export const placedBetTypeSchema = z.enum(vocabulary.LISTED_BET_TYPES);
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
  id: z.string().regex(/^\d{1,2}\/\d{1,2}$/),
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

// ---------------------------------------------------------------------------------------------
// POST /api/sportsbook/v3/bets (spec §3 Bet placement payload, §7, §8)

/** Bet types a client may place (spec §3); double/treble/accumulator exist only in listings. */
export const placementBetTypeSchema = z.enum(vocabulary.BET_TYPES);

/** One selection as placed: the odds are those the bettor accepted. */
export const placementSelectionSchema = z.object({
  match_id: idSchema,
  market_id: idSchema,
  /** Market specifier, '' when the market has none (`total=2.5`). */
  specifier: safeTextSchema(200),
  outcome_id: safeTextSchema(100).min(1),
  odds: requestOddsSchema,
});
export type PlacementSelectionWire = z.infer<typeof placementSelectionSchema>;

/** The stake of one bet: `value` in minor units of `currency`, above 0. */
export const placementStakeSchema = z.object({
  value: amountSchema.positive(),
  currency: currencyCodeSchema,
});

/** One bet of a placement; `system_id` only for system bets, `custom_odds` only for custom bets (spec §5). */
export const placementBetSchema = z.object({
  type: placementBetTypeSchema,
  stake: placementStakeSchema,
  selections: z.array(placementSelectionSchema).min(1).max(30),
  system_id: systemTypeSchema.shape.id.optional(),
  custom_odds: requestOddsSchema.optional(),
  bonus: z
    .object({ id: bonusIdSchema, type: betBonusTypeSchema, odds: requestOddsSchema.optional() })
    .optional(),
});
export type PlacementBetRequestWire = z.infer<typeof placementBetSchema>;

/** The envelope's type: the bet type of the one bet sent, `multi` for several. */
export const placementTypeSchema = z.enum(vocabulary.PLACEMENT_TYPES);

/**
 * Body of POST /bets: `{meta: {device_id, quick, type}, bets}`. A retry of the same placement
 * sends the same `Idempotency-Key` header (see {@link IDEMPOTENCY_HEADER}) and is placed once.
 */
export const placementRequestSchema = z.object({
  meta: z.object({
    device_id: safeTextSchema(100).min(1),
    quick: z.boolean(),
    type: placementTypeSchema,
  }),
  bets: z.array(placementBetSchema).min(1).max(50),
});
export type PlacementRequestWire = z.infer<typeof placementRequestSchema>;

/** Request header carrying the placement's idempotency key (8 to 100 characters). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** An idempotency key: 8 to 100 printable ASCII characters. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,100}$/);

/** POST /bets success: the placed bets, in payload order. */
export const placementResponseSchema = z.object({ data: z.array(placedBetSchema).min(1) });
export type PlacementResponseWire = z.infer<typeof placementResponseSchema>;

/** A per-bet error of a refused placement, keyed by the bet's payload index ("0", "1", ...). */
export const betErrorSchema = z.object({
  code: z.union([z.number().int(), z.string()]).nullable(),
  /** Machine key of the message (`error.risk_validation.odds_to_low`). */
  message: z.string(),
  /** The message in the request's language. */
  localized_message: z.string(),
});
export type BetErrorWire = z.infer<typeof betErrorSchema>;

/**
 * A refused POST /bets (spec §7 Other, §8): `code` is 101 (invalid odds), 120 (invalid odds of a
 * custom bet) or a machine string; `data.details` and `data.errors_by_bet` say what and where.
 */
export const placeBetErrorSchema = z.object({
  code: z.union([z.number().int(), z.string()]),
  message: z.string(),
  data: z.object({
    details: z.unknown().optional(),
    errors_by_bet: z.record(z.string(), betErrorSchema).optional(),
  }),
});
export type PlaceBetErrorWire = z.infer<typeof placeBetErrorSchema>;

// ---------------------------------------------------------------------------------------------
// POST /bets/cashout, POST /bets/max-stake

/** Body of POST /bets/cashout: the amount the bettor confirmed, in minor units. */
export const cashoutRequestSchema = z.object({
  bet_id: safeTextSchema(100).min(1),
  to_cashout: amountSchema.positive(),
});
export type CashoutRequestWire = z.infer<typeof cashoutRequestSchema>;

/** POST /bets/cashout success: the bet, now cashed_out. A changed offer is a 409 `cashout_amount_changed` with `details.to_cashout`. */
export const cashoutResponseSchema = z.object({ data: placedBetSchema });
export type CashoutResponseWire = z.infer<typeof cashoutResponseSchema>;

/** Body of POST /bets/max-stake: the slip's bets (stakes may be anything; they are ignored). */
export const maxStakeRequestSchema = z.object({
  bets: z
    .array(
      placementBetSchema.extend({
        stake: z.object({ value: amountSchema, currency: currencyCodeSchema }),
      }),
    )
    .min(1)
    .max(50),
});
export type MaxStakeRequestWire = z.infer<typeof maxStakeRequestSchema>;

/** POST /bets/max-stake: per bet, in payload order, the largest stake accepted now. */
export const maxStakeResponseSchema = z.object({
  data: z.array(
    z.object({
      min_stake: minorUnitsSchema.positive(),
      max_stake: minorUnitsSchema.nonnegative(),
      currency: currencyCodeSchema,
    }),
  ),
});
export type MaxStakeResponseWire = z.infer<typeof maxStakeResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Share a bet: POST /bets/share-code {bets} -> {code}; GET /bets/share-code?code= -> bets

/** Share codes: short, URL-safe. */
export const shareCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{4,32}$/);

/** Body of POST /bets/share-code: the slip's bets as they would be placed (stake may be 0). */
export const shareCodeRequestSchema = maxStakeRequestSchema;
export type ShareCodeRequestWire = z.infer<typeof shareCodeRequestSchema>;

/** POST /bets/share-code success. */
export const shareCodeResponseSchema = z.object({ data: z.object({ code: shareCodeSchema }) });
export type ShareCodeResponseWire = z.infer<typeof shareCodeResponseSchema>;

/** GET /bets/share-code query. */
export const shareCodeQuerySchema = z.object({ code: shareCodeSchema });

/** Machine code of the 404 a GET /bets/share-code answers for a code never issued (spec §8 link not found). */
export const SHARE_CODE_NOT_FOUND = 'share_code_not_found';

/**
 * A selection as the slip needs it to be restored (names from the catalogue, CURRENT odds and
 * availability; `odds` is what was shared).
 */
export const slipSelectionSchema = z.object({
  match_id: idSchema,
  match_urn_id: z.string().min(1),
  match_slug: z.string().min(1),
  match_status: matchStatusSchema,
  name_a: z.string().min(1),
  name_b: z.string().min(1),
  sport_key: z.string().min(1),
  category_name: z.string(),
  tournament_name: z.string(),
  provider: providerSchema,
  market_id: z.number().int().positive(),
  market_name: z.string().min(1),
  specifier: z.string(),
  outcome_id: z.string().min(1),
  outcome_name: z.string().min(1),
  odds: oddsSchema,
  current_odds: oddsSchema.nullable(),
  /** False when the market is not allowed now or the outcome is inactive (spec §4 odds update). */
  active: z.boolean(),
});
export type SlipSelectionWire = z.infer<typeof slipSelectionSchema>;

/** A shared bet: its type, stake as shared (convert to the bettor's currency), system type, selections. */
export const sharedBetSchema = z.object({
  type: placementBetTypeSchema,
  stake: z.object({ value: minorUnitsSchema.nonnegative(), currency: currencyCodeSchema }),
  system_id: systemTypeSchema.shape.id.optional(),
  custom_odds: oddsSchema.optional(),
  selections: z.array(slipSelectionSchema).min(1),
});
export type SharedBetWire = z.infer<typeof sharedBetSchema>;

/**
 * GET /bets/share-code answer: the shared bets; an empty list when none of them can be restored
 * (spec §8 try another bet). An unknown code is a 404 `SHARE_CODE_NOT_FOUND` instead.
 */
export const sharedBetsResponseSchema = z.object({ data: z.array(sharedBetSchema) });
export type SharedBetsResponseWire = z.infer<typeof sharedBetsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Bet builder: GET /bets/custom/markets/{matchId}, POST /bets/custom/odds

/** GET /bets/custom/markets/{matchId}: the match's markets that may be combined in a custom bet. */
export const customMarketsResponseSchema = z.object({
  data: z.array(
    z.object({
      market_id: z.number().int().positive(),
      name: z.string().min(1),
      specifier: z.string(),
      /** Custom-bet group; two selections of one group cannot be combined. */
      group: z.string().min(1),
      outcomes: z.array(
        z.object({ outcome_id: z.string().min(1), name: z.string().min(1), odds: oddsSchema }),
      ),
    }),
  ),
});
export type CustomMarketsResponseWire = z.infer<typeof customMarketsResponseSchema>;

/**
 * Spec §3 betting settings "custom bet allowed for single": a one-selection custom bet (POST
 * /bets/custom/odds or a placed custom_bet) is refused with 422 and this code unless the site's
 * custom_bet.single_allowed is on.
 */
export const CUSTOM_BET_SINGLE_NOT_ALLOWED = 'custom_bet_single_not_allowed';

/** Body of POST /bets/custom/odds: selections of one match (one only where the site allows it). */
export const customOddsRequestSchema = z.object({
  match_id: idSchema,
  selections: z
    .array(
      z.object({
        market_id: idSchema,
        specifier: safeTextSchema(200),
        outcome_id: safeTextSchema(100).min(1),
      }),
    )
    .min(1)
    .max(12),
});
export type CustomOddsRequestWire = z.infer<typeof customOddsRequestSchema>;

/** POST /bets/custom/odds: the priced combination; 422 `custom_bet_conflict` when it cannot be combined. */
export const customOddsResponseSchema = z.object({ data: z.object({ odds: oddsSchema }) });
export type CustomOddsResponseWire = z.infer<typeof customOddsResponseSchema>;
