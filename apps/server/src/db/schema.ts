import { sql } from 'drizzle-orm';
import {
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

/** Translated names keyed by locale tag; `en` is always present and is the fallback. */
export type LocalizedNames = { en: string } & Record<string, string>;

export const SPORT_TYPES = ['regular', 'cyber'] as const;
export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;

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
    check('sports_type_check', sql`${t.type} in ('regular', 'cyber')`),
    check('sports_provider_check', sql`${t.provider} in ('betradar', 'oddin', 'betconstruct')`),
    check('sports_names_en_check', sql`${t.names} ? 'en'`),
  ],
);

export type SportRow = typeof sports.$inferSelect;

export const EVENT_TYPES = ['match', 'season', 'stage', 'simple_tournament'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

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
    check('events_type_check', sql`${t.type} in ('match', 'season', 'stage', 'simple_tournament')`),
    check('events_status_check', sql`${t.status} between 0 and 5`),
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
    check('markets_status_check', sql`${t.status} in (1, -1, 0, -2, -3, -4)`),
  ],
);
export type MarketRow = typeof markets.$inferSelect;

/** Spec §4 provider status: an inactive provider's selections cannot be bet on. */
export const providerStatuses = pgTable('provider_statuses', {
  provider: text('provider', { enum: PROVIDERS }).primaryKey(),
  status: text('status', { enum: ['active', 'inactive'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where the feed stopped: a restart catches up from `at` instead of guessing. */
export const feedCursor = pgTable('feed_cursor', {
  id: integer('id').primaryKey(),
  seed: integer('seed').notNull(),
  speed: doublePrecision('speed').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** A player's favourite events and tournaments (spec §7 /favourites/{type}). */
export const favourites = pgTable(
  'favourites',
  {
    userId: text('user_id').notNull(),
    type: text('type', { enum: ['matches', 'tournaments'] }).notNull(),
    objectId: integer('object_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.objectId] })],
);
