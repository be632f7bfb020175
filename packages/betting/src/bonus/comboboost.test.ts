import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { BetType, Selection } from '../ticket/types';
import {
  FIXED_COMBOBOOST_ODDS,
  boostedOdds,
  comboboostBonus,
  comboboostOdds,
  comboboostRange,
  comboboostSuitableSelections,
  syncComboboost,
} from './comboboost';
import type { Comboboost } from './types';
import { BonusDataError } from './types';
import { bet } from './test-fixtures';

const boost: Comboboost = {
  id: 'cb-1',
  type: 'ranges',
  minOdds: 1.3,
  ranges: [
    { minCount: 3, maxCount: 4, bonusOdds: 1.05 },
    { minCount: 5, maxCount: 6, bonusOdds: 1.1 },
    { minCount: 7, maxCount: 20, bonusOdds: 1.25 },
  ],
  onlyVerified: false,
};
const verified = { isVerified: true };

describe('comboboostRange and comboboostOdds', () => {
  test.each([
    // odds of the combo's selections -> active range index, bonus odds
    [[1.5, 1.5], undefined, undefined], // 2 suitable: below the first range
    [[1.5, 1.5, 1.3], 0, 1.05], // 1.30 counts: odds >= minOdds
    [[1.5, 1.5, 1.29], undefined, undefined], // 1.29 does not count: only 2 suitable
    [[1.5, 1.5, 1.5, 1.2, 1.1], 0, 1.05], // 3 suitable of 5
    [[2, 2, 2, 2, 2], 1, 1.1],
    [[2, 2, 2, 2, 2, 2], 1, 1.1],
    [[2, 2, 2, 2, 2, 2, 2], 2, 1.25],
    [Array.from({ length: 21 }, () => 2), undefined, undefined], // above the last maxCount
  ])('combo at %j -> range %s, bonus odds %s', (odds, range, bonusOdds) => {
    expect(comboboostRange(boost, bet(odds), verified)).toBe(range);
    expect(comboboostOdds(boost, bet(odds), verified)).toBe(bonusOdds);
  });

  test('suspended and unavailable selections do not count', () => {
    const combo = bet([1.5, 1.5, 1.5]);
    const [a, b, c] = combo.selections as [Selection, Selection, Selection];
    const withSuspended = { ...combo, selections: [a, b, { ...c, isSuspended: true }] };
    const withGone = { ...combo, selections: [a, { ...b, isNotAvailable: true }, c] };
    expect(comboboostSuitableSelections(boost, withSuspended)).toEqual([a, b]);
    expect(comboboostRange(boost, withSuspended, verified)).toBeUndefined();
    expect(comboboostRange(boost, withGone, verified)).toBeUndefined();
  });

  test('counts the accepted odds, which placement sends, not unaccepted feed moves', () => {
    const combo = bet([1.5, 1.5, 1.5]);
    const [a, b, c] = combo.selections as [Selection, Selection, Selection];
    // the feed moved c from 1.25 up to 1.5, but the bettor has not accepted it yet
    const unaccepted = { ...combo, selections: [a, b, { ...c, acceptedOdds: 1.25 }] };
    expect(comboboostRange(boost, unaccepted, verified)).toBeUndefined();
    // the feed moved c down to 1.25, the bettor still holds 1.5
    const accepted = { ...combo, selections: [a, b, { ...c, odds: 1.25 }] };
    expect(comboboostRange(boost, accepted, verified)).toBe(0);
  });

  test.each<BetType>(['single', 'system', 'custom_bet'])('a %s bet is never boosted', (type) => {
    expect(comboboostRange(boost, bet([2, 2, 2, 2], type), verified)).toBeUndefined();
  });

  test('an only-verified comboboost needs a verified player (spec §5)', () => {
    const onlyVerified = { ...boost, onlyVerified: true };
    const combo = bet([2, 2, 2]);
    expect(comboboostRange(onlyVerified, combo, { isVerified: false })).toBeUndefined();
    expect(comboboostOdds(onlyVerified, combo, { isVerified: false })).toBeUndefined();
    expect(comboboostRange(onlyVerified, combo, verified)).toBe(0);
    expect(comboboostRange(boost, combo, { isVerified: false })).toBe(0);
  });

  test('the fixed-odds type qualifies through its ranges and boosts by the constant', () => {
    const fixed: Comboboost = { ...boost, type: 'fixed_odds' };
    expect(comboboostOdds(fixed, bet([2, 2, 2, 2, 2, 2, 2]), verified)).toBe(FIXED_COMBOBOOST_ODDS);
    expect(comboboostOdds(fixed, bet([2, 2, 2]), { ...verified, fixedOdds: 1.15 })).toBe(1.15);
    expect(comboboostOdds(fixed, bet([2, 2]), verified)).toBeUndefined();
  });

  test.each<[string, Partial<Comboboost>, Partial<{ fixedOdds: number }>]>([
    ['minCount above maxCount', { ranges: [{ minCount: 4, maxCount: 3, bonusOdds: 1.1 }] }, {}],
    ['a negative count', { ranges: [{ minCount: -1, maxCount: 3, bonusOdds: 1.1 }] }, {}],
    ['a fractional count', { ranges: [{ minCount: 2.5, maxCount: 3, bonusOdds: 1.1 }] }, {}],
    ['bonus odds below 1', { ranges: [{ minCount: 2, maxCount: 3, bonusOdds: 0.9 }] }, {}],
    ['NaN bonus odds', { ranges: [{ minCount: 2, maxCount: 3, bonusOdds: Number.NaN }] }, {}],
    ['minOdds below 1', { minOdds: 0.5 }, {}],
    ['fixed odds below 1', { type: 'fixed_odds' }, { fixedOdds: 0.8 }],
  ])('rejects %s', (_, patch, options) => {
    const act = () =>
      comboboostOdds({ ...boost, ...patch }, bet([2, 2, 2]), { ...verified, ...options });
    expect(act).toThrow(BonusDataError);
    expect(act).toThrow(expect.objectContaining({ code: 'invalid_bonus_data' }));
  });

  test('does not depend on the order of the selections', () => {
    const oddsAndShuffle = fc
      .array(fc.integer({ min: 10_000, max: 50_000 }), { maxLength: 12 })
      .map((units) => units.map((u) => u / 10_000))
      .chain((odds) =>
        fc.tuple(
          fc.constant(odds),
          fc.shuffledSubarray(odds, { minLength: odds.length, maxLength: odds.length }),
        ),
      );
    fc.assert(
      fc.property(oddsAndShuffle, ([odds, shuffled]) => {
        expect(comboboostRange(boost, bet(shuffled), verified)).toBe(
          comboboostRange(boost, bet(odds), verified),
        );
      }),
    );
  });
});

describe('comboboostBonus', () => {
  test('prices the bonus for the bet or gives undefined', () => {
    expect(comboboostBonus(boost, bet([2, 2, 2]), verified)).toEqual({
      id: 'cb-1',
      type: 'comboboost',
      odds: 1.05,
    });
    expect(comboboostBonus(boost, bet([2, 2]), verified)).toBeUndefined();
  });
});

describe('syncComboboost', () => {
  const available = { comboboost: boost };
  const boosted = (odds: number[], bonusOdds: number) =>
    bet(odds, 'combo', { bonus: { id: 'cb-1', type: 'comboboost', odds: bonusOdds }, bonusOdds });

  test('keeps the same bet when the bonus odds did not move', () => {
    const b = boosted([2, 2, 2], 1.05);
    expect(syncComboboost(b, available, verified)).toBe(b);
  });

  test('re-prices the bonus when a selection moves the bet to another range', () => {
    const b = boosted([2, 2, 2, 2, 2], 1.05);
    const synced = syncComboboost(b, available, verified);
    expect(synced.bonus).toEqual({ id: 'cb-1', type: 'comboboost', odds: 1.1 });
    expect(synced.bonusOdds).toBe(1.1);
    expect(synced.selections).toBe(b.selections);
  });

  test.each([
    ['no range is active any more', boosted([2, 2], 1.05), available],
    ['the comboboost is no longer offered', boosted([2, 2, 2], 1.05), {}],
    [
      'another comboboost is offered',
      boosted([2, 2, 2], 1.05),
      { comboboost: { ...boost, id: 'cb-2' } },
    ],
  ])('drops the comboboost when %s', (_, b, offer) => {
    const synced = syncComboboost(b, offer, verified);
    expect(synced.bonus).toBeUndefined();
    expect(synced.bonusOdds).toBeUndefined();
    expect(synced.stake).toBe(1000); // the stake was the bettor's: kept
  });

  test('leaves bets without a comboboost alone', () => {
    const hunting = bet([2, 2, 2], 'combo', { bonus: { id: 'h-1', type: 'hunting' } });
    const plain = bet([2, 2, 2]);
    expect(syncComboboost(hunting, available, verified)).toBe(hunting);
    expect(syncComboboost(plain, available, verified)).toBe(plain);
  });
});

describe('boostedOdds', () => {
  test.each([
    [3.2, 1.05, 3.36], // 3.2 x 1.05 = 3.36 exactly
    [1.909, 1.1, 2.0999], // 2.0999 exactly
    [2.5, 1.15, 2.875],
    [1.3333, 1.07, 1.4266], // 1.426631 rounds half-up to 1.4266
    [4.4, undefined, 4.4],
  ])('%d boosted by %s = %d', (total, bonus, expected) => {
    expect(boostedOdds(total, bonus)).toBe(expected);
  });
});
