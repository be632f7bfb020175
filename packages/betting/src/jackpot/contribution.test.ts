import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { amountInEur, drawsHit, feedsJackpot, levelShare } from './contribution';

const jackpot = { currency: 'EUR', minStake: 1_00, minOdds: 1.5 };

describe('feedsJackpot', () => {
  test.each<[string, Parameters<typeof feedsJackpot>[0], boolean]>([
    ['a single at the minimums', { stake: 1_00, currency: 'EUR', selectionOdds: [1.5] }, true],
    [
      'a combo with every leg above',
      { stake: 5_00, currency: 'EUR', selectionOdds: [2, 1.6] },
      true,
    ],
    ['one leg below the odds', { stake: 5_00, currency: 'EUR', selectionOdds: [2, 1.4999] }, false],
    ['stake below the minimum', { stake: 99, currency: 'EUR', selectionOdds: [2] }, false],
    ['another currency', { stake: 5_00, currency: 'USD', selectionOdds: [2] }, false],
    ['no selections', { stake: 5_00, currency: 'EUR', selectionOdds: [] }, false],
    [
      'a freebet stake',
      { stake: 5_00, currency: 'EUR', selectionOdds: [2], bonusType: 'freebet_no_risk' },
      false,
    ],
    [
      'a comboboost is cash',
      { stake: 5_00, currency: 'EUR', selectionOdds: [2, 2], bonusType: 'comboboost' },
      true,
    ],
    ['no stake yet: odds only', { stake: null, currency: null, selectionOdds: [1.5] }, true],
    ['no stake yet, low odds', { stake: null, currency: null, selectionOdds: [1.2] }, false],
  ])('%s', (_, bet, expected) => {
    expect(feedsJackpot(bet, jackpot)).toBe(expected);
  });
});

describe('levelShare', () => {
  test.each([
    // stake × bp = 1000 × 50 = 50000 -> 5 minor units, nothing carried
    [1000, 50, 0, { amount: 5, carry: 0 }],
    // 999 × 50 = 49950 -> 4 units, 9950 carried
    [999, 50, 0, { amount: 4, carry: 9950 }],
    // 1 × 50 + 9950 = 10000 -> the carry completes a unit
    [1, 50, 9950, { amount: 1, carry: 0 }],
    [0, 50, 123, { amount: 0, carry: 123 }],
    // the largest stake at 100 %: exact beyond 2^53 in the intermediate product
    [Number.MAX_SAFE_INTEGER, 10_000, 0, { amount: Number.MAX_SAFE_INTEGER, carry: 0 }],
  ])('stake %i at %i bp with carry %i', (stake, bp, carry, expected) => {
    expect(levelShare(stake, bp, carry)).toEqual(expected);
  });

  test.each([
    [1.5, 10, 0],
    [-1, 10, 0],
    [100, 10_001, 0],
    [100, 10, 10_000],
  ])('refuses stake %d, %d bp, carry %d', (stake, bp, carry) => {
    expect(() => levelShare(stake, bp, carry)).toThrow(RangeError);
  });

  test('over any run of bets the pool grows by exactly floor(Σ stake × bp / 10000)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_00 }), { maxLength: 50 }),
        fc.integer({ min: 0, max: 10_000 }),
        (stakes, bp) => {
          let carry = 0;
          let pool = 0;
          for (const stake of stakes) {
            const share = levelShare(stake, bp, carry);
            pool += share.amount;
            carry = share.carry;
          }
          const sum = stakes.reduce((a, s) => a + BigInt(s) * BigInt(bp), 0n);
          expect(pool).toBe(Number(sum / 10_000n));
          expect(carry).toBe(Number(sum % 10_000n));
        },
      ),
    );
  });
});

describe('drawsHit', () => {
  const base = { stake: 10_00, triggerAmount: 1_000_00, poolAfter: 500_00, mustHitBy: 1_000_00 };
  test.each([
    // floor(0.0099 × 100000) = 990 < 1000: hit (chance 1000 / 100000 = 1 %)
    [{ ...base, draw: 0.0099 }, true],
    // floor(0.01 × 100000) = 1000, not below the stake
    [{ ...base, draw: 0.01 }, false],
    [{ ...base, draw: 0.999 }, false],
    // the cap: reaching must-hit-by hits whatever the draw
    [{ ...base, poolAfter: 1_000_00, draw: 0.999 }, true],
    // a stake above the trigger amount always hits
    [{ ...base, stake: 2_000_00, draw: 0.999 }, true],
  ])('%o', (input, expected) => {
    expect(drawsHit(input)).toBe(expected);
  });

  test('a draw outside [0, 1) is refused', () => {
    expect(() => drawsHit({ ...base, draw: 1 })).toThrow(RangeError);
  });
});

describe('amountInEur', () => {
  test.each([
    [1234_56, 100, 1, 1234_56],
    // 100.00 USD at 0.92 = 92.00 EUR
    [100_00, 100, 0.92, 92_00],
    // 0.001 BTC (100000 sat, 10^8 per BTC) at 60000 = 60.00 EUR
    [100_000, 100_000_000, 60_000, 60_00],
  ])('%i minor units (%i per unit) at %d', (amount, subunits, rate, expected) => {
    expect(amountInEur(amount, subunits, rate)).toBe(expected);
  });
});
