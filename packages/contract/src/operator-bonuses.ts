import { z } from 'zod';
import { bonusIdSchema } from './bonus';
import {
  currencyCodeSchema,
  idSchema,
  isoDateTimeSchema,
  MAX_AMOUNT,
  safeTextSchema,
} from './common';
import { comboboostRangeSchema, freebetVariantSchema, promotionStateSchema } from './promotions';
import { SPORT_TYPES } from './vocabulary';

/*
 * The operator API's bonus calls (/api/operator, bearer OPERATOR_API_KEY): campaigns of every
 * spec §3 kind, their promotion state, promo codes, and issuing a bonus to a player.
 */

/** Campaign kinds; a freebet campaign's variant is its `freebet_type`. */
export const CAMPAIGN_KIND_VALUES = [
  'comboboost',
  'freebet',
  'hunting',
  'tournament',
  'lootbox',
] as const;
export const campaignKindSchema = z.enum(CAMPAIGN_KIND_VALUES);

const localizedTextSchema = z
  .object({ en: safeTextSchema(200).min(1) })
  .catchall(safeTextSchema(200).min(1));
const localizedParagraphsSchema = z
  .object({ en: z.array(safeTextSchema(2000).min(1)).max(50) })
  .catchall(z.array(safeTextSchema(2000).min(1)).max(50));

const operatorConditionSchema = z.object({
  sport_type: z.enum(SPORT_TYPES).optional(),
  sport_id: idSchema.optional(),
  category_id: idSchema.optional(),
  tournament_id: idSchema.optional(),
  match_id: idSchema.optional(),
});

const decimalOdds = z.number().min(1).max(1000);
const bannerSchema = z.object({
  id: safeTextSchema(100),
  url: safeTextSchema(500),
  alt: safeTextSchema(200),
});
const amountsSchema = z
  .record(currencyCodeSchema, z.number().int().min(1).max(MAX_AMOUNT))
  .refine((a) => Object.keys(a).length <= 20, 'at most 20 currencies');

/** What every campaign has (spec §3 Bonus common). */
const campaignCommon = {
  names: localizedTextSchema,
  terms: localizedParagraphsSchema.default({ en: [] }),
  country_codes: z
    .array(z.string().regex(/^[A-Za-z]{2}$/))
    .max(250)
    .default([]),
  conditions: z.array(operatorConditionSchema).max(100).default([]),
  valid_to: isoDateTimeSchema.nullable().default(null),
  /** Issued to every player on their first bonus call. */
  auto_issue: z.boolean().default(false),
  /** Issued bonuses wait for POST /bonuses/{id}/activate. */
  activation_required: z.boolean().default(false),
  issued_ttl_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 366)
    .nullable()
    .default(null),
  show_in_promotion: z.boolean().default(true),
  /** Starts `active` unless `created` is asked for. */
  promotion_state: z.enum(['created', 'active']).default('active'),
};

const comboboostCampaign = z.object({
  ...campaignCommon,
  kind: z.literal('comboboost'),
  comboboost_type: z.enum(['ranges', 'fixed_odds']).default('ranges'),
  /** Each selection's lowest odds to count (spec §3 minOdds). */
  min_odds: decimalOdds,
  ranges: z.array(comboboostRangeSchema).min(1).max(20),
  only_verified: z.boolean().default(false),
  trigger_key: safeTextSchema(100).nullable().default(null),
  banners: z.object({ desktop: bannerSchema, mobile: bannerSchema }).nullable().default(null),
});

const freebetCampaign = z.object({
  ...campaignCommon,
  kind: z.literal('freebet'),
  freebet_type: freebetVariantSchema,
  /** The freebet amount per currency (minor units): a player gets the one of their currency. */
  amounts: amountsSchema,
  min_odds: decimalOdds.nullable().default(null),
  max_odds: decimalOdds.nullable().default(null),
  match_status: z.number().int().min(0).max(5).nullable().default(null),
  selections_count_from: z.number().int().min(1).max(30).nullable().default(null),
  selections_count_to: z.number().int().min(1).max(30).nullable().default(null),
});

const farmingCommon = {
  ...campaignCommon,
  currency: currencyCodeSchema,
  /** Lowest total odds of a bet that farms. */
  min_odds: decimalOdds.nullable().default(null),
  farm_once_per_event: z.boolean().default(false),
  /** Points to a hunting freebet, or to unlock a lootbox's boost (0: unlocked at once). */
  target_points: z.number().int().min(0).max(1_000_000).default(0),
};

const huntingCampaign = z.object({
  ...farmingCommon,
  kind: z.literal('hunting'),
  target_points: z.number().int().min(1).max(1_000_000),
  /** The freebet each `target_points` farmed earns. */
  freebet_type: freebetVariantSchema,
  amounts: amountsSchema,
});

const tournamentCampaign = z.object({
  ...farmingCommon,
  kind: z.literal('tournament'),
  initial_pool: z.number().int().min(0).max(MAX_AMOUNT),
  /** Share of each eligible stake added to the pool, basis points (500 = 5 %). */
  pool_share_bps: z.number().int().min(0).max(10_000),
  freebet_type: freebetVariantSchema.default('all_win'),
});

const lootboxCampaign = z.object({
  ...farmingCommon,
  kind: z.literal('lootbox'),
  boost_multiplier: z.number().min(1).max(100),
  freebet_type: freebetVariantSchema.default('all_win'),
});

/** POST /api/operator/campaigns: one campaign of a §3 kind. */
export const campaignBodySchema = z
  .discriminatedUnion('kind', [
    comboboostCampaign,
    freebetCampaign,
    huntingCampaign,
    tournamentCampaign,
    lootboxCampaign,
  ])
  .refine(
    (c) =>
      c.kind !== 'freebet' ||
      c.selections_count_from === null ||
      c.selections_count_to === null ||
      c.selections_count_from <= c.selections_count_to,
    { message: 'selections_count_from must not exceed selections_count_to' },
  )
  .refine(
    (c) =>
      c.kind !== 'freebet' ||
      c.min_odds === null ||
      c.max_odds === null ||
      c.min_odds <= c.max_odds,
    { message: 'min_odds must not exceed max_odds' },
  );
export type CampaignBodyWire = z.infer<typeof campaignBodySchema>;

/** A campaign as the operator API answers it. */
export const campaignSchema = z.object({
  id: bonusIdSchema,
  kind: campaignKindSchema,
  names: z.record(z.string(), z.string()),
  promotion_state: promotionStateSchema,
  valid_to: isoDateTimeSchema.nullable(),
  auto_issue: z.boolean(),
  show_in_promotion: z.boolean(),
  country_codes: z.array(z.string()),
  freebet_type: freebetVariantSchema.nullable(),
  amounts: z.record(z.string(), z.number().int()),
  currency: currencyCodeSchema.nullable(),
  pool_amount: z.number().int().nonnegative().nullable(),
  issued_count: z.number().int().nonnegative(),
  created_at: isoDateTimeSchema,
});
export type CampaignWire = z.infer<typeof campaignSchema>;

export const campaignResponseSchema = z.object({ data: campaignSchema });
export const campaignsResponseSchema = z.object({ data: z.array(campaignSchema) });

/** GET /api/operator/campaigns filters. */
export const campaignsQuerySchema = z.object({
  kind: campaignKindSchema.optional(),
  promotion_state: promotionStateSchema.optional(),
});

/**
 * POST /api/operator/campaigns/{id}/state: spec §3 promotion states. activate: created -> active;
 * pause: active -> paused; resume: paused -> active; finish: active or paused -> finished;
 * disable: any but disabled -> disabled.
 */
export const CAMPAIGN_ACTIONS = ['activate', 'pause', 'resume', 'finish', 'disable'] as const;
export const campaignStateBodySchema = z.object({ action: z.enum(CAMPAIGN_ACTIONS) });

/** POST /api/operator/promo-codes: a case-insensitive code issuing its campaign's bonus. */
export const promoCodeCreateBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ (at most 40)'),
  campaign_id: bonusIdSchema,
  max_uses: z.number().int().min(1).max(10_000_000).nullable().default(null),
  valid_to: isoDateTimeSchema.nullable().default(null),
});

export const promoCodeSchema = z.object({
  code: z.string(),
  campaign_id: bonusIdSchema,
  max_uses: z.number().int().nullable(),
  uses: z.number().int().nonnegative(),
  valid_to: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export const promoCodeResponseSchema = z.object({ data: promoCodeSchema });

/** POST /api/operator/campaigns/{id}/issue: to a player by id or by email (exactly one). */
export const issueBodySchema = z
  .object({
    player_id: safeTextSchema(100).min(1).optional(),
    email: z.email().max(254).optional(),
  })
  .refine((b) => (b.player_id === undefined) !== (b.email === undefined), {
    message: 'give player_id or email, not both',
  });

/** The bonus issued: its id, the player, its state. */
export const issuedResponseSchema = z.object({
  data: z.object({
    id: bonusIdSchema,
    campaign_id: bonusIdSchema,
    player_id: z.string(),
    state: z.string(),
    amount: z.number().int().nullable(),
    currency: z.string().nullable(),
  }),
});

/** One player's share of a finished tournament's pool, credited to their wallet. */
export const tournamentPayoutSchema = z.object({
  player_id: z.string(),
  /** Leaderboard place, 1-based; tied players share one. */
  position: z.number().int().min(1),
  amount: z.number().int().positive(),
  currency: currencyCodeSchema,
  transaction_id: z.string(),
});
export type TournamentPayoutWire = z.infer<typeof tournamentPayoutSchema>;

/**
 * POST /api/operator/campaigns/{id}/finish: the tournament finished and its pool paid to the
 * leaderboard, once. `paid_now` is false when an earlier call (or the automatic check) paid it:
 * `payouts` are then the ones paid then.
 */
export const tournamentFinishResponseSchema = z.object({
  data: z.object({
    campaign: campaignSchema,
    paid_now: z.boolean(),
    pool_paid_at: isoDateTimeSchema,
    payouts: z.array(tournamentPayoutSchema),
  }),
});
export type TournamentFinishWire = z.infer<typeof tournamentFinishResponseSchema>['data'];
