import { describe, expect, it, test } from 'vitest';
import {
  betResultSchema,
  betsQuerySchema,
  betsResponseSchema,
  betStatusSchema,
  placeBetErrorSchema,
  placedBetSchema,
  placedSelectionSchema,
  placementRequestSchema,
  shareCodeQuerySchema,
} from './bets';
import { page, placedBet, placedSelection } from './test-fixtures';

describe('bet enums (spec §3 Bet)', () => {
  test('statuses are exactly the spec list', () => {
    expect(betStatusSchema.options).toEqual([
      'cashed_out',
      'withdrawn',
      'waiting_results',
      'ready_to_process',
      'done',
      'cancelled',
      'cashout_in_progress',
      'submitted',
      'rejected',
    ]);
  });

  test('results are exactly the spec list', () => {
    expect(betResultSchema.options).toEqual([
      'no_results',
      'canceled',
      'win_entire',
      'lose_entire',
      'refund_entire',
      'refund_half_win_other',
      'refund_half_lose_other',
      'cashed_out',
    ]);
  });
});

describe('placed bet wire schema', () => {
  test.each([
    ['an open single with a cashout offer', placedBet],
    [
      'a settled combo',
      {
        ...placedBet,
        bet_type: 'combo',
        bet_status: 'done',
        result: 'win_entire',
        win_amount: 1250,
        to_cashout: null,
      },
    ],
    ['a treble (shown as combo)', { ...placedBet, bet_type: 'treble' }],
    [
      'a system bet',
      {
        ...placedBet,
        bet_type: 'system',
        system_type: { id: '2/3', win_count: 2, total_count: 3 },
      },
    ],
    ['a comboboost bet', { ...placedBet, bonus: { id: 'cb-1', type: 'comboboost', odds: 1.1 } }],
    ['a freebet without odds', { ...placedBet, bonus: { id: 'fb-1', type: 'freebet_no_risk' } }],
    ['a VIP bet with a reference', { ...placedBet, is_vip: true, bet_ref: 'REF-1' }],
  ])('accepts %s', (_, row) => {
    expect(placedBetSchema.parse(row)).toEqual(row);
  });

  test.each([
    ['an unknown status', { bet_status: 'pending' }],
    ['an unknown result', { result: 'won' }],
    ['an unknown bet type', { bet_type: 'yankee' }],
    ['a stake in major units', { stake: 5.5 }],
    ['a zero stake', { stake: 0 }],
    ['odds of 1', { odds: 1 }],
    ['a negative cashout', { to_cashout: -1 }],
    ['no selections', { selections: [] }],
    ['a jackpot bonus', { bonus: { id: 'j', type: 'jackpot' } }],
    [
      'a malformed system id',
      { system_type: { id: 'two of three', win_count: 2, total_count: 3 } },
    ],
    ['a created_at that is not ISO', { created_at: 'yesterday' }],
  ])('rejects %s', (_, patch) => {
    expect(placedBetSchema.safeParse({ ...placedBet, ...patch }).success).toBe(false);
  });

  test.each([
    ['a canceled result', { result: 'canceled' }],
    ['a match status 9', { match_status: 9 }],
    ['placed odds below 1', { odds: 0.5 }],
    ['a string match id', { match_id: '1' }],
  ])('a selection rejects %s', (_, patch) => {
    expect(placedSelectionSchema.safeParse({ ...placedSelection, ...patch }).success).toBe(false);
  });

  test('the bets list is paginated', () => {
    expect(betsResponseSchema.parse(page([placedBet])).data).toHaveLength(1);
  });
});

describe('bets query schema', () => {
  test('defaults: all bets, all results, page 1, limit 500', () => {
    expect(betsQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 500,
      status: 'all',
      result: 'all',
    });
  });

  test.each([
    ['an unknown bet filter', { status: 'won' }],
    ['an unknown result filter', { result: 'draw' }],
    ['limit 501', { limit: '501' }],
  ])('rejects %s', (_, query) => {
    expect(betsQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('placement request (spec §3 Bet placement payload)', () => {
  const selection = { match_id: 7, market_id: 1, specifier: '', outcome_id: '1', odds: 1.85 };
  const envelope = (bet: Record<string, unknown>) => ({
    meta: { device_id: 'd-1', quick: false, type: 'single' },
    bets: [
      { type: 'single', stake: { value: 500, currency: 'EUR' }, selections: [selection], ...bet },
    ],
  });

  it('accepts a single with its stake in minor units', () => {
    expect(placementRequestSchema.safeParse(envelope({})).success).toBe(true);
  });

  it.each([
    ['odds of 1', { selections: [{ ...selection, odds: 1 }] }],
    ['a zero stake', { stake: { value: 0, currency: 'EUR' } }],
    ['a negative stake', { stake: { value: -100, currency: 'EUR' } }],
    ['a fractional stake', { stake: { value: 1.5, currency: 'EUR' } }],
    ['no selections', { selections: [] }],
    ['a malformed system id', { system_id: 'two of three' }],
    ['odds of 1e308', { selections: [{ ...selection, odds: 1e308 }] }],
    ['a match id past int4', { selections: [{ ...selection, match_id: 2 ** 31 }] }],
    ['a market id past int4', { selections: [{ ...selection, market_id: 2 ** 31 }] }],
    ['a NUL in a specifier', { selections: [{ ...selection, specifier: 'total=\u0000' }] }],
    ['a lone surrogate in an outcome id', { selections: [{ ...selection, outcome_id: '\ud800' }] }],
    ['a stake of 2^53-1', { stake: { value: Number.MAX_SAFE_INTEGER, currency: 'EUR' } }],
    ['custom odds of 1e308', { type: 'custom_bet', custom_odds: 1e308 }],
    ['a system id of 400 digits', { system_id: `${'9'.repeat(400)}/3` }],
  ])('refuses %s', (_name, bet) => {
    expect(placementRequestSchema.safeParse(envelope(bet)).success).toBe(false);
  });

  it('reads a refused placement with per-bet messages', () => {
    const parsed = placeBetErrorSchema.parse({
      code: 101,
      message: 'error.place_bets.invalid_odds',
      data: {
        errors_by_bet: {
          '0': {
            code: 101,
            message: 'error.place_bets.invalid_odds',
            localized_message: 'Odds changed',
          },
        },
      },
    });
    expect(parsed.data.errors_by_bet?.['0']?.localized_message).toBe('Odds changed');
  });
});

describe('share codes', () => {
  it.each(['ab', 'has space', 'x'.repeat(33), '../etc'])('refuses %j', (code) => {
    expect(shareCodeQuerySchema.safeParse({ code }).success).toBe(false);
  });
  it('accepts a short URL-safe code', () => {
    expect(shareCodeQuerySchema.parse({ code: 'Ab3_x-9Q' }).code).toBe('Ab3_x-9Q');
  });
});
