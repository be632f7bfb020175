import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SelectionResult } from '../bets/types';
import type { BetType, SystemType } from '../ticket/types';
import { SettlementError } from './errors';
import {
  lineFactor,
  PENDING_SETTLEMENT,
  settleBet,
  type BetSettlement,
  type SettleableBet,
  type SettlementLeg,
} from './settle-bet';

const WIN: SelectionResult = 'win_entire';
const LOSE: SelectionResult = 'lose_entire';
const VOID: SelectionResult = 'refund_entire';
const HALF_WIN: SelectionResult = 'refund_half_win_other';
const HALF_LOSE: SelectionResult = 'refund_half_lose_other';
const OPEN: SelectionResult = 'no_results';

/** Legs from [odds, result] pairs. */
function legs(...pairs: [number, SelectionResult][]): SettlementLeg[] {
  return pairs.map(([odds, result]) => ({ odds, result }));
}

function system(winCount: number, totalCount: number): SystemType {
  return { id: `${winCount}/${totalCount}`, winCount, totalCount };
}

function bet(
  betType: BetType,
  stake: number,
  selections: SettlementLeg[],
  extra: Partial<SettleableBet> = {},
): SettleableBet {
  return { betType, stake, odds: 1, selections, ...extra };
}

const settled = (
  result: BetSettlement['result'],
  payout: number,
  freebetRefund = 0,
): BetSettlement => ({
  status: 'settled',
  result,
  payout,
  freebetRefund,
});

describe('settleBet: singles', () => {
  test.each<[string, SettlementLeg[], number, BetSettlement]>([
    ['a win', legs([1.909, WIN]), 1_000, settled('win_entire', 1_909)],
    ['a loss', legs([1.909, LOSE]), 1_000, settled('lose_entire', 0)],
    ['a void (odds 1)', legs([1.909, VOID]), 1_000, settled('refund_entire', 1_000)],
    // half of 1000 refunded (500) + half at 1.9 (500 x 1.9 = 950) = 1450
    ['a half win', legs([1.9, HALF_WIN]), 1_000, settled('refund_half_win_other', 1_450)],
    // 333 x (1 + 1.905) / 2 = 333 x 1.4525 = 483.6825, rounded down
    [
      'a half win, rounded down',
      legs([1.905, HALF_WIN]),
      333,
      settled('refund_half_win_other', 483),
    ],
    // half of 1000 refunded (500), half lost
    ['a half loss', legs([1.9, HALF_LOSE]), 1_000, settled('refund_half_lose_other', 500)],
    // 7 x 0.5 = 3.5, rounded down
    ['a half loss, rounded down', legs([1.9, HALF_LOSE]), 7, settled('refund_half_lose_other', 3)],
    // 100 x 1.005 = 100.5 pays 100, but the exact return is above the stake: still a half win
    ['a half win at 1.01', legs([1.01, HALF_WIN]), 100, settled('refund_half_win_other', 100)],
    ['no result yet', legs([1.909, OPEN]), 1_000, PENDING_SETTLEMENT],
  ])('%s', (_, selections, stake, expected) => {
    expect(settleBet(bet('single', stake, selections))).toEqual(expected);
  });
});

describe('settleBet: combos', () => {
  test.each<[string, SettlementLeg[], number, BetSettlement]>([
    // 800 x 4 x 5 = 16000
    ['a double at 4.00 and 5.00', legs([4, WIN], [5, WIN]), 800, settled('win_entire', 16_000)],
    // the void leg counts 1: 1000 x 2 x 1.5 = 3000, as the double 2.00 x 1.50
    [
      'a treble with a void leg',
      legs([2, WIN], [3, VOID], [1.5, WIN]),
      1_000,
      settled('win_entire', 3_000),
    ],
    [
      'a treble with a loser',
      legs([2, WIN], [3, LOSE], [1.5, WIN]),
      1_000,
      settled('lose_entire', 0),
    ],
    ['every leg void', legs([2, VOID], [3, VOID]), 1_000, settled('refund_entire', 1_000)],
    // 1000 x 0.5 x 3 = 1500: above the stake
    [
      'a half loss and a win at 3.00',
      legs([1.8, HALF_LOSE], [3, WIN]),
      1_000,
      settled('refund_half_win_other', 1_500),
    ],
    // 1000 x 0.5 x 2 = 1000: exactly the stake back
    [
      'a half loss and a win at 2.00',
      legs([1.8, HALF_LOSE], [2, WIN]),
      1_000,
      settled('refund_entire', 1_000),
    ],
    // 1000 x (1 + 1.9) / 2 x 0.5 = 1000 x 1.45 x 0.5 = 725: below the stake
    [
      'a half win and a half loss',
      legs([1.9, HALF_WIN], [2.2, HALF_LOSE]),
      1_000,
      settled('refund_half_lose_other', 725),
    ],
    // 1000 x 1.45 x 2 = 2900
    [
      'a half win and a win',
      legs([1.9, HALF_WIN], [2, WIN]),
      1_000,
      settled('refund_half_win_other', 2_900),
    ],
    ['a win and a leg without result', legs([2, WIN], [3, OPEN]), 1_000, PENDING_SETTLEMENT],
    // a loser decides the combo: the server may settle it before the other results
    [
      'a loser and a leg without result',
      legs([2, LOSE], [3, OPEN]),
      1_000,
      settled('lose_entire', 0),
    ],
  ])('%s', (_, selections, stake, expected) => {
    expect(settleBet(bet('combo', stake, selections))).toEqual(expected);
  });

  test('a combo whose legs all win pays stake x product of odds, rounded down (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 10_001, max: 200_000 }), { minLength: 1, maxLength: 8 }),
        (stake, units) => {
          // odds carried as integer units of 1/10000: payout = stake x product(units) / 10000^n
          const exact =
            units.reduce((acc, u) => acc * BigInt(u), BigInt(stake)) /
            10_000n ** BigInt(units.length);
          const selections = units.map((u) => ({ odds: u / 10_000, result: WIN }));
          expect(settleBet(bet('combo', stake, selections))).toEqual(
            settled('win_entire', Number(exact)),
          );
        },
      ),
    );
  });

  test('a lost leg makes a combo pay 0 whatever the other results (property)', () => {
    const result = fc.constantFrom(WIN, LOSE, VOID, HALF_WIN, HALF_LOSE, OPEN);
    fc.assert(
      fc.property(fc.array(result, { maxLength: 6 }), fc.nat(6), (others, at) => {
        const results = [...others];
        results.splice(at, 0, LOSE);
        const selections = results.map((r) => ({ odds: 2.5, result: r }));
        expect(settleBet(bet('combo', 1_000, selections))).toEqual(settled('lose_entire', 0));
      }),
    );
  });
});

describe('settleBet: systems', () => {
  test.each<[string, SystemType, SettlementLeg[], number, BetSettlement]>([
    // 900 over C(3,2) = 3 lines: 300 each. AB = 300 x 2 x 3 = 1800, AC and BC lose.
    [
      '2/3 with one loser',
      system(2, 3),
      legs([2, WIN], [3, WIN], [1.5, LOSE]),
      900,
      settled('win_entire', 1_800),
    ],
    // AB = 300 x 1.2 x 1.5 = 540 only: less than the stake, still a won line
    [
      '2/3 with one loser, low odds',
      system(2, 3),
      legs([1.2, WIN], [1.5, WIN], [4, LOSE]),
      900,
      settled('win_entire', 540),
    ],
    // 1000 over 3 lines: 333 each; every line 333 x 2 x 2 = 1332; 3 x 1332 = 3996
    [
      '2/3 all winners, stake not divisible',
      system(2, 3),
      legs([2, WIN], [2, WIN], [2, WIN]),
      1_000,
      settled('win_entire', 3_996),
    ],
    // the void leg shortens its lines: AB = 300 x 2 x 1 = 600, AC = 300 x 2 x 3 = 1800, BC = 300 x 1 x 3 = 900
    [
      '2/3 with a void leg',
      system(2, 3),
      legs([2, WIN], [5, VOID], [3, WIN]),
      900,
      settled('win_entire', 3_300),
    ],
    // 1000 over 3 lines is 333 each, yet a fully void bet gives back the whole stake
    [
      '2/3 all void',
      system(2, 3),
      legs([2, VOID], [5, VOID], [3, VOID]),
      1_000,
      settled('refund_entire', 1_000),
    ],
    [
      '2/3 with two losers',
      system(2, 3),
      legs([2, LOSE], [5, LOSE], [3, WIN]),
      900,
      settled('lose_entire', 0),
    ],
    // every pair holds a loser: decided before C has a result
    [
      '2/3, two losers and one open',
      system(2, 3),
      legs([2, LOSE], [5, LOSE], [3, OPEN]),
      900,
      settled('lose_entire', 0),
    ],
    // line BC (win, open) is undecided
    [
      '2/3, one loser and one open',
      system(2, 3),
      legs([2, LOSE], [5, WIN], [3, OPEN]),
      900,
      PENDING_SETTLEMENT,
    ],
    // 600 over 3 singles: 200 x 2.5 + 200 x (1 + 2) / 2 + 0 = 500 + 300 = 800 > 600
    [
      '1/3 with a half win',
      system(1, 3),
      legs([2.5, WIN], [2, HALF_WIN], [3, LOSE]),
      600,
      settled('refund_half_win_other', 800),
    ],
    // 600 over 3 singles: 200 x 0.5 + 200 x 1 + 0 = 300 < 600
    [
      '1/3 with a half loss',
      system(1, 3),
      legs([2.5, HALF_LOSE], [2, VOID], [3, LOSE]),
      600,
      settled('refund_half_lose_other', 300),
    ],
    // 3/3 is the treble: 1000 x 2 x 2 x 2
    ['3/3', system(3, 3), legs([2, WIN], [2, WIN], [2, WIN]), 1_000, settled('win_entire', 8_000)],
  ])('%s', (_, systemType, selections, stake, expected) => {
    expect(settleBet(bet('system', stake, selections, { systemType }))).toEqual(expected);
  });
});

describe('settleBet: custom bets', () => {
  const custom = (selections: SettlementLeg[]) => bet('custom_bet', 200, selections, { odds: 5.5 });

  test.each<[string, SettlementLeg[], BetSettlement]>([
    // priced as a whole: 200 x 5.5 = 1100, not 200 x 2 x 3
    ['every leg won', legs([2, WIN], [3, WIN]), settled('win_entire', 1_100)],
    ['a lost leg', legs([2, LOSE], [3, OPEN]), settled('lose_entire', 0)],
    ['a leg without result', legs([2, WIN], [3, OPEN]), PENDING_SETTLEMENT],
    ['a void leg voids the bet', legs([2, WIN], [3, VOID]), settled('refund_entire', 200)],
    ['a half leg voids the bet', legs([2, HALF_WIN], [3, WIN]), settled('refund_entire', 200)],
  ])('%s', (_, selections, expected) => {
    expect(settleBet(custom(selections))).toEqual(expected);
  });
});

describe('settleBet: invalid bets', () => {
  const double = legs([2, WIN], [3, WIN]);
  const treble = legs([2, WIN], [3, WIN], [4, WIN]);

  test.each<[string, SettleableBet, string]>([
    ['a zero stake', bet('combo', 0, double), 'invalid_stake'],
    ['a fractional stake', bet('combo', 10.5, double), 'invalid_stake'],
    ['odds below 1', bet('combo', 100, legs([0.9, WIN], [2, WIN])), 'invalid_odds'],
    ['NaN odds', bet('single', 100, legs([Number.NaN, WIN])), 'invalid_odds'],
    ['custom bet odds below 1', bet('custom_bet', 100, double, { odds: 0 }), 'invalid_odds'],
    ['a single with two selections', bet('single', 100, double), 'invalid_selection_count'],
    ['a combo without selections', bet('combo', 100, []), 'invalid_selection_count'],
    ['a system without a system type', bet('system', 900, treble), 'invalid_system_type'],
    [
      'a 2/4 system on 3 selections',
      bet('system', 900, treble, { systemType: system(2, 4) }),
      'invalid_system_type',
    ],
    [
      'a 0/3 system',
      bet('system', 900, treble, { systemType: system(0, 3) }),
      'invalid_system_type',
    ],
    [
      'a 4/3 system',
      bet('system', 900, treble, { systemType: { id: 'x', winCount: 4, totalCount: 3 } }),
      'invalid_system_type',
    ],
    [
      'a fractional win count',
      bet('system', 900, treble, { systemType: { id: 'x', winCount: 1.5, totalCount: 3 } }),
      'invalid_system_type',
    ],
    [
      'a stake below the line count',
      bet('system', 2, treble, { systemType: system(2, 3) }),
      'invalid_stake',
    ],
  ])('rejects %s', (_, invalid, code) => {
    expect(() => settleBet(invalid)).toThrow(SettlementError);
    expect(() => settleBet(invalid)).toThrow(expect.objectContaining({ code }));
  });
});

describe('lineFactor', () => {
  test('is undefined while a leg has no result and no leg lost', () => {
    expect(lineFactor(legs([2, WIN], [3, OPEN]))).toBeUndefined();
    expect(lineFactor(legs([2, OPEN], [3, LOSE]))?.num).toBe(0n);
    expect(lineFactor([])).toEqual({ num: 1n, den: 1n });
  });
});
