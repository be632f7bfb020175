import { describe, expect, test } from 'vitest';
import type { SelectionResult } from '../bets/types';
import { compareRatios, type Ratio } from './exact-ratio';
import { effectiveLegOdds, isHalfResult, legFactor } from './leg-factor';

const r = (num: number, den: number): Ratio => ({ num: BigInt(num), den: BigInt(den) });

describe('legFactor and effectiveLegOdds', () => {
  test.each<[SelectionResult, number, Ratio | undefined, number | undefined]>([
    ['win_entire', 1.9, r(19, 10), 1.9],
    ['lose_entire', 1.9, r(0, 1), 0],
    ['refund_entire', 1.9, r(1, 1), 1], // void: odds 1
    ['refund_half_win_other', 1.9, r(29, 20), 1.45], // (1 + 1.9) / 2 = 2.9 / 2
    ['refund_half_win_other', 1.9051, r(29_051, 20_000), 1.45255], // 5 places stay exact
    ['refund_half_lose_other', 1.9, r(1, 2), 0.5], // half back, half lost
    ['no_results', 1.9, undefined, undefined],
  ])('%s at %d', (result, odds, factor, decimal) => {
    const exact = legFactor(result, odds);
    if (factor === undefined) expect(exact).toBeUndefined();
    else expect(compareRatios(exact as Ratio, factor)).toBe(0);
    expect(effectiveLegOdds(result, odds)).toBe(decimal);
  });

  test.each<[SelectionResult, boolean]>([
    ['refund_half_win_other', true],
    ['refund_half_lose_other', true],
    ['refund_entire', false],
    ['win_entire', false],
  ])('%s is a half result: %s', (result, half) => {
    expect(isHalfResult(result)).toBe(half);
  });
});
