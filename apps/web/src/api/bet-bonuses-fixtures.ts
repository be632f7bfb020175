import {
  bonusBetsBodySchema,
  type AvailableBonusesWire,
  type ComboboostWire,
  type FarmingBonusWire,
  type FreebetWire,
} from '@sportsbook/contract/promotions';

// Wire bonuses of POST /bonuses for tests: realistic rows, patched per case.

const common: Pick<
  ComboboostWire,
  'status' | 'country_codes' | 'conditions' | 'valid_to' | 'issued'
> = {
  status: 'available',
  country_codes: [],
  conditions: [],
  valid_to: '2026-12-31T23:59:59.000Z',
  issued: {
    activated_at: '2026-11-25T08:00:00.000Z',
    expired_at: null,
    seen: true,
    user_status: 'active',
    times_used: 0,
  },
};

export const wireComboboost = (patch: Partial<ComboboostWire> = {}): ComboboostWire => ({
  ...common,
  id: 'cb-1',
  name: 'Combo boost',
  bonus_type: 'comboboost',
  comboboost_type: 'ranges',
  min_odds: 1.3,
  uses_count: 0,
  ranges: [
    { min_count: 3, max_count: 3, bonus_odds: 1.05 },
    { min_count: 4, max_count: 20, bonus_odds: 1.1 },
  ],
  active_range_index: null,
  suitable_selections: 0,
  only_verified: false,
  trigger_key: null,
  banners: null,
  ...patch,
});

export const wireFreebet = (patch: Partial<FreebetWire> = {}): FreebetWire => ({
  ...common,
  id: 'fb-1',
  name: 'Welcome free bet',
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
  ...patch,
});

export const wireFarming = (
  bonusType: FarmingBonusWire['bonus_type'],
  patch: Partial<FarmingBonusWire> = {},
): FarmingBonusWire => ({
  ...common,
  id: `${bonusType}-1`,
  name: bonusType === 'hunting' ? 'Goal hunt' : 'Weekly tournament',
  bonus_type: bonusType,
  campaign_id: `bc-${bonusType}`,
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
  farm_once_per_event: false,
  show_in_promotion: true,
  farmed_event_ids: [],
  used_in_bets: [],
  freebets_to_boost: [],
  ...patch,
});

export const wireAvailable = (patch: Partial<AvailableBonusesWire> = {}): AvailableBonusesWire => ({
  comboboost: null,
  freebets: [],
  hunting: null,
  tournament: null,
  lootbox: null,
  ...patch,
});

/** A fetch answering POST /v2/bonuses with `offer(betIndex)` per bet of the body, kept in `sent`. */
export const bonusesFetch =
  (server: { offer: (betIndex: number) => AvailableBonusesWire; sent: unknown[] }) =>
  (url: string, init?: RequestInit): Promise<Response> => {
    if (!new URL(url, 'http://x').pathname.endsWith('/v2/bonuses'))
      return Promise.reject(new Error(`no ${url}`));
    const body = bonusBetsBodySchema.parse(JSON.parse(init?.body as string));
    server.sent.push(body);
    return Promise.resolve(
      new Response(JSON.stringify({ data: body.bets.map((_, i) => server.offer(i)) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
