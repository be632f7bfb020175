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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@sportsbook/contract/platform';
import { FAVORITE_TYPES } from '@sportsbook/contract/settings';
import {
  BET_RESULTS,
  BET_STATUSES,
  BET_TYPES,
  EVENT_TYPES,
  MARKET_STATUSES,
  MATCH_STATUS,
  ODDS_ACCEPT_MODES,
  ODDS_TYPES,
  PROVIDER_STATUSES,
  PROVIDERS,
  SPORT_TYPES,
  USER_LIMIT_PERIODS,
  USER_LIMIT_STATUSES,
  USER_LIMIT_STRATEGIES,
  USER_LIMIT_TYPES,
} from '@sportsbook/contract/vocabulary';

/** Translated names keyed by locale tag; `en` is always present and is the fallback. */
export type LocalizedNames = { en: string } & Record<string, string>;

// check constraints are written from the vocabulary lists as literals: a migration compares their text
const literals = (values: readonly (string | number)[]) =>
  sql.raw(values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(', '));

/** Spec §3 Sport. Higher priority sorts first (top sports). */
export const sports = pgTable(
  'sports',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    key: text('key').notNull().unique(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    priority: integer('priority').notNull().default(0),
    type: text('type', { enum: SPORT_TYPES }).notNull(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sports_type_check', sql`${t.type} in (${literals(SPORT_TYPES)})`),
    check('sports_provider_check', sql`${t.provider} in (${literals(PROVIDERS)})`),
    check('sports_names_en_check', sql`${t.names} ? 'en'`),
  ],
);

export type SportRow = typeof sports.$inferSelect;

/** Spec §3 Category: a country (or international grouping) within a sport. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    countryCode: text('country_code'),
    priority: integer('priority').notNull().default(0),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_sport_idx').on(t.sportId),
    check('categories_names_en_check', sql`${t.names} ? 'en'`),
  ],
);
export type CategoryRow = typeof categories.$inferSelect;

/** Spec §3 League (tournament); `priority` is the default, `tournament_site_priorities` overrides it. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    priority: integer('priority').notNull().default(0),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    mainMarketOutcomesCount: integer('main_market_outcomes_count').notNull().default(0),
    secondaryMarketOutcomesCount: integer('secondary_market_outcomes_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tournaments_sport_idx').on(t.sportId),
    index('tournaments_category_idx').on(t.categoryId),
    check('tournaments_names_en_check', sql`${t.names} ? 'en'`),
  ],
);
export type TournamentRow = typeof tournaments.$inferSelect;

/** Spec §3: a site's own league priority, overriding the tournament's default. */
export const tournamentSitePriorities = pgTable(
  'tournament_site_priorities',
  {
    site: text('site').notNull(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.tournamentId] })],
);

/** A competitor of an outright, as stored on the event. */
export interface EventCompetitor {
  id: string;
  name: string;
}

/** Score pair as stored (jsonb). */
export interface StoredScore {
  home: number;
  away: number;
}

/** Period score as stored (jsonb), spec §3 periodScore. */
export interface StoredPeriodScore extends StoredScore {
  periodKey: string;
  periodName: string;
  number: number;
  type: string;
}

/** Match clock as stored (jsonb): seconds, `clockUpdatedAt` in ms. */
export interface StoredClock {
  matchTime?: number;
  stoppageTime?: number;
  stoppageTimeAnnounced?: number;
  remainingTime?: number;
  remainingTimeInPeriod?: number;
  stopped: boolean;
  clockUpdatedAt: number;
}

/** One statistics widget row (spec §7 widget calls). */
export interface StoredStatistic {
  type: string;
  period?: number;
  home: number;
  away: number;
}

/**
 * Spec §3 Match and outright events in one table (GET /matches lists both, told apart by type).
 * `available_markets_count` and `top_markets_count` are kept in step with `markets` by the feed.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    urnId: text('urn_id').notNull().unique(),
    slug: text('slug').notNull(),
    type: text('type', { enum: EVENT_TYPES }).notNull(),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id').references(() => tournaments.id, {
      onDelete: 'cascade',
    }),
    parentId: integer('parent_id'),
    /** Outright name; for matches `en` is "A - B" (search and titles). */
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    nameA: text('name_a'),
    nameB: text('name_b'),
    competitors: jsonb('competitors').$type<EventCompetitor[]>().notNull().default([]),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    status: integer('status').notNull().default(0),
    clock: jsonb('clock').$type<StoredClock>(),
    totalScore: jsonb('total_score').$type<StoredScore>(),
    gameScore: jsonb('game_score').$type<StoredScore>(),
    periodScores: jsonb('period_scores').$type<StoredPeriodScore[]>().notNull().default([]),
    currentServer: text('current_server', { enum: ['home', 'away'] }),
    maxPeriodNumber: integer('max_period_number'),
    phase: text('phase'),
    statistics: jsonb('statistics')
      .$type<Record<string, StoredStatistic[]>>()
      .notNull()
      .default({}),
    hasVideo: boolean('has_video').notNull().default(false),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    mainMarketId: integer('main_market_id'),
    secondaryMarketId: integer('secondary_market_id'),
    availableMarketsCount: integer('available_markets_count').notNull().default(0),
    topMarketsCount: integer('top_markets_count').notNull().default(0),
    betsCount: integer('bets_count').notNull().default(0),
    /** Feed slot of a simulated match (restart bookkeeping); null for outrights and imports. */
    feedSlot: integer('feed_slot'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_status_start_idx').on(t.status, t.startTime),
    index('events_sport_idx').on(t.sportId, t.status),
    index('events_tournament_idx').on(t.tournamentId),
    index('events_category_idx').on(t.categoryId),
    index('events_slug_idx').on(t.slug),
    check('events_type_check', sql`${t.type} in (${literals(EVENT_TYPES)})`),
    check(
      'events_status_check',
      sql`${t.status} between ${sql.raw(`${MATCH_STATUS.prematch} and ${MATCH_STATUS.notCovered}`)}`,
    ),
    check('events_names_en_check', sql`${t.names} ? 'en'`),
  ],
);
export type EventRow = typeof events.$inferSelect;

/** An outcome as stored inside its market (jsonb); `result` once the market is settled. */
export interface StoredOutcome {
  outcomeId: string;
  name: string;
  odds: number;
  active: boolean;
  result?: string;
}

/** Spec §3 Market of an event; identity is (event, market id, specifier). */
export const markets = pgTable(
  'markets',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    name: text('name').notNull(),
    status: integer('status').notNull(),
    outcomes: jsonb('outcomes').$type<StoredOutcome[]>().notNull(),
    marketGroups: jsonb('market_groups').$type<string[]>().notNull().default([]),
    priority: integer('priority').notNull().default(0),
    mostBalanced: boolean('most_balanced').notNull().default(true),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.marketId, t.specifier] }),
    check('markets_status_check', sql`${t.status} in (${literals(MARKET_STATUSES)})`),
  ],
);
export type MarketRow = typeof markets.$inferSelect;

/** Spec §4 provider status: an inactive provider's selections cannot be bet on. */
export const providerStatuses = pgTable('provider_statuses', {
  provider: text('provider', { enum: PROVIDERS }).primaryKey(),
  status: text('status', { enum: PROVIDER_STATUSES }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where the feed stopped: a restart catches up from `at` instead of guessing. */
export const feedCursor = pgTable('feed_cursor', {
  id: integer('id').primaryKey(),
  seed: integer('seed').notNull(),
  speed: doublePrecision('speed').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** A player's favorite events and tournaments (spec §7 /favourites/{type}). */
export const favorites = pgTable(
  'favourites',
  {
    userId: text('user_id').notNull(),
    type: text('type', { enum: FAVORITE_TYPES }).notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.objectId] })],
);

/** Spec §3 User profile: a player of the platform; signs in by email or by phone (auth phone). */
export const players = pgTable(
  'players',
  {
    id: text('id').primaryKey(),
    /** Lower-cased; unique among players. */
    email: text('email').unique(),
    /** The phone the player signs in with, when signed up by phone. */
    authPhone: text('auth_phone').unique(),
    phone: text('phone'),
    phoneCountry: text('phone_country'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** `scrypt$N$r$p$salt$hash` (see platform/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    language: text('language').notNull(),
    country: text('country').notNull(),
    /** Spec §6 player groups (ids), e.g. regular and test_payment. */
    statusGroups: jsonb('status_groups').$type<string[]>().notNull().default(['regular']),
    /** Spec §2 tracking parameters sent with the sign-up (after consent), for attribution. */
    attribution: jsonb('attribution').$type<Record<string, string>>(),
    /** Spec §3 Comp points, earned by deposits. */
    compPoints: integer('comp_points').notNull().default(0),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('players_login_check', sql`${t.email} is not null or ${t.authPhone} is not null`),
    check('players_comp_points_check', sql`${t.compPoints} >= 0`),
  ],
);
export type PlayerRow = typeof players.$inferSelect;

/**
 * Failed sign-ins per account and client address (wrong current passwords too): the time-boxed
 * lock of that pair, so a third party locks out only itself (see platform/sign-in-throttle.ts).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.address] }),
    check('sign_in_failures_failures_check', sql`${t.failures} >= 0`),
  ],
);

/** A signed-in browser: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

/**
 * Spec §2 /init-sportsbook: one-time tokens the host platform asks for, exchanged once for a
 * session (src/platform/session-init.ts). Only the SHA-256 is stored; a short life.
 */
export const sessionInitTokens = pgTable(
  'session_init_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('session_init_tokens_player_idx').on(t.playerId)],
);

/** Spec §3 Accounts: one per player and currency; exactly one is active. Minor units. */
export const accounts = pgTable(
  'accounts',
  {
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.currency] }),
    uniqueIndex('accounts_one_active_idx')
      .on(t.playerId)
      .where(sql`${t.active}`),
    check('accounts_balance_check', sql`${t.balance} >= 0`),
  ],
);
export type AccountRow = typeof accounts.$inferSelect;

/** A money movement of an account; `amount` is signed, `balance_after` set once it succeeded. */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    /** Insertion order: newest first without relying on equal timestamps. */
    seq: serial('seq').notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: TRANSACTION_STATUSES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    reference: text('reference'),
    /** Where the payment provider sends the bettor for each outcome (deposits only). */
    returnUrls: jsonb('return_urls').$type<Record<'success' | 'error' | 'pending', string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('transactions_player_idx').on(t.playerId, t.seq),
    check('transactions_type_check', sql`${t.type} in (${literals(TRANSACTION_TYPES)})`),
    check('transactions_status_check', sql`${t.status} in (${literals(TRANSACTION_STATUSES)})`),
  ],
);
export type TransactionRow = typeof transactions.$inferSelect;

export const AUTH_TOKEN_KINDS = ['confirmation', 'reset_password', 'unlock'] as const;
export type AuthTokenKind = (typeof AUTH_TOKEN_KINDS)[number];

/** Single-use tokens of the email links (confirmation, password reset, unlock); SHA-256 only. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AUTH_TOKEN_KINDS }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_tokens_player_idx').on(t.playerId, t.kind),
    check('auth_tokens_kind_check', sql`${t.kind} in ('confirmation', 'reset_password', 'unlock')`),
  ],
);

/** Spec §3 Phone verification: every code sent by SMS (the count limits SMS per day). */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_codes_player_idx').on(t.playerId, t.createdAt)],
);

/** Emails and SMS the platform "sent": the dev outbox (GET /api/dev/outbox) reads them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('outbox_to_idx').on(t.to, t.id),
    check('outbox_channel_check', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/** Spec §3 Betting settings of a player (GET/POST /settings). */
export const bettingSettings = pgTable('betting_settings', {
  playerId: text('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  stakes: jsonb('stakes').$type<Record<string, number[]>>().notNull(),
  autoAcceptOddsChange: text('auto_accept_odds_change', { enum: ODDS_ACCEPT_MODES }).notNull(),
  oddsType: text('odds_type', { enum: ODDS_TYPES }).notNull(),
  pushSubscription: text('push_subscription'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The bonus a bet was placed with (spec §3 Bet bonus), as stored. */
export interface StoredBetBonus {
  id: string;
  type: string;
  odds?: number;
}

/**
 * Spec §3 Bet: one placed bet. Money in minor units of `currency`; `odds` the total odds as placed
 * (the bet-builder price of a custom bet). `status` moves only from an open status, in the same
 * transaction as the money it pays, so nothing is credited twice.
 */
export const bets = pgTable(
  'bets',
  {
    id: text('id').primaryKey(),
    /** Insertion order: newest first without relying on equal timestamps. */
    seq: serial('seq').notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    betType: text('bet_type', { enum: BET_TYPES }).notNull(),
    status: text('status', { enum: BET_STATUSES }).notNull(),
    result: text('result', { enum: BET_RESULTS }).notNull().default('no_results'),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    odds: doublePrecision('odds').notNull(),
    /** `k/n` of a system bet. */
    systemId: text('system_id'),
    bonus: jsonb('bonus').$type<StoredBetBonus>(),
    winAmount: bigint('win_amount', { mode: 'number' }).notNull().default(0),
    /** Last cashout offer pushed (bet_cashout_changed), so only changes are pushed. */
    cashoutOffer: bigint('cashout_offer', { mode: 'number' }),
    deviceId: text('device_id').notNull(),
    quick: boolean('quick').notNull().default(false),
    /** Spec §3 Bet usedInJackpot: the bet fed a jackpot (sportsbook/jackpots/contribution.ts). */
    usedInJackpot: boolean('used_in_jackpot').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('bets_player_idx').on(t.playerId, t.seq),
    // GET /bets counts a player's bets by status (issue 18): the status in the index keeps a
    // filtered count off the other bets' rows, and lets PostgreSQL count from the index alone
    index('bets_player_status_idx').on(t.playerId, t.status, t.seq),
    index('bets_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('submitted', 'waiting_results', 'cashout_in_progress')`),
    check('bets_stake_check', sql`${t.stake} > 0`),
    check('bets_win_amount_check', sql`${t.winAmount} >= 0`),
    check('bets_odds_check', sql`${t.odds} >= 1`),
  ],
);
export type BetRow = typeof bets.$inferSelect;

/**
 * A selection of a placed bet: the outcome, the odds it was placed at and its result. Names are
 * kept as placed, so My Bets reads the same after the match leaves the catalogue.
 */
export const betSelections = pgTable(
  'bet_selections',
  {
    betId: text('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    eventId: integer('event_id').notNull(),
    matchUrnId: text('match_urn_id').notNull(),
    nameA: text('name_a').notNull(),
    nameB: text('name_b').notNull(),
    provider: text('provider', { enum: PROVIDERS }).notNull(),
    marketId: integer('market_id').notNull(),
    marketName: text('market_name').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    outcomeName: text('outcome_name').notNull(),
    odds: doublePrecision('odds').notNull(),
    result: text('result', { enum: BET_RESULTS }).notNull().default('no_results'),
  },
  (t) => [
    primaryKey({ columns: [t.betId, t.position] }),
    index('bet_selections_event_idx').on(t.eventId),
  ],
);
export type BetSelectionRow = typeof betSelections.$inferSelect;

/**
 * A placement's idempotency key: a retry with the same key from the same player gets the bets
 * the first request placed. The primary key makes concurrent duplicates place once.
 */
export const betPlacements = pgTable(
  'bet_placements',
  {
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: a key reused for another body is refused. */
    bodyHash: text('body_hash').notNull(),
    betIds: jsonb('bet_ids').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.key] })],
);

/** A shared bet slip in the placement shape (spec §3 Share bet), found by its random code. */
export interface StoredSharedBet {
  type: (typeof BET_TYPES)[number];
  stake: { value: number; currency: string };
  system_id?: string;
  custom_odds?: number;
  selections: {
    match_id: number;
    market_id: number;
    specifier: string;
    outcome_id: string;
    odds: number;
  }[];
}

export const shareCodes = pgTable('share_codes', {
  code: text('code').primaryKey(),
  bets: jsonb('bets').$type<StoredSharedBet[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Spec §3 User limit: one row per version of a limit (a pending change is a row of its own that
 * replaces `replaces_id` once confirmed). Value: minor units, minutes or days by type.
 */
export const userLimits = pgTable(
  'user_limits',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type', { enum: USER_LIMIT_TYPES }).notNull(),
    status: text('status', { enum: USER_LIMIT_STATUSES }).notNull(),
    strategy: text('strategy', { enum: USER_LIMIT_STRATEGIES }),
    period: text('period', { enum: USER_LIMIT_PERIODS }),
    value: bigint('value', { mode: 'number' }).notNull(),
    currency: text('currency'),
    replacesId: text('replaces_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    confirmUntil: timestamp('confirm_until', { withTimezone: true }),
    disableAt: timestamp('disable_at', { withTimezone: true }),
  },
  (t) => [
    index('user_limits_player_idx').on(t.playerId, t.type),
    check('user_limits_type_check', sql`${t.type} in (${literals(USER_LIMIT_TYPES)})`),
    check('user_limits_status_check', sql`${t.status} in (${literals(USER_LIMIT_STATUSES)})`),
    check('user_limits_value_check', sql`${t.value} > 0`),
  ],
);
export type UserLimitRow = typeof userLimits.$inferSelect;

/**
 * Spec §7 /sportsbook_sessions: one per sign-in session (by its token hash), kept after sign-out
 * so time played over a period can be counted. `last_seen_at` moves with each session check.
 */
export const sportsbookSessions = pgTable(
  'sportsbook_sessions',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionHash: text('session_hash').notNull().unique(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The last reality check the player answered with "continue" (start until then). */
    continuedAt: timestamp('continued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sportsbook_sessions_player_idx').on(t.playerId, t.lastSeenAt)],
);
export type SportsbookSessionRow = typeof sportsbookSessions.$inferSelect;

/** Spec §7 /player/activity_limit_track: each minute a player was active, counted once. */
export const activityMinutes = pgTable(
  'activity_minutes',
  {
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.minute] })],
);

/**
 * Spec §3 Notification: what the server tells a player (bet won, cashout paid, deposit, limits),
 * written in the player's language. `dedupe_key` makes each event write once per player.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    title: text('title').notNull(),
    caption: text('caption'),
    body: text('body').notNull(),
    read: boolean('read').notNull().default(false),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notifications_player_dedupe_idx').on(t.playerId, t.dedupeKey),
    index('notifications_player_created_idx').on(t.playerId, t.createdAt),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
export * from './schema-bonuses';
