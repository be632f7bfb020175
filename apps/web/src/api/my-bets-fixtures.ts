import type { PlacedBetWire } from '@sportsbook/contract/bets';

/** A wire bet for tests: an open EUR single of 10.00 at 2.50. */
export function wireBet(extra: Partial<PlacedBetWire> = {}): PlacedBetWire {
  return {
    bet_id: 'b1',
    bet_type: 'single',
    bet_ref: null,
    bet_status: 'waiting_results',
    stake: 1000,
    currency: 'EUR',
    subunits: 100,
    win_amount: 0,
    odds: 2.5,
    selections: [
      {
        id: 's1',
        match_id: 7,
        match_urn_id: 'sr:match:7',
        match_status: 0,
        name_a: 'Lions',
        name_b: 'Tigers',
        provider: 'betradar',
        market_id: 1,
        market_name: '1x2',
        specifier: '',
        outcome_id: '1',
        outcome_name: 'Lions',
        odds: 2.5,
        result: 'no_results',
      },
    ],
    created_at: '2026-11-24T08:00:00Z',
    result: 'no_results',
    to_cashout: null,
    bonus: null,
    system_type: null,
    used_in_jackpot: false,
    is_vip: false,
    ...extra,
  };
}
