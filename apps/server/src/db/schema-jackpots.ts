import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { PROMOTION_STATES } from '@sportsbook/contract/vocabulary';
import { bets, players, type LocalizedNames } from './schema';

/*
 * Spec §3 Jackpot, Jackpot hit and Prediction (issue 15): the jackpots bets feed, their levels and
 * hits, and the predictions players vote on. Money in minor units of the jackpot's currency.
 */

// check constraints are written from the lists as literals: a migration compares their text
const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A level waits in `hit` from its hit until the hit is paid: no contributions, no draws. */
export const JACKPOT_LEVEL_STATES = ['active', 'hit'] as const;
/**
 * `pending` (drawn, waiting for the operator) and `rejected` (refused by the operator, its amount
 * back in the level's pool) are never shown to players: spec §3 hit statuses are approved, paid.
 */
export const JACKPOT_HIT_STATES = ['pending', 'approved', 'paid', 'rejected'] as const;
export const PREDICTION_STATES = ['open', 'closed'] as const;

/** Spec §3 Jackpot: `active` ones take contributions; `paused` ones are shown but take none. */
export const jackpots = pgTable(
  'jackpots',
  {
    id: text('id').primaryKey(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    currency: text('currency').notNull(),
    /** A bet feeds the jackpot from this stake on (minor units of `currency`). */
    minStake: bigint('min_stake', { mode: 'number' }).notNull(),
    /** ...and when every selection's odds are at least this. */
    minOdds: doublePrecision('min_odds').notNull(),
    state: text('state', { enum: PROMOTION_STATES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('jackpots_state_check', sql`${t.state} in (${literals(PROMOTION_STATES)})`),
    check('jackpots_min_stake_check', sql`${t.minStake} >= 1`),
    check('jackpots_min_odds_check', sql`${t.minOdds} >= 1`),
    check('jackpots_names_en_check', sql`${t.names} ? 'en'`),
  ],
);
export type JackpotRow = typeof jackpots.$inferSelect;

/**
 * A level of a jackpot: its pool grows by `contribution_bp` basis points of each eligible stake
 * (`carry` keeps the part below one minor unit, in 1/10000 minor units) and is won by a hit.
 */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    jackpotId: text('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    /** Display order: 0 first (the biggest level). */
    position: integer('position').notNull(),
    contributionBp: integer('contribution_bp').notNull(),
    seedAmount: bigint('seed_amount', { mode: 'number' }).notNull(),
    pool: bigint('pool', { mode: 'number' }).notNull(),
    carry: integer('carry').notNull().default(0),
    /** Eligible stakes per expected hit: a bet of stake s hits with chance s / trigger_amount. */
    triggerAmount: bigint('trigger_amount', { mode: 'number' }).notNull(),
    /** The pool cap: a contribution that brings the pool to it hits for sure. */
    mustHitBy: bigint('must_hit_by', { mode: 'number' }).notNull(),
    state: text('state', { enum: JACKPOT_LEVEL_STATES }).notNull().default('active'),
  },
  (t) => [
    primaryKey({ columns: [t.jackpotId, t.code] }),
    check('jackpot_levels_state_check', sql`${t.state} in (${literals(JACKPOT_LEVEL_STATES)})`),
    check('jackpot_levels_bp_check', sql`${t.contributionBp} between 0 and 10000`),
    check('jackpot_levels_carry_check', sql`${t.carry} between 0 and 9999`),
    check('jackpot_levels_seed_check', sql`${t.seedAmount} >= 0 and ${t.pool} >= 0`),
    check('jackpot_levels_trigger_check', sql`${t.triggerAmount} >= 1`),
    check('jackpot_levels_cap_check', sql`${t.mustHitBy} > ${t.seedAmount}`),
    check('jackpot_levels_names_en_check', sql`${t.names} ? 'en'`),
  ],
);
export type JackpotLevelRow = typeof jackpotLevels.$inferSelect;

/** What a bet added to a level's pool; the primary key makes a bet contribute once per level. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    betId: text('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    jackpotId: text('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelCode: text('level_code').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.jackpotId, t.levelCode] }),
    index('jackpot_contributions_jackpot_idx').on(t.jackpotId),
    check('jackpot_contributions_amount_check', sql`${t.amount} >= 0`),
  ],
);

/**
 * Spec §3 Jackpot hit: a level won by a player. The winner is shown only as `hashed_user_name`;
 * `player_id` is kept for the payment and the player's own list (null for demo history).
 */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: text('id').primaryKey(),
    /** Insertion order: newest first without relying on equal timestamps. */
    seq: serial('seq').notNull(),
    jackpotId: text('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelCode: text('level_code').notNull(),
    playerId: text('player_id').references(() => players.id, { onDelete: 'set null' }),
    /** The bet whose draw hit; null for a hit forced through the dev API or seeded. */
    betId: text('bet_id').references(() => bets.id, { onDelete: 'set null' }),
    hashedUserName: text('hashed_user_name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amountEur: bigint('amount_eur', { mode: 'number' }).notNull(),
    status: text('status', { enum: JACKPOT_HIT_STATES }).notNull(),
    seen: boolean('seen').notNull().default(false),
    /** The wallet transaction that paid it. */
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** Why the operator rejected it. */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('jackpot_hits_jackpot_idx').on(t.jackpotId, t.seq),
    index('jackpot_hits_player_idx').on(t.playerId, t.seq),
    check('jackpot_hits_status_check', sql`${t.status} in (${literals(JACKPOT_HIT_STATES)})`),
    check('jackpot_hits_amount_check', sql`${t.amount} > 0 and ${t.amountEur} >= 0`),
  ],
);
export type JackpotHitRow = typeof jackpotHits.$inferSelect;

/** One answer of a prediction: `key` is what a vote stores, `labels` what players read. */
export interface StoredPredictionOption {
  key: string;
  labels: LocalizedNames;
}

/** Spec §3 Prediction: a question players vote on until `closes_at` or until closed. */
export const predictions = pgTable(
  'predictions',
  {
    id: text('id').primaryKey(),
    titles: jsonb('titles').$type<LocalizedNames>().notNull(),
    options: jsonb('options').$type<StoredPredictionOption[]>().notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: PREDICTION_STATES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('predictions_state_check', sql`${t.state} in (${literals(PREDICTION_STATES)})`),
    check('predictions_titles_en_check', sql`${t.titles} ? 'en'`),
  ],
);
export type PredictionRow = typeof predictions.$inferSelect;

/** A player's vote: one per player and prediction, changed in place until the prediction closes. */
export const predictionVotes = pgTable(
  'prediction_votes',
  {
    predictionId: text('prediction_id')
      .notNull()
      .references(() => predictions.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    choice: text('choice').notNull(),
    /** When the vote as it stands was cast (a change moves it). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.predictionId, t.playerId] })],
);
export type PredictionVoteRow = typeof predictionVotes.$inferSelect;
