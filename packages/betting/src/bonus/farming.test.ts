import { describe, expect, test } from 'vitest';
import {
  boostedFreebetAmount,
  farmingPoints,
  farmsOnEvents,
  huntingFreebetsEarned,
  pointsToNextFreebet,
  tournamentPoolShare,
} from './farming';
import { BonusDataError } from './types';

describe('farmingPoints', () => {
  test.each([
    [10_50, 100, 10], // 10.50 EUR: 10 whole units
    [99, 100, 0], // below one unit
    [1_000, 100, 10],
    [12_345, 100_000_000, 0], // BTC satoshis
    [0, 100, 0],
  ])('stake %d with subunits %d farms %d points', (stake, subunits, points) => {
    expect(farmingPoints(stake, subunits)).toBe(points);
  });
  test('rejects a fractional stake and bad subunits', () => {
    expect(() => farmingPoints(10.5, 100)).toThrow(RangeError);
    expect(() => farmingPoints(100, 0)).toThrow(BonusDataError);
  });
});

describe('farmsOnEvents', () => {
  test.each<[number[], number[], boolean, boolean]>([
    [[1, 2], [1], false, true], // not once per event: always farms
    [[1, 2], [3], true, true],
    [[1, 2], [2], true, false],
    [[1], [3, 1], true, false], // a combo with one farmed event does not farm
    [[], [1, 1], true, true],
  ])('farmed %j, bet on %j, once per event %s -> %s', (farmed, events, once, expected) => {
    expect(farmsOnEvents(farmed, events, once)).toBe(expected);
  });
});

describe('huntingFreebetsEarned and pointsToNextFreebet', () => {
  test.each([
    [0, 49, 50, 0],
    [0, 50, 50, 1],
    [49, 151, 50, 3], // crosses 50, 100 and 150
    [100, 120, 50, 0],
  ])('%d -> %d points with target %d earns %d', (before, after, target, earned) => {
    expect(huntingFreebetsEarned(before, after, target)).toBe(earned);
  });
  test('points to the next freebet', () => {
    expect(pointsToNextFreebet(0, 50)).toBe(50);
    expect(pointsToNextFreebet(49, 50)).toBe(1);
    expect(pointsToNextFreebet(50, 50)).toBe(50);
  });
  test('rejects a zero target and decreasing points', () => {
    expect(() => huntingFreebetsEarned(0, 10, 0)).toThrow(BonusDataError);
    expect(() => huntingFreebetsEarned(10, 5, 50)).toThrow(BonusDataError);
    expect(() => pointsToNextFreebet(10, 0)).toThrow(BonusDataError);
  });
});

describe('tournamentPoolShare', () => {
  test.each([
    [10_00, 500, 50], // 5 % of 10.00 = 0.50
    [3_33, 500, 16], // 16.65 rounds down
    [10_00, 0, 0],
    [10_00, 10_000, 10_00],
  ])('stake %d at %d bps adds %d', (stake, bps, share) => {
    expect(tournamentPoolShare(stake, bps)).toBe(share);
  });
  test('rejects a share above the whole stake', () => {
    expect(() => tournamentPoolShare(100, 10_001)).toThrow(BonusDataError);
  });
});

describe('boostedFreebetAmount', () => {
  test.each([
    [5_00, 1.5, 7_50],
    [10_00, 2, 20_00],
    [3_33, 1.25, 4_16], // 416.25 rounds down
    [1_00, 1, 1_00],
  ])('%d boosted x%d = %d', (amount, multiplier, boosted) => {
    expect(boostedFreebetAmount(amount, multiplier)).toBe(boosted);
  });
  test('rejects a multiplier below 1', () => {
    expect(() => boostedFreebetAmount(100, 0.9)).toThrow(BonusDataError);
    expect(() => boostedFreebetAmount(100, Number.NaN)).toThrow(BonusDataError);
  });
});
