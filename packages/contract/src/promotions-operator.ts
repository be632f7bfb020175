import { z } from 'zod';
import { bonusIdSchema } from './bonus';
import { currencyCodeSchema, isoDateTimeSchema, minorUnitsSchema, safeTextSchema } from './common';
import { JACKPOT_HIT_STATUSES, PROMOTION_STATES } from './vocabulary';

/*
 * The operator API's jackpot and prediction calls (under /api/operator, bearer OPERATOR_API_KEY)
 * and the dev API's forced hit: what an operator sends and reads back. Money in minor units.
 */

/** Texts per locale (`en`, `de`, `pt`, `ar`, `pt-BR`...): `en` is required and the fallback. */
export const localizedTextSchema = z
  .record(
    z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'locale must look like "en" or "pt-BR"'),
    safeTextSchema(200).trim().min(1),
  )
  .refine((names) => typeof names.en === 'string', { message: 'an `en` text is required' });

/** Ids an operator may choose (else the server makes one): letters, digits, `-` and `_`. */
export const operatorIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,60}$/, 'letters, digits, - and _ (at most 60)');

const amountSchema = minorUnitsSchema.nonnegative().max(Number.MAX_SAFE_INTEGER);

/** A level as the operator defines it (issue 15: contribution, seed, trigger rule, cap). */
const levelShape = {
  names: localizedTextSchema,
  /** Basis points of each eligible stake added to this level's pool (100 bp = 1 %). */
  contribution_bp: z.number().int().min(0).max(10_000),
  /** What the pool starts from, and returns to once a hit is paid. */
  seed_amount: amountSchema,
  /** Eligible stakes per expected hit: a bet of stake s hits with chance s / trigger_amount. */
  trigger_amount: amountSchema.min(1),
  /** The pool cap: a contribution that brings the pool to it hits for sure. */
  must_hit_by: amountSchema.min(1),
  /** The pool now; a new level starts at `seed_amount` when absent. */
  pool_amount: amountSchema.optional(),
};

type LevelFields = { seed_amount: number; must_hit_by: number; pool_amount?: number | undefined };
const capAboveSeed = (l: LevelFields) => l.must_hit_by > l.seed_amount;
const poolBelowCap = (l: LevelFields) =>
  l.pool_amount === undefined || l.pool_amount < l.must_hit_by;
const CAP_MESSAGE = { message: 'must_hit_by must be above seed_amount', path: ['must_hit_by'] };
const POOL_MESSAGE = { message: 'pool_amount must be below must_hit_by', path: ['pool_amount'] };

/** Level codes: what hits and the wire's `level_code` name a level by. */
export const levelCodeSchema = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, 'lower-case letters, digits, - and _ (at most 40)');

export const jackpotLevelInputSchema = z
  .object({ code: levelCodeSchema, ...levelShape })
  .refine(capAboveSeed, CAP_MESSAGE)
  .refine(poolBelowCap, POOL_MESSAGE);
export type JackpotLevelInputWire = z.infer<typeof jackpotLevelInputSchema>;

/** PUT /api/operator/jackpots/{id}/levels/{code}: adds the level or changes it (code in the path). */
export const jackpotLevelBodySchema = z
  .object(levelShape)
  .refine(capAboveSeed, CAP_MESSAGE)
  .refine(poolBelowCap, POOL_MESSAGE);

const jackpotShape = {
  names: localizedTextSchema,
  /** A bet feeds the jackpot from this stake on... */
  min_stake: amountSchema.min(1),
  /** ...when every selection's odds are at least this. */
  min_odds: z.number().min(1).max(1_000_000),
  /** `active` takes contributions; `paused` is shown without taking any; others are hidden. */
  state: z.enum(PROMOTION_STATES),
};

/** POST /api/operator/jackpots. */
export const jackpotCreateBodySchema = z.object({
  id: operatorIdSchema.optional(),
  currency: currencyCodeSchema,
  ...jackpotShape,
  state: jackpotShape.state.default('active'),
  levels: z
    .array(jackpotLevelInputSchema)
    .min(1)
    .max(10)
    .refine((levels) => new Set(levels.map((l) => l.code)).size === levels.length, {
      message: 'level codes must differ',
    }),
});

/** PATCH /api/operator/jackpots/{id}: any subset of the jackpot's own fields. */
export const jackpotUpdateBodySchema = z
  .object(jackpotShape)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' });

/** A jackpot as the operator reads it: every setting and the live pools. */
export const operatorJackpotSchema = z.object({
  id: z.string(),
  names: z.record(z.string(), z.string()),
  currency: currencyCodeSchema,
  subunits: z.number().int().positive(),
  min_stake: minorUnitsSchema,
  min_odds: z.number(),
  state: z.enum(PROMOTION_STATES),
  /** The levels' rates together: the share of an eligible stake the jackpot takes. */
  contribution_bp: z.number().int().nonnegative(),
  levels: z.array(
    z.object({
      code: z.string(),
      names: z.record(z.string(), z.string()),
      position: z.number().int().nonnegative(),
      contribution_bp: z.number().int().nonnegative(),
      seed_amount: minorUnitsSchema,
      pool_amount: minorUnitsSchema,
      trigger_amount: minorUnitsSchema,
      must_hit_by: minorUnitsSchema,
      /** `hit`: won and waiting for the payment (no contributions, no draws until then). */
      state: z.enum(['active', 'hit']),
    }),
  ),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type OperatorJackpotWire = z.infer<typeof operatorJackpotSchema>;

export const operatorJackpotResponseSchema = z.object({ data: operatorJackpotSchema });
export const operatorJackpotsResponseSchema = z.object({ data: z.array(operatorJackpotSchema) });

/**
 * Hit statuses as the operator sees them: `pending` (drawn, not yet approved) comes first;
 * `rejected` (refused by the operator) is the operator's own end state: spec §3 hit statuses are
 * approved and paid only, so players never see pending or rejected hits.
 */
export const OPERATOR_HIT_STATUSES = ['pending', ...JACKPOT_HIT_STATUSES, 'rejected'] as const;

/** A hit as the operator reads it: the winner's player id and the bet that drew it. */
export const operatorJackpotHitSchema = z.object({
  id: z.string(),
  jackpot_id: z.string(),
  level_code: z.string(),
  player_id: z.string().nullable(),
  bet_id: z.string().nullable(),
  hashed_user_name: z.string(),
  amount: minorUnitsSchema.positive(),
  currency: currencyCodeSchema,
  amount_eur: minorUnitsSchema.nonnegative(),
  status: z.enum(OPERATOR_HIT_STATUSES),
  seen: z.boolean(),
  transaction_id: z.string().nullable(),
  created_at: isoDateTimeSchema,
  approved_at: isoDateTimeSchema.nullable(),
  paid_at: isoDateTimeSchema.nullable(),
  rejected_at: isoDateTimeSchema.nullable(),
  reject_reason: z.string().nullable(),
});
export type OperatorJackpotHitWire = z.infer<typeof operatorJackpotHitSchema>;

export const operatorJackpotHitResponseSchema = z.object({ data: operatorJackpotHitSchema });
export const operatorJackpotHitsResponseSchema = z.object({
  data: z.array(operatorJackpotHitSchema),
});

/** GET /api/operator/jackpot-hits: newest first. */
export const operatorJackpotHitsQuerySchema = z.object({
  jackpot_id: bonusIdSchema.optional(),
  status: z.enum(OPERATOR_HIT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** POST /api/operator/jackpot-hits/{id}/reject: why the operator refuses a pending hit. */
export const jackpotHitRejectBodySchema = z.object({
  reason: safeTextSchema(500).regex(/\S/, 'must not be blank'),
});

/** POST /api/dev/jackpots/{id}/hit: a hit forced for a player (by id or email) on a level. */
export const forcedJackpotHitBodySchema = z
  .object({
    player_id: safeTextSchema(100).min(1).optional(),
    email: safeTextSchema(254).min(3).optional(),
    level_code: levelCodeSchema,
    /** How far the hit goes at once: `paid` (default) also approves and pays it. */
    status: z.enum(['pending', ...JACKPOT_HIT_STATUSES]).default('paid'),
  })
  .refine((b) => (b.player_id === undefined) !== (b.email === undefined), {
    message: 'name the player by player_id or by email (one of them)',
  });

/** What a vote stores (`data.choice`): lower-case letters, digits, `-` and `_`. */
export const optionKeySchema = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, 'lower-case letters, digits, - and _ (at most 40)');

/** POST /api/operator/predictions (spec §3 Prediction: the question the votes answer). */
export const predictionCreateBodySchema = z.object({
  id: operatorIdSchema.optional(),
  titles: localizedTextSchema,
  options: z
    .array(z.object({ key: optionKeySchema, labels: localizedTextSchema }))
    .min(2)
    .max(20)
    .refine((options) => new Set(options.map((o) => o.key)).size === options.length, {
      message: 'option keys must differ',
    }),
  closes_at: isoDateTimeSchema,
});

/** A prediction as the operator reads it, with the votes per option key. */
export const operatorPredictionSchema = z.object({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  options: z.array(z.object({ key: z.string(), labels: z.record(z.string(), z.string()) })),
  closes_at: isoDateTimeSchema,
  state: z.enum(['open', 'closed']),
  votes: z.record(z.string(), z.number().int().nonnegative()),
  created_at: isoDateTimeSchema,
});
export type OperatorPredictionWire = z.infer<typeof operatorPredictionSchema>;

export const operatorPredictionResponseSchema = z.object({ data: operatorPredictionSchema });
export const operatorPredictionsResponseSchema = z.object({
  data: z.array(operatorPredictionSchema),
});

/** Path parameters of the operator and dev calls. */
export const operatorIdParamsSchema = z.object({ id: bonusIdSchema });
export const levelParamsSchema = z.object({ id: bonusIdSchema, code: levelCodeSchema });
