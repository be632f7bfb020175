import { describe, expect, test } from 'vitest';
import {
  betResultSchema,
  betsQuerySchema,
  betsResponseSchema,
  betStatusSchema,
  placedBetSchema,
  placedSelectionSchema,
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
