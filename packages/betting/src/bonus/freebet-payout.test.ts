import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { stakeTimesOdds } from '../math/exact';
import { freebetPayout, freebetRefundOnLoss, refundFreebetVariant } from './freebet-payout';
import type { FreebetVariant } from './types';

describe('freebetPayout', () => {
  test.each<[number, number, FreebetVariant, number]>([
    // a 5.00 freebet on odds 3.00 returns 15.00
    [1500, 500, 'only_win', 1000], // 15.00 - 5.00: the stake is not returned
    [1500, 500, 'all_win', 1500], // stake included
    [1500, 500, 'no_risk', 1500],
    [500, 500, 'only_win', 0], // odds 1.00: nothing won
    [250, 500, 'only_win', 0], // a half refund below the stake never goes negative
    [0, 500, 'all_win', 0], // a lost bet pays nothing
    [0, 500, 'no_risk', 0],
  ])('return %i on stake %i, %s -> %i', (potentialReturn, stake, variant, expected) => {
    expect(freebetPayout(potentialReturn, stake, variant)).toBe(expected);
  });

  test.each([
    [-1, 500],
    [1500, 2.5],
    [Number.NaN, 500],
  ])('rejects return %s with stake %s', (potentialReturn, stake) => {
    expect(() => freebetPayout(potentialReturn, stake, 'all_win')).toThrow(RangeError);
  });

  test('only_win pays exactly the stake less than all_win on a won bet', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 10_000, max: 1_000_000 }),
        (stake, oddsUnits) => {
          const potentialReturn = stakeTimesOdds(stake, [oddsUnits / 10_000]);
          expect(freebetPayout(potentialReturn, stake, 'all_win')).toBe(
            freebetPayout(potentialReturn, stake, 'only_win') + stake,
          );
        },
      ),
    );
  });
});

describe('freebetRefundOnLoss', () => {
  test.each<[FreebetVariant, boolean]>([
    ['no_risk', true],
    ['all_win', false],
    ['only_win', false],
  ])('%s -> %s', (variant, refunded) => {
    expect(freebetRefundOnLoss(variant)).toBe(refunded);
  });
});

describe('refundFreebetVariant', () => {
  test.each<[FreebetVariant, boolean, FreebetVariant]>([
    ['no_risk', true, 'all_win'],
    ['no_risk', false, 'no_risk'],
    ['all_win', false, 'all_win'],
    ['only_win', false, 'only_win'],
  ])('%s, lost %s -> %s', (variant, lost, expected) => {
    expect(refundFreebetVariant(variant, lost)).toBe(expected);
  });
});
