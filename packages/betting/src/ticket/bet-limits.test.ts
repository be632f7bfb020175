import { describe, expect, test } from 'vitest';
import {
  betLimitProblems,
  maxStakeWithinLimits,
  ticketBetLimitProblems,
  type BetLimitProblem,
  type BetLimits,
} from './bet-limits';
import { TicketInputError } from './errors';
import { bet, selection, selections, systemBet } from './test-fixtures';

const limits: BetLimits = { maxTotalOdds: 1000, maxPayout: { EUR: 100_000_00, BTC: 2_0000_0000 } };

describe('betLimitProblems: does a bet pass the site limits', () => {
  test.each<[string, { currency: string; totalOdds: number; potentialWin: number }, string[]]>([
    ['well inside', { currency: 'EUR', totalOdds: 3.5, potentialWin: 35_00 }, []],
    ['at both limits', { currency: 'EUR', totalOdds: 1000, potentialWin: 100_000_00 }, []],
    [
      'odds one step above',
      { currency: 'EUR', totalOdds: 1000.0001, potentialWin: 1_00 },
      ['max_odds_exceeded'],
    ],
    [
      'payout one cent above',
      { currency: 'EUR', totalOdds: 16, potentialWin: 100_000_01 },
      ['max_payout_exceeded'],
    ],
    [
      'both above',
      { currency: 'EUR', totalOdds: 6.4e11, potentialWin: 6.4e17 },
      ['max_odds_exceeded', 'max_payout_exceeded'],
    ],
    // past 2^53 the potential win is no longer a safe integer: still above the limit
    [
      'payout past 2^53',
      { currency: 'EUR', totalOdds: 40, potentialWin: 2 ** 60 },
      ['max_payout_exceeded'],
    ],
    [
      'another currency has its own limit',
      { currency: 'BTC', totalOdds: 40, potentialWin: 2_0000_0001 },
      ['max_payout_exceeded'],
    ],
    [
      'a currency without a payout limit',
      { currency: 'GBP', totalOdds: 40, potentialWin: 1e12 },
      [],
    ],
    ['an unpriced bet (0 odds, 0 win)', { currency: 'EUR', totalOdds: 0, potentialWin: 0 }, []],
  ])('%s', (_name, amounts, codes) => {
    expect(betLimitProblems(amounts, limits).map((p) => p.code)).toEqual(codes);
  });

  test('a problem names the limit it passed', () => {
    expect(
      betLimitProblems({ currency: 'EUR', totalOdds: 1200, potentialWin: 120_000_00 }, limits),
    ).toEqual<BetLimitProblem[]>([
      { code: 'max_odds_exceeded', totalOdds: 1200, maxTotalOdds: 1000 },
      {
        code: 'max_payout_exceeded',
        potentialWin: 120_000_00,
        maxPayout: 100_000_00,
        currency: 'EUR',
      },
    ]);
  });

  test('no odds limit when it is Infinity', () => {
    const open = { ...limits, maxTotalOdds: Number.POSITIVE_INFINITY };
    expect(betLimitProblems({ currency: 'EUR', totalOdds: 1e15, potentialWin: 1 }, open)).toEqual(
      [],
    );
  });

  test.each([
    ['NaN odds', { currency: 'EUR', totalOdds: Number.NaN, potentialWin: 1 }],
    ['infinite odds', { currency: 'EUR', totalOdds: Number.POSITIVE_INFINITY, potentialWin: 1 }],
    ['negative win', { currency: 'EUR', totalOdds: 2, potentialWin: -1 }],
    ['NaN win', { currency: 'EUR', totalOdds: 2, potentialWin: Number.NaN }],
  ])('bad input throws: %s', (_name, amounts) => {
    expect(() => betLimitProblems(amounts, limits)).toThrow(TicketInputError);
  });

  test.each([
    ['odds limit not above 1', { maxTotalOdds: 1, maxPayout: {} }],
    ['odds limit NaN', { maxTotalOdds: Number.NaN, maxPayout: {} }],
    ['payout limit fractional', { maxTotalOdds: 10, maxPayout: { EUR: 1.5 } }],
    ['payout limit negative', { maxTotalOdds: 10, maxPayout: { EUR: -1 } }],
  ])('bad limits throw: %s', (_name, bad) => {
    expect(() => betLimitProblems({ currency: 'EUR', totalOdds: 2, potentialWin: 1 }, bad)).toThrow(
      TicketInputError,
    );
  });
});

describe('ticketBetLimitProblems: the limits on a slip bet, at its accepted odds', () => {
  test.each<[string, Parameters<typeof ticketBetLimitProblems>[0], string[]]>([
    ['a single of 10.00 at 2.00', bet('single', [selection(1, 2)], 10_00), []],
    // 3 legs at 35: total odds 42,875 pass 1000 even before a stake
    ['a 3-leg combo at 35 each', bet('combo', selections(35, 35, 35)), ['max_odds_exceeded']],
    // the slip: 10.00 at 8.5 x 6.3 x 8 = 428.4 pays 4,284.00, inside both limits
    ['a 3-leg combo at 428.4', bet('combo', selections(8.5, 6.3, 8), 10_00), []],
    [
      'a 2-leg combo of 6,250.01 at 16',
      bet('combo', selections(4, 4), 6_250_01),
      ['max_payout_exceeded'],
    ],
    ['a 2-leg combo of 6,250.00 at 16', bet('combo', selections(4, 4), 6_250_00), []],
    // comboboost odds count: 16 x 1.1 = 17.6
    [
      'a boosted combo',
      bet('combo', selections(4, 4), 6_000_00, { bonusOdds: 1.1 }),
      ['max_payout_exceeded'],
    ],
    // a 2/3 system of 3 lines at 40 x 40: each line 1,600, mean 1,600
    ['a 2/3 system at 40 each', systemBet(2, selections(40, 40, 40), 3_00), ['max_odds_exceeded']],
    [
      'a custom bet at its price',
      bet('custom_bet', selections(2, 2), 5_000_000_00, { customOdds: 3.5 }),
      ['max_payout_exceeded'],
    ],
    ['an unpriced custom bet', bet('custom_bet', selections(2, 2), 10_00), []],
  ])('%s', (_name, b, codes) => {
    expect(ticketBetLimitProblems(b, limits).map((p) => p.code)).toEqual(codes);
  });
});

describe('maxStakeWithinLimits: the largest stake the limits let a bet take', () => {
  test.each<[string, Parameters<typeof maxStakeWithinLimits>[0], number | null]>([
    // 100,000.00 / 40 = 2,500.00
    ['a single at 40', bet('single', [selection(1, 40)]), 2_500_00],
    // 100,000.00 / 3 = 33,333.333...: the stake whose floor(stake x 3) stays within
    ['a single at 3', bet('single', [selection(1, 3)]), 3_333_333],
    ['a combo at 4 x 4', bet('combo', selections(4, 4)), 6_250_00],
    ['a combo past the odds limit', bet('combo', selections(40, 40)), 0],
    // 3 lines at 2 x 2 = 4 pay 12 x the line stake: 3 lines of 8,333.33 (24,999.99) pay 99,999.96
    ['a 2/3 system', systemBet(2, selections(2, 2, 2)), 24_999_99],
    [
      'a custom bet at its price',
      bet('custom_bet', selections(2, 2), 0, { customOdds: 8 }),
      12_500_00,
    ],
    ['an unpriced custom bet', bet('custom_bet', selections(2, 2)), null],
    [
      'a currency without a payout limit',
      bet('single', [selection(1, 2)], 0, { currency: 'GBP' }),
      null,
    ],
  ])('%s', (_name, b, expected) => {
    expect(maxStakeWithinLimits(b, limits)).toBe(expected);
  });
});
