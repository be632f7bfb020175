import { z } from 'zod';
import {
  categoryRefSchema,
  providerSchema,
  sportKeySchema,
  sportRefSchema,
  sportTypeSchema,
  tournamentRefSchema,
} from './catalog';
import {
  idSchema,
  idTextSchema,
  isoDateTimeSchema,
  localeTagSchema,
  MAX_LIST_LIMIT,
  pageQuerySchema,
  paginatedSchema,
  queryBooleanSchema,
  queryListSchema,
} from './common';
import { marketSchema } from './market';
import { EVENT_TYPES, MATCH_STATUSES } from './vocabulary';

/** Match status codes (spec §3): prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const matchStatusSchema = z.literal(MATCH_STATUSES);
export type MatchStatusWire = z.infer<typeof matchStatusSchema>;

/** Event kinds of spec §2 (event page kinds): a match, or an outright of another kind. */
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventTypeWire = z.infer<typeof eventTypeSchema>;

/** The outright kinds: every event type but `match`. */
export const outrightTypeSchema = eventTypeSchema.exclude(['match']);
export type OutrightTypeWire = z.infer<typeof outrightTypeSchema>;

/** A home/away pair: total, game or period score. */
export const scoreSchema = z.object({
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});
export type ScoreWire = z.infer<typeof scoreSchema>;

/** One period's score (spec §3 periodScore): `period_key` like `1st_half`, `number` from 1. */
export const periodScoreSchema = scoreSchema.extend({
  period_key: z.string().min(1),
  period_name: z.string().min(1),
  number: z.number().int().positive(),
  type: z.string().min(1),
});
export type PeriodScoreWire = z.infer<typeof periodScoreSchema>;

const seconds = z.number().int().nonnegative().nullable();

/** The match clock (spec §3). Times in seconds, null when the sport has no such clock. */
export const matchClockSchema = z.object({
  match_time: seconds,
  stoppage_time: seconds,
  stoppage_time_announced: seconds,
  remaining_time: seconds,
  remaining_time_in_period: seconds,
  stopped: z.boolean(),
  clock_updated_at: isoDateTimeSchema.nullable(),
});
export type MatchClockWire = z.infer<typeof matchClockSchema>;

/**
 * Spec §3 Match. Values a match may lack (logos, venue, clock, scores before kick-off) are
 * null, never absent; `main_market`/`secondary_market` are null when not offered.
 */
export const matchSchema = z.object({
  id: idSchema,
  urn_id: z.string().min(1),
  slug: z.string().min(1),
  type: z.literal('match'),
  tournament: tournamentRefSchema,
  category: categoryRefSchema,
  sport: sportRefSchema,
  name_a: z.string().min(1),
  name_b: z.string().min(1),
  logo_a: z.string().min(1).nullable(),
  logo_b: z.string().min(1).nullable(),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  status: matchStatusSchema,
  is_live: z.boolean(),
  is_finished: z.boolean(),
  stage: z.string().nullable(),
  start_time: isoDateTimeSchema,
  clock: matchClockSchema.nullable(),
  total_score: scoreSchema.nullable(),
  game_score: scoreSchema.nullable(),
  period_score: z.array(periodScoreSchema),
  current_server: z.enum(['home', 'away']).nullable(),
  max_period_number: z.number().int().positive().nullable(),
  available_markets_count: z.number().int().nonnegative(),
  main_market_id: z.number().int().positive().nullable(),
  secondary_market_id: z.number().int().positive().nullable(),
  main_market: marketSchema.nullable(),
  secondary_market: marketSchema.nullable(),
  top_markets_count: z.number().int().nonnegative(),
  has_video: z.boolean(),
  provider: providerSchema,
});
export type MatchWire = z.infer<typeof matchSchema>;

/** A competitor of an outright (a team or player of the season, stage or tournament). */
export const competitorSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  logo: z.string().min(1).nullable(),
});
export type CompetitorWire = z.infer<typeof competitorSchema>;

/** The event an outright belongs to (a stage's season, a season's tournament). */
export const eventParentSchema = z.object({
  id: idSchema,
  urn_id: z.string().min(1),
  name: z.string().min(1),
  type: eventTypeSchema,
});
export type EventParentWire = z.infer<typeof eventParentSchema>;

/** Spec §3 Outright event (non-match type): a stage, season or simple tournament. */
export const outrightSchema = z.object({
  id: idSchema,
  urn_id: z.string().min(1),
  slug: z.string().min(1),
  type: outrightTypeSchema,
  name: z.string().min(1),
  parent: eventParentSchema.nullable(),
  competitors: z.array(competitorSchema),
  tournament: tournamentRefSchema.nullable(),
  category: categoryRefSchema,
  sport: sportRefSchema,
  start_time: isoDateTimeSchema,
  end_date: isoDateTimeSchema.nullable(),
  status: matchStatusSchema,
  available_markets_count: z.number().int().nonnegative(),
  provider: providerSchema,
});
export type OutrightWire = z.infer<typeof outrightSchema>;

/** An item of GET /matches: a match or an outright, told apart by `type`. */
export const eventSchema = z.discriminatedUnion('type', [matchSchema, outrightSchema]);
export type EventWire = z.infer<typeof eventSchema>;

/**
 * Sort keys of match lists (spec §9): `priority` orders by sport, category and tournament
 * priority (then start time); the others by match id, start time, or bets placed (most first).
 */
export const matchSortSchema = z.enum(['priority', 'id', 'start_time', 'bets_count']);
export type MatchSortWire = z.infer<typeof matchSortSchema>;

/**
 * GET /api/sportsbook/v2/matches query with every filter of spec §7. `id` and `match_status`
 * take one value or many; `start_from`/`start_to` bound the start time, both inclusive.
 */
export const matchesQuerySchema = pageQuerySchema
  .extend({
    locale: localeTagSchema.default('en'),
    id: queryListSchema(idTextSchema).optional(),
    type: eventTypeSchema.optional(),
    sport_key: sportKeySchema.optional(),
    sport_type: sportTypeSchema.optional(),
    category_id: idTextSchema.optional(),
    tournament_id: idTextSchema.optional(),
    match_status: queryListSchema(z.coerce.number().pipe(matchStatusSchema)).optional(),
    sort_by: matchSortSchema.default('priority'),
    start_from: isoDateTimeSchema.optional(),
    start_to: isoDateTimeSchema.optional(),
    bettable: queryBooleanSchema.optional(),
    max_per_sport: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).optional(),
    favourite: queryBooleanSchema.optional(),
    has_video: queryBooleanSchema.optional(),
    /** An event by its URL slug (the web resolves `/[sport]/[slug]` with it). */
    slug: z
      .string()
      .regex(/^[a-z0-9-]{1,200}$/)
      .optional(),
  })
  .refine(
    (q) => !q.start_from || !q.start_to || Date.parse(q.start_from) <= Date.parse(q.start_to),
    {
      message: 'start_from must not be after start_to',
      path: ['start_from'],
    },
  );
export type MatchesQueryWire = z.infer<typeof matchesQuerySchema>;

/** GET /api/sportsbook/v2/matches response. */
export const matchesResponseSchema = paginatedSchema(eventSchema);
export type MatchesResponseWire = z.infer<typeof matchesResponseSchema>;

/** GET /api/sportsbook/v2/matches/{id} response: one match or outright. */
export const matchResponseSchema = eventSchema;
