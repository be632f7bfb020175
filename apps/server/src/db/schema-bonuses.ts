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
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BONUS_STATES,
  FREEBET_VARIANTS,
  PROMOTION_STATES,
  type SportType,
} from '@sportsbook/contract/vocabulary';

/** Translated names keyed by locale tag; `en` is always present and is the fallback. */
type LocalizedNames = { en: string } & Record<string, string>;

// schema.ts re-exports this file, so importing its `players` would be an import cycle: the
// foreign keys name the players table through this one-column view of it (same name and key)
const players = pgTable('players', { id: text('id').primaryKey() });

/*
 * The bonus engine of spec §3 (Bonus common, Comboboost, Freebet, Hunting / tournament / lootbox,
 * promotion states) and §7 /bonuses: campaigns an operator runs, the bonuses issued from them to
 * players, and promo codes that issue them. Money in minor units; odds decimal.
 */

/** Campaign kinds: a freebet campaign's variant is `freebet_type` (its wire type is freebet_<variant>). */
export const CAMPAIGN_KINDS = [
  'comboboost',
  'freebet',
  'hunting',
  'tournament',
  'lootbox',
] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/** Spec §3 event condition: a bet counts when each selection matches one condition (all set fields). */
export interface StoredBonusCondition {
  sportType?: SportType;
  sportId?: number;
  categoryId?: number;
  tournamentId?: number;
  matchId?: number;
}

/** Spec §3 comboboost range, as stored. */
export interface StoredComboboostRange {
  minCount: number;
  maxCount: number;
  bonusOdds: number;
}

/** Spec §3 comboboost banners (desktop and mobile). */
export interface StoredBanners {
  desktop: { id: string; url: string; alt: string };
  mobile: { id: string; url: string; alt: string };
}

/** Terms as paragraphs per locale; `en` is always present and is the fallback. */
export type LocalizedParagraphs = { en: string[] } & Record<string, string[]>;

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A bonus campaign of any §3 kind. Common: names and terms per locale, promotion state, country
 * codes, event conditions, valid_to. Kind-specific columns are null for the other kinds.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    terms: jsonb('terms').$type<LocalizedParagraphs>().notNull(),
    promotionState: text('promotion_state', { enum: PROMOTION_STATES })
      .notNull()
      .default('created'),
    /** ISO 3166 alpha-2 codes of the players' countries it is for; empty: every country. */
    countryCodes: jsonb('country_codes').$type<string[]>().notNull().default([]),
    conditions: jsonb('conditions').$type<StoredBonusCondition[]>().notNull().default([]),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Issued to every player on their first bonus call ("available to everyone"). */
    autoIssue: boolean('auto_issue').notNull().default(false),
    /** Issued bonuses start `available` and need POST /bonuses/{id}/activate; else `active`. */
    activationRequired: boolean('activation_required').notNull().default(false),
    /** Hours an issued bonus lasts (expired_at); null: until valid_to. */
    issuedTtlHours: integer('issued_ttl_hours'),
    showInPromotion: boolean('show_in_promotion').notNull().default(true),
    /** Lowest total odds of a bet it counts for (freebet, farming); the comboboost's per selection. */
    minOdds: doublePrecision('min_odds'),
    // comboboost
    comboboostType: text('comboboost_type', { enum: ['ranges', 'fixed_odds'] }),
    ranges: jsonb('ranges').$type<StoredComboboostRange[]>(),
    onlyVerified: boolean('only_verified').notNull().default(false),
    triggerKey: text('trigger_key'),
    banners: jsonb('banners').$type<StoredBanners>(),
    // freebet (and what hunting awards)
    freebetType: text('freebet_type', { enum: FREEBET_VARIANTS }),
    maxOdds: doublePrecision('max_odds'),
    matchStatus: integer('match_status'),
    selectionsCountFrom: integer('selections_count_from'),
    selectionsCountTo: integer('selections_count_to'),
    /** Freebet amount per currency (minor units): a freebet's stake, a hunting's prize. */
    amounts: jsonb('amounts').$type<Record<string, number>>().notNull().default({}),
    // hunting, tournament, lootbox
    /** Farming currency: stakes in it count, pools are in it. */
    currency: text('currency'),
    farmOncePerEvent: boolean('farm_once_per_event').notNull().default(false),
    /** Points that earn a hunting freebet or unlock a lootbox boost (spec §3 potentialPoints). */
    targetPoints: integer('target_points'),
    /** A lootbox's boost of one freebet (amount x multiplier). */
    boostMultiplier: doublePrecision('boost_multiplier'),
    /** A tournament's pool share of each eligible stake, in basis points (1/100 %). */
    poolShareBps: integer('pool_share_bps'),
    initialPool: bigint('initial_pool', { mode: 'number' }),
    /** A tournament's live pool: the initial pool plus the shares of eligible stakes. */
    poolAmount: bigint('pool_amount', { mode: 'number' }),
    /** When a tournament's pool was paid out to its leaderboard (once: null until then). */
    poolPaidAt: timestamp('pool_paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('bonus_campaigns_kind_idx').on(t.kind, t.promotionState),
    check('bonus_campaigns_kind_check', sql`${t.kind} in (${literals(CAMPAIGN_KINDS)})`),
    check(
      'bonus_campaigns_state_check',
      sql`${t.promotionState} in (${literals(PROMOTION_STATES)})`,
    ),
    check('bonus_campaigns_names_en_check', sql`${t.names} ? 'en'`),
    check('bonus_campaigns_terms_en_check', sql`${t.terms} ? 'en'`),
    check('bonus_campaigns_pool_check', sql`${t.poolAmount} is null or ${t.poolAmount} >= 0`),
  ],
);
export type BonusCampaignRow = typeof bonusCampaigns.$inferSelect;

/** How a bonus came to a player. */
export const ISSUE_SOURCES = ['auto', 'promo_code', 'operator', 'refund', 'farmed'] as const;
export type IssueSource = (typeof ISSUE_SOURCES)[number];

/**
 * A bonus issued to one player (spec §3 issued data): its state, activation, expiry, seen flag,
 * uses; a freebet's amount and currency; a farming bonus's points, bets, stakes and events.
 */
export const issuedBonuses = pgTable(
  'issued_bonuses',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    state: text('state', { enum: BONUS_STATES }).notNull(),
    source: text('source', { enum: ISSUE_SOURCES }).notNull(),
    /** The lost no_risk bet a refund freebet gives back, or the promo code: issued once each. */
    sourceRef: text('source_ref'),
    seen: boolean('seen').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    timesUsed: integer('times_used').notNull().default(0),
    // freebet
    freebetType: text('freebet_type', { enum: FREEBET_VARIANTS }),
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    boostMultiplier: doublePrecision('boost_multiplier'),
    // farming
    points: integer('points').notNull().default(0),
    betsCount: integer('bets_count').notNull().default(0),
    stakeSum: bigint('stake_sum', { mode: 'number' }).notNull().default(0),
    farmedEventIds: jsonb('farmed_event_ids').$type<number[]>().notNull().default([]),
    farmedFreebetsCount: integer('farmed_freebets_count').notNull().default(0),
    /** Bets placed with this bonus. */
    usedInBets: jsonb('used_in_bets').$type<string[]>().notNull().default([]),
    /** When points last moved: the earlier of equal scores ranks first. */
    farmedAt: timestamp('farmed_at', { withTimezone: true }),
  },
  (t) => [
    index('issued_bonuses_player_idx').on(t.playerId, t.campaignId),
    index('issued_bonuses_campaign_idx').on(t.campaignId, t.points),
    // an auto-issued campaign reaches a player once, however many calls race
    uniqueIndex('issued_bonuses_auto_idx')
      .on(t.campaignId, t.playerId)
      .where(sql`${t.source} = 'auto'`),
    uniqueIndex('issued_bonuses_source_ref_idx')
      .on(t.source, t.sourceRef)
      .where(sql`${t.source} = 'refund'`),
    check('issued_bonuses_state_check', sql`${t.state} in (${literals(BONUS_STATES)})`),
    check('issued_bonuses_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
    check('issued_bonuses_points_check', sql`${t.points} >= 0 and ${t.timesUsed} >= 0`),
  ],
);
export type IssuedBonusRow = typeof issuedBonuses.$inferSelect;

/**
 * What a finished tournament paid a player from its pool (issue 15): one row per campaign and
 * player (the primary key), written in the payout's transaction with the wallet credit.
 */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Leaderboard place, 1-based; tied players share one. */
    position: integer('position').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The wallet transaction that credited it. */
    transactionId: text('transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.playerId] }),
    check('tournament_payouts_amount_check', sql`${t.amount} > 0 and ${t.position} >= 1`),
  ],
);
export type TournamentPayoutRow = typeof tournamentPayouts.$inferSelect;

/** A promo code (stored upper-case: codes are case-insensitive) issuing its campaign's bonus. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'cascade' }),
    /** Redemptions allowed over all players; null: unlimited. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('promo_codes_upper_check', sql`${t.code} = upper(${t.code})`),
    check(
      'promo_codes_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
  ],
);
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** One redemption per player and code: the primary key makes a concurrent second one fail. */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    issuedBonusId: text('issued_bonus_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.playerId] })],
);
