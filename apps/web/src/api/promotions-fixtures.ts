import type {
  ComboboostWire,
  FarmingBonusWire,
  FreebetWire,
  JackpotHitWire,
  JackpotWire,
  LeaderboardRowWire,
  PredictionQuestionWire,
} from '@sportsbook/contract/promotions';

/** Wire promotions for tests; each parses with its contract schema (promotions.test.ts checks). */

const common = {
  status: 'available' as const,
  country_codes: ['DE'],
  conditions: [{ sport_type: 'regular' as const, sport_id: 1 }],
  valid_to: '2026-12-31T23:00:00.000Z',
  issued: {
    activated_at: null,
    expired_at: null,
    seen: false,
    user_status: 'available' as const,
    times_used: 0,
  },
};

export const wireFreebet = (extra: Partial<FreebetWire> = {}): FreebetWire => ({
  ...common,
  id: 'fb-1',
  name: 'Welcome free bet',
  bonus_type: 'freebet_no_risk',
  freebet_type: 'no_risk',
  min_odds: 1.5,
  max_odds: 10,
  match_status: null,
  selections_count_from: 1,
  selections_count_to: 3,
  is_active: true,
  currency: 'EUR',
  amount: 5_00,
  boost_multiplier: null,
  created_at: '2026-11-25T08:00:00.000Z',
  ...extra,
});

export const wireComboboost = (extra: Partial<ComboboostWire> = {}): ComboboostWire => ({
  ...common,
  id: 'cb-1',
  name: 'Combo boost',
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
  only_verified: true,
  trigger_key: null,
  banners: null,
  ...extra,
});

export const wireFarming = (extra: Partial<FarmingBonusWire> = {}): FarmingBonusWire => ({
  ...common,
  id: 't-1',
  name: 'Champions tournament',
  bonus_type: 'tournament',
  campaign_id: 't-1',
  promotion_state: 'active',
  farming: {
    average_stake: 12_50,
    bets_count: 4,
    points: 40,
    available_points: 40,
    potential_points: 60,
    potential_freebet_amount: 3_00,
    initial_pool: 1_000_00,
  },
  currency: 'EUR',
  subunits: 100,
  farming_freebet_type: 'all_win',
  farm_once_per_event: true,
  show_in_promotion: true,
  farmed_event_ids: [7],
  used_in_bets: ['b-9'],
  freebets_to_boost: [],
  ...extra,
});

export const wireLeaderboard = (): LeaderboardRowWire[] => [
  {
    position: 1,
    is_current_user: false,
    email: 'an***@ex***.com',
    farmed_amount: 25_00,
    currency: 'EUR',
    farmed_freebets_count: 3,
  },
  {
    position: 2,
    is_current_user: true,
    email: 'me***@ex***.com',
    farmed_amount: 10_00,
    currency: 'EUR',
    farmed_freebets_count: 1,
  },
];

export const wireJackpot = (extra: Partial<JackpotWire> = {}): JackpotWire => ({
  id: 'j-1',
  name: 'Mega',
  amount: 12_345_67,
  pool_amount: 12_000_00,
  hits_amount: 345_67,
  currency: 'EUR',
  subunits: 100,
  levels: [
    { name: 'Mini', pool_amount: 100_00, active: true },
    { name: 'Major', pool_amount: 10_000_00, active: false },
  ],
  ...extra,
});

export const wireJackpotHit = (extra: Partial<JackpotHitWire> = {}): JackpotHitWire => ({
  id: 'hit-1',
  jackpot_id: 'j-1',
  amount: 100_00,
  amount_eur: 100_00,
  created_at: '2026-11-25T09:00:00.000Z',
  currency: 'EUR',
  level_code: 'mini',
  level_name: 'Mini',
  name: 'Mega',
  status: 'paid',
  hashed_user_name: 'pl***42',
  seen: false,
  ...extra,
});

export const wirePrediction = (
  extra: Partial<PredictionQuestionWire> = {},
): PredictionQuestionWire => ({
  id: 'p-1',
  title: 'Who wins the final?',
  options: [
    { key: 'home', label: 'Lions' },
    { key: 'away', label: 'Tigers' },
  ],
  closes_at: '2026-12-01T18:00:00.000Z',
  is_open: true,
  vote: null,
  ...extra,
});
