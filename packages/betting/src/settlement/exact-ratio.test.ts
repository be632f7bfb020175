import { describe, expect, test } from 'vitest';
import {
  compareRatios,
  divideRatios,
  floorTimes,
  multiplyRatios,
  RATIO_ONE,
  RATIO_ZERO,
  ratioOfOdds,
  sumRatios,
  type Ratio,
} from './exact-ratio';

const r = (num: number, den: number): Ratio => ({ num: BigInt(num), den: BigInt(den) });

describe('exact ratios', () => {
  test('decimal odds become odds units over 10^4', () => {
    expect(ratioOfOdds(1.909)).toEqual(r(19_090, 10_000));
  });

  test.each<[string, Ratio[], Ratio]>([
    ['nothing is 1', [], RATIO_ONE],
    ['3/2 x 4/5 = 12/10', [r(3, 2), r(4, 5)], r(12, 10)],
  ])('multiplies: %s', (_, factors, product) => {
    expect(multiplyRatios(factors)).toEqual(product);
  });

  test.each<[string, Ratio[], Ratio]>([
    ['nothing is 0', [], RATIO_ZERO],
    ['1/2 + 1/3 = 5/6 (different denominators)', [r(1, 2), r(1, 3)], r(5, 6)],
    ['1/4 + 3/4 = 1 (same denominator)', [r(1, 4), r(3, 4)], RATIO_ONE],
  ])('adds: %s', (_, terms, sum) => {
    expect(compareRatios(sumRatios(terms), sum)).toBe(0);
  });

  test('divides: 3/2 / 3/4 = 2', () => {
    expect(compareRatios(divideRatios(r(3, 2), r(3, 4)), r(2, 1))).toBe(0);
  });

  test.each<[string, Ratio, Ratio, number]>([
    ['1/2 = 2/4', r(1, 2), r(2, 4), 0],
    ['1/3 < 1/2', r(1, 3), r(1, 2), -1],
    ['3/2 > 1', r(3, 2), RATIO_ONE, 1],
  ])('compares: %s', (_, a, b, sign) => {
    expect(compareRatios(a, b)).toBe(sign);
  });

  test.each<[string, number, Ratio, number]>([
    ['1000 x 1.4525 = 1452.5 rounds down', 1_000, r(29_050, 20_000), 1_452],
    ['7 x 1/2 = 3.5 rounds down', 7, r(1, 2), 3],
    ['500 x 0 = 0', 500, RATIO_ZERO, 0],
  ])('floors: %s', (_, amount, ratio, expected) => {
    expect(floorTimes(amount, ratio)).toBe(expected);
  });
});
