import { describe, expect, test } from 'vitest';
import { betBonusTypeSchema } from './bonus';
import {
  applicableBonusesResponseSchema,
  bonusBetsBodySchema,
  bonusKindListQuerySchema,
  bonusListQuerySchema,
  bonusSchema,
  comboboostSchema,
  freebetSchema,
  jackpotHitSchema,
  jackpotHitsQuerySchema,
  jackpotSchema,
  jackpotsQuerySchema,
  leaderboardRowSchema,
  markJackpotHitsSeenBodySchema,
  markSeenBodySchema,
  predictionSchema,
  promoCodeBodySchema,
  tournamentListQuerySchema,
  voteBodySchema,
} from './promotions';
import { BONUS_STATES, FREEBET_VARIANTS, USER_BONUS_STATUSES } from './vocabulary';

const common = {
  id: 'b-1',
  name: 'Weekend boost',
  status: 'available',
  country_codes: ['DE'],
  conditions: [{ sport_type: 'regular', sport_id: 1 }],
  valid_to: '2026-12-31T23:59:59.000Z',
  issued: {
    activated_at: null,
    expired_at: null,
    seen: false,
    user_status: 'available',
    times_used: 0,
  },
};
const comboboost = {
  ...common,
  bonus_type: 'comboboost',
  comboboost_type: 'ranges',
  min_odds: 1.3,
  uses_count: 0,
  ranges: [
    { min_count: 3, max_count: 4, bonus_odds: 1.05 },
    { min_count: 5, max_count: 20, bonus_odds: 1.1 },
  ],
  active_range_index: null,
  suitable_selections: 0,
  only_verified: false,
  trigger_key: null,
  banners: null,
};
const freebet = {
  ...common,
  id: 'fb-1',
  bonus_type: 'freebet_no_risk',
  freebet_type: 'no_risk',
  min_odds: 1.5,
  max_odds: null,
  match_status: null,
  selections_count_from: 1,
  selections_count_to: null,
  is_active: true,
  currency: 'EUR',
  amount: 5_00,
  boost_multiplier: null,
  created_at: '2026-11-25T08:00:00.000Z',
};
const hunting = {
  ...common,
  id: 'h-1',
  bonus_type: 'hunting',
  campaign_id: 'bc-h',
  promotion_state: 'active',
  farming: {
    average_stake: 0,
    bets_count: 0,
    points: 0,
    available_points: 0,
    potential_points: 10,
    potential_freebet_amount: 2_00,
    initial_pool: null,
  },
  currency: 'EUR',
  subunits: 100,
  farming_freebet_type: 'all_win',
  farm_once_per_event: true,
  show_in_promotion: true,
  farmed_event_ids: [],
  used_in_bets: [],
  freebets_to_boost: [],
};

describe('promotion wire shapes (spec §3)', () => {
  test('every bonus kind parses as a bonus of the list, told apart by bonus_type', () => {
    for (const bonus of [comboboost, freebet, hunting])
      expect(bonusSchema.parse(bonus).bonus_type).toBe(bonus.bonus_type);
    expect(bonusSchema.safeParse({ ...hunting, bonus_type: 'jackpot' }).success).toBe(false);
  });

  test.each([
    [
      'ranges out of order',
      { ...comboboost, ranges: [{ min_count: 5, max_count: 3, bonus_odds: 1.1 }] },
    ],
    ['no range', { ...comboboost, ranges: [] }],
    [
      'a boost below 1',
      { ...comboboost, ranges: [{ min_count: 3, max_count: 4, bonus_odds: 0.9 }] },
    ],
  ])('comboboost refused: %s', (_, row) => {
    expect(comboboostSchema.safeParse(row).success).toBe(false);
  });

  test.each([
    ['an amount in major units', { ...freebet, amount: 5.5 }],
    ['a zero amount', { ...freebet, amount: 0 }],
    ['an unknown variant', { ...freebet, freebet_type: 'cashback' }],
    ['an unknown state', { ...freebet, status: 'gone' }],
  ])('freebet refused: %s', (_, row) => {
    expect(freebetSchema.safeParse(row).success).toBe(false);
  });

  test('each freebet variant is a bet bonus type, and the player statuses are bonus states', () => {
    for (const variant of FREEBET_VARIANTS)
      expect(betBonusTypeSchema.safeParse(`freebet_${variant}`).success).toBe(true);
    for (const status of USER_BONUS_STATUSES) expect(BONUS_STATES).toContain(status);
  });

  test('leaderboard, jackpot, hit and prediction rows', () => {
    expect(
      leaderboardRowSchema.safeParse({
        position: 1,
        is_current_user: true,
        email: 'jo***@ex***.com',
        farmed_amount: 12_00,
        currency: 'EUR',
        farmed_freebets_count: 2,
      }).success,
    ).toBe(true);
    const jackpot = {
      id: 'j-1',
      name: 'Mega',
      amount: 1_000_00,
      pool_amount: 900_00,
      hits_amount: 100_00,
      currency: 'EUR',
      subunits: 100,
      levels: [{ name: 'Gold', pool_amount: 900_00, active: true }],
    };
    expect(jackpotSchema.safeParse(jackpot).success).toBe(true);
    expect(jackpotSchema.safeParse({ ...jackpot, amount: -1 }).success).toBe(false);
    const hit = {
      id: 'hit-1',
      jackpot_id: 'j-1',
      amount: 50_00,
      amount_eur: 50_00,
      created_at: '2026-11-25T08:00:00.000Z',
      currency: 'EUR',
      level_code: 'gold',
      level_name: 'Gold',
      name: 'Mega',
      status: 'approved',
      hashed_user_name: '3f9a…',
      seen: false,
    };
    expect(jackpotHitSchema.safeParse(hit).success).toBe(true);
    expect(jackpotHitSchema.safeParse({ ...hit, status: 'pending' }).success).toBe(false);
    expect(
      predictionSchema.safeParse({
        prediction_id: 'p-1',
        data: { home: 2, away: 1 },
        created_at: '2026-11-25T08:00:00.000Z',
      }).success,
    ).toBe(true);
  });
});

describe('promotion call inputs (spec §7, §9)', () => {
  test('GET /bonuses: 4 per type by default; booleans from the query string', () => {
    expect(bonusListQuerySchema.parse({})).toEqual({ limit_per_type: 4 });
    expect(bonusListQuerySchema.parse({ available: 'true', unseen: 'false' })).toMatchObject({
      available: true,
      unseen: false,
    });
    expect(bonusListQuerySchema.safeParse({ limit_per_type: '0' }).success).toBe(false);
    expect(bonusListQuerySchema.safeParse({ type: 'cashback' }).success).toBe(false);
  });

  test('GET /jackpot-hits: 10 by default', () => {
    expect(jackpotHitsQuerySchema.parse({}).limit).toBe(10);
    expect(jackpotHitsQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });

  test('jackpot queries take a locale; marking hits seen takes 1 to 100 ids', () => {
    expect(jackpotHitsQuerySchema.parse({ locale: 'de', for_user: 'true' })).toMatchObject({
      locale: 'de',
      for_user: true,
    });
    expect(jackpotsQuerySchema.safeParse({ locale: 'german' }).success).toBe(false);
    expect(markJackpotHitsSeenBodySchema.safeParse({ ids: ['h-1'] }).success).toBe(true);
    expect(markJackpotHitsSeenBodySchema.safeParse({ ids: [] }).success).toBe(false);
    expect(
      markJackpotHitsSeenBodySchema.safeParse({
        ids: Array.from({ length: 101 }, (_, i) => `${i}`),
      }).success,
    ).toBe(false);
  });

  test.each([
    ['WELCOME-10', true],
    ['  spaced_1 ', true],
    ['', false],
    ['a b', false],
    ['<script>', false],
    ['x'.repeat(41), false],
  ])('promo code %j', (code, valid) => {
    expect(promoCodeBodySchema.safeParse({ code }).success).toBe(valid);
  });

  test('mark-as-seen takes 1 to 100 bonuses', () => {
    expect(markSeenBodySchema.safeParse({ bonuses: [] }).success).toBe(false);
    expect(
      markSeenBodySchema.safeParse({ bonuses: [{ id: 'fb-1', type: 'freebet' }] }).success,
    ).toBe(true);
    const many = Array.from({ length: 101 }, (_, i) => ({ id: `b-${i}`, type: 'freebet' }));
    expect(markSeenBodySchema.safeParse({ bonuses: many }).success).toBe(false);
  });
});

describe('promotion calls (spec §7)', () => {
  const bet = {
    type: 'combo',
    selections: [
      { match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 1.5 },
      { match_id: 2, market_id: 1, specifier: '', outcome_id: '2', odds: 2.1 },
    ],
  };

  test('POST /bonuses reads the bets without a stake or a bonus; a bonus sent along is dropped', () => {
    const parsed = bonusBetsBodySchema.parse({
      bets: [{ ...bet, bonus: { id: 'x', type: 'comboboost' } }],
    });
    expect(parsed.bets[0]).not.toHaveProperty('bonus');
    expect(bonusBetsBodySchema.safeParse({ bets: [] }).success).toBe(false);
    expect(
      bonusBetsBodySchema.safeParse({ bets: [{ ...bet, stake: { value: -1, currency: 'EUR' } }] })
        .success,
    ).toBe(false);
  });

  test('its answer has one entry per bet with the freebets as a list', () => {
    const none = { comboboost: null, freebets: [], hunting: null, tournament: null, lootbox: null };
    expect(applicableBonusesResponseSchema.safeParse({ data: [none] }).success).toBe(true);
    expect(
      applicableBonusesResponseSchema.safeParse({ data: [{ ...none, freebets: [freebet] }] })
        .success,
    ).toBe(true);
    expect(
      applicableBonusesResponseSchema.safeParse({ data: [{ ...none, freebets: freebet }] }).success,
    ).toBe(false);
  });

  test('GET /bonuses/{kind}: 4 a page by default (spec §9), promotion states only', () => {
    expect(bonusKindListQuerySchema.parse({})).toEqual({ page: 1, limit: 4 });
    expect(bonusKindListQuerySchema.safeParse({ status: 'expired' }).success).toBe(false);
    expect(bonusKindListQuerySchema.parse({ is_available: 'true' }).is_available).toBe(true);
  });

  test('GET /bonuses/tournaments: 1 a page by default (spec §9 hunting tournaments)', () => {
    expect(tournamentListQuerySchema.parse({})).toEqual({ page: 1, limit: 1 });
    expect(tournamentListQuerySchema.parse({ limit: '3' }).limit).toBe(3);
  });

  test('a tournament carries its live pool; other farming bonuses may leave it out', () => {
    const tournament = {
      ...hunting,
      bonus_type: 'tournament',
      farming: { ...hunting.farming, initial_pool: 100_00, pool_amount: 123_45 },
    };
    expect(bonusSchema.safeParse(tournament).success).toBe(true);
    const negative = { ...tournament, farming: { ...tournament.farming, pool_amount: -1 } };
    expect(bonusSchema.safeParse(negative).success).toBe(false);
  });

  test('POST /vote needs a choice', () => {
    expect(
      voteBodySchema.safeParse({ prediction_id: 'p-1', data: { choice: 'home' } }).success,
    ).toBe(true);
    expect(voteBodySchema.safeParse({ prediction_id: 'p-1', data: {} }).success).toBe(false);
  });
});
