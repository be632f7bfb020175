import { describe, expect, test } from 'vitest';
import { tournamentPrizes } from './tournament-prizes';
import { BonusDataError } from './types';

const r = (points: number, stakeSum = points * 100) => ({ points, stakeSum });
const amounts = (pool: number, ranked: ReturnType<typeof r>[]) =>
  tournamentPrizes(pool, ranked).map((p) => [p.index, p.position, p.amount]);

describe('tournamentPrizes', () => {
  test('places 1-3 get 50 / 30 / 20 %, place 1 the rounding rest; the pool is paid whole', () => {
    expect(amounts(1_000_01, [r(30), r(20), r(10), r(5)])).toEqual([
      [0, 1, 500_01],
      [1, 2, 300_00],
      [2, 3, 200_00],
    ]);
    expect(amounts(7, [r(3), r(2), r(1)])).toEqual([
      [0, 1, 4],
      [1, 2, 2],
      [2, 3, 1],
    ]);
  });

  test('places nobody holds add their share to place 1; no scorer, no prize', () => {
    expect(amounts(100_00, [r(9), r(4)])).toEqual([
      [0, 1, 70_00],
      [1, 2, 30_00],
    ]);
    expect(amounts(100_00, [r(9)])).toEqual([[0, 1, 100_00]]);
    expect(amounts(100_00, [r(0, 50)])).toEqual([]);
    expect(amounts(100_00, [])).toEqual([]);
    expect(amounts(0, [r(1)])).toEqual([]);
  });

  test('equal points and stakes tie: they split their places, leftover units to the earlier', () => {
    // places 2 and 3 (3,000.02 + 2,000.01) shared: 2,500.02 and 2,500.01
    expect(amounts(10_000_07, [r(30), r(20), r(20), r(10)])).toEqual([
      [0, 1, 5_000_04],
      [1, 2, 2_500_02],
      [2, 2, 2_500_01],
    ]);
    // three tied at place 3 share its 20 %
    expect(amounts(100_00, [r(9), r(8), r(5), r(5), r(5)])).toEqual([
      [0, 1, 50_00],
      [1, 2, 30_00],
      [2, 3, 6_67],
      [3, 3, 6_67],
      [4, 3, 6_66],
    ]);
    // equal points but more stake ranks first: no tie
    expect(amounts(100_00, [r(5, 900), r(5, 800)])).toEqual([
      [0, 1, 70_00],
      [1, 2, 30_00],
    ]);
  });

  test('exact past 2^53 / 10,000 and refuses bad input', () => {
    const pool = Number.MAX_SAFE_INTEGER;
    const prizes = tournamentPrizes(pool, [r(3), r(2), r(1)]);
    expect(prizes.reduce((a, p) => a + p.amount, 0)).toBe(pool);
    expect(prizes[2]?.amount).toBe(Number((BigInt(pool) * 2_000n) / 10_000n));
    expect(() => tournamentPrizes(1.5, [r(1)])).toThrow(RangeError);
    expect(() => tournamentPrizes(100, [r(1)], [6_000, 5_000])).toThrow(BonusDataError);
  });
});
