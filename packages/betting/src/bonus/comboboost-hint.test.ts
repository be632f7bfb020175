import { describe, expect, test } from 'vitest';
import { boostPercent, comboboostHint } from './comboboost-hint';
import { bet } from './test-fixtures';
import type { Comboboost } from './types';

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

describe('comboboostHint: the next boost within reach', () => {
  test.each([
    // selection odds -> selections to add, bonus odds then
    [[2, 2], 1, 1.05], // 2 suitable: one more reaches the first range
    [[2, 1.2], 2, 1.05], // 1.20 is below 1.30: only one counts
    [[2, 2, 2], 2, 1.1], // boosted 5 %: two more for 10 %
    [[2, 2, 2, 2], 1, 1.1],
    [[2, 2, 2, 2, 2, 2], 1, 1.25],
  ])('combo at %j: add %i for x%s', (odds, missing, bonusOdds) => {
    expect(comboboostHint(boost, bet(odds), verified)).toEqual({
      missingSelections: missing,
      minOdds: 1.3,
      bonusOdds,
    });
  });

  test('no hint once the largest boost is reached', () => {
    expect(comboboostHint(boost, bet([2, 2, 2, 2, 2, 2, 2]), verified)).toBeUndefined();
  });

  test('a lone single counts as the combo it becomes; several singles and systems do not', () => {
    expect(comboboostHint(boost, bet([2], 'single'), verified)).toEqual({
      missingSelections: 2,
      minOdds: 1.3,
      bonusOdds: 1.05,
    });
    expect(comboboostHint(boost, bet([2, 2], 'single'), verified)).toBeUndefined();
    expect(comboboostHint(boost, bet([2, 2, 2], 'system'), verified)).toBeUndefined();
  });

  test('an only-verified comboboost gives an unverified player no hint (spec §5)', () => {
    const only = { ...boost, onlyVerified: true };
    expect(comboboostHint(only, bet([2, 2]), { isVerified: false })).toBeUndefined();
    expect(comboboostHint(only, bet([2, 2]), verified)?.missingSelections).toBe(1);
  });

  test('a fixed_odds comboboost hints its constant until it applies, then nothing', () => {
    const fixed: Comboboost = { ...boost, type: 'fixed_odds' };
    expect(comboboostHint(fixed, bet([2, 2]), { isVerified: true, fixedOdds: 1.2 })).toEqual({
      missingSelections: 1,
      minOdds: 1.3,
      bonusOdds: 1.2,
    });
    expect(comboboostHint(fixed, bet([2, 2, 2]), { isVerified: true, fixedOdds: 1.2 })).toBe(
      undefined,
    );
  });

  test('ranges are read in count order whatever order they come in', () => {
    const shuffled = { ...boost, ranges: [...boost.ranges].reverse() };
    expect(comboboostHint(shuffled, bet([2, 2]), verified)?.bonusOdds).toBe(1.05);
  });
});

describe('boostPercent', () => {
  test.each([
    [1.1, 10],
    [1.05, 5],
    [1.125, 12.5],
    [1, 0],
    [2, 100],
  ])('%s -> %s %', (odds, percent) => {
    expect(boostPercent(odds)).toBe(percent);
  });
});
