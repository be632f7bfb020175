import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { binomial, combinations, productOfOdds, stakeTimesOdds, toOddsUnits } from './exact';

describe('stakeTimesOdds', () => {
  test.each([
    [800, [4, 5], 16000], // a double at 4.00 and 5.00 with stake 8.00 returns 160.00
    [100, [2.3], 230], // 2.3 is not exact in binary floating point; the result is
    [1000, [1.15, 1.15], 1322], // 1322.5 rounds down
    [1000, [1.909], 1909],
    [999, [], 999],
    [0, [3.5], 0],
  ])('%i x %j = %i minor units', (stake, odds, expected) => {
    expect(stakeTimesOdds(stake, odds)).toBe(expected);
  });

  test.each([[-1], [1.5], [Number.NaN]])('rejects the stake %s', (stake) => {
    expect(() => stakeTimesOdds(stake, [2])).toThrow(RangeError);
  });

  test('rejects non-finite odds', () => {
    expect(() => toOddsUnits(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  test('never exceeds the exact value and is within one minor unit of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 10_001, max: 500_000 }),
        (stake, units) => {
          const odds = units / 10_000;
          const exact = (BigInt(stake) * BigInt(units)) / 10_000n;
          expect(stakeTimesOdds(stake, [odds])).toBe(Number(exact));
        },
      ),
    );
  });
});

describe('productOfOdds', () => {
  test.each([
    [[2, 1.5], 3],
    [[1.909, 1.909], 3.6443], // 3.644281 rounds half-up to four places
    [[], 1],
  ])('%j -> %d', (odds, expected) => {
    expect(productOfOdds(odds)).toBe(expected);
  });
});

describe('combinations and binomial', () => {
  test('lists every k of n in order', () => {
    expect([...combinations(['a', 'b', 'c', 'd'], 2)].map((c) => c.join(''))).toEqual([
      'ab',
      'ac',
      'ad',
      'bc',
      'bd',
      'cd',
    ]);
    expect([...combinations([1, 2], 0)]).toEqual([[]]);
    expect([...combinations([1, 2], 3)]).toEqual([]);
  });

  test('the number of combinations is C(n, k)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: -1, max: 11 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i);
        expect([...combinations(items, k)]).toHaveLength(binomial(n, k));
      }),
    );
  });
});
