import { z } from 'zod';
import { currencyCodeSchema, isoDateTimeSchema, MAX_AMOUNT } from './common';
import {
  USER_LIMIT_PERIODS,
  USER_LIMIT_STATUSES,
  USER_LIMIT_STRATEGIES,
  USER_LIMIT_TYPES,
} from './vocabulary';

/**
 * Responsible gambling on the wire (spec §3 User limit, §7 /user_limits, /sportsbook_sessions,
 * /player/activity_limit_track, §8). Values are integers whose unit the type says: minor units of
 * `currency` for bet, loss, wager and deposit; minutes for activity, time, session,
 * sportsbook_session and reality_check (the interval between checks); days for selfexclusion and
 * coolingoff.
 */

export const userLimitTypeSchema = z.enum(USER_LIMIT_TYPES);
export const userLimitStatusSchema = z.enum(USER_LIMIT_STATUSES);
export const userLimitPeriodSchema = z.enum(USER_LIMIT_PERIODS);
export const userLimitStrategySchema = z.enum(USER_LIMIT_STRATEGIES);

/** A value any limit type may carry; each type's own bound is checked by the server (422). */
export const limitValueSchema = z.number().int().min(1).max(MAX_AMOUNT);

/** Spec §3 User limit, with its value, what is used and left of it in the current period. */
export const userLimitSchema = z.object({
  id: z.string(),
  type: userLimitTypeSchema,
  status: userLimitStatusSchema,
  /** Periodic limits only; null otherwise. */
  strategy: userLimitStrategySchema.nullable(),
  period: userLimitPeriodSchema.nullable(),
  parent_type: userLimitTypeSchema.nullable(),
  value: z.number().int(),
  currency: currencyCodeSchema.nullable(),
  /** The limit a pending change (status unconfirmed) would replace once confirmed. */
  replaces_id: z.string().nullable(),
  /** When the limit stops (self-exclusion and cooling-off end, a confirmed removal). */
  disable_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
  /** A pending loosening or removal can be confirmed from this time on. */
  confirm_until: isoDateTimeSchema.nullable(),
  /** Whether the player may confirm the pending change now. */
  confirmable: z.boolean(),
  /** Used and left in the current period (or session) for counted limits in force; else null. */
  used: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** When the current period ends (periodic limits in force); else null. */
  period_ends_at: isoDateTimeSchema.nullable(),
});
export type UserLimitWire = z.infer<typeof userLimitSchema>;

/** GET /user_limits: the player's limits in force and pending (newest first). */
export const userLimitsResponseSchema = z.object({ data: z.array(userLimitSchema) });
export type UserLimitsResponseWire = z.infer<typeof userLimitsResponseSchema>;

/** One limit: POST, PATCH, DELETE /user_limits and the confirm call answer it. */
export const userLimitResponseSchema = z.object({ data: userLimitSchema });

/**
 * POST /user_limits: sets a new limit (in force at once). `currency` for money limits, `period`
 * for periodic ones (strategy `calendar` unless given).
 */
export const createUserLimitBodySchema = z.object({
  type: userLimitTypeSchema,
  value: limitValueSchema,
  currency: currencyCodeSchema.optional(),
  period: userLimitPeriodSchema.optional(),
  strategy: userLimitStrategySchema.optional(),
});
export type CreateUserLimitBodyWire = z.infer<typeof createUserLimitBodySchema>;

/** PATCH /user_limits/{id}: a new value; tighter applies at once, looser waits to be confirmed. */
export const changeUserLimitBodySchema = z.object({ value: limitValueSchema });

/** The id of a limit in a path. */
export const userLimitParamsSchema = z.object({
  id: z.string().regex(/^ul_[A-Za-z0-9_-]{1,64}$/),
});

/** Details of an out-of-limit answer (spec §8 'User is out of limit'). */
export const outOfLimitDetailsSchema = z.object({
  type: userLimitTypeSchema,
  value: z.number().int(),
  currency: currencyCodeSchema.nullable(),
  period: userLimitPeriodSchema.nullable(),
  remaining: z.number().int().nullable(),
  /** When the limit frees up again (end of period, end of exclusion); null when unknown. */
  until: isoDateTimeSchema.nullable(),
  localized_message: z.string(),
});
export type OutOfLimitDetailsWire = z.infer<typeof outOfLimitDetailsSchema>;

/** The message of every out-of-limit answer (spec §8): the client does not report it. */
export const OUT_OF_LIMIT_MESSAGE = 'User is out of limit';

/** POST /sportsbook_sessions and /sportsbook_sessions/continue: the session info (never cached). */
export const sportsbookSessionSchema = z.object({
  id: z.string(),
  started_at: isoDateTimeSchema,
  /** Seconds since the session started. */
  time_played_s: z.number().int().nonnegative(),
  currency: currencyCodeSchema,
  /** Minor units staked, won (wins, cashouts, refunds) and won minus staked since the start. */
  stakes: z.number().int(),
  wins: z.number().int(),
  net_result: z.number().int(),
  /** The reality check interval in seconds (null without a reality_check limit). */
  reality_check_interval_s: z.number().int().positive().nullable(),
  /** When the next reality check is due (null without a reality_check limit). */
  next_reality_check_at: isoDateTimeSchema.nullable(),
});
export type SportsbookSessionWire = z.infer<typeof sportsbookSessionSchema>;

/** POST /player/activity_limit_track: active minutes counted in the activity limit's period. */
export const activityTrackResponseSchema = z.object({
  active_minutes: z.number().int().nonnegative(),
  /** The activity limit in minutes, null without one. */
  limit: z.number().int().positive().nullable(),
});
export type ActivityTrackWire = z.infer<typeof activityTrackResponseSchema>;
