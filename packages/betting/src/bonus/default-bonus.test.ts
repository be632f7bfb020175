import { describe, expect, test } from 'vitest';
import type { BetBonus } from '../ticket/types';
import { defaultBonus } from './default-bonus';
import { bet } from './test-fixtures';
import type { AvailableBonuses, Comboboost, Freebet } from './types';

const comboboost: Comboboost = {
  id: 'cb-1',
  type: 'ranges',
  minOdds: 1.3,
  ranges: [{ minCount: 3, maxCount: 10, bonusOdds: 1.08 }],
  onlyVerified: true,
};
const freebet: Freebet = {
  id: 'fb-1',
  freebetType: 'all_win',
  isActive: true,
  currency: 'EUR',
  amount: 500,
};
const hunting = { id: 'h-1' };
const tournament = { id: 't-1' };
const lootbox = { id: 'l-1' };

describe('defaultBonus: hunting, then tournament, then comboboost (spec §4)', () => {
  test.each<[string, AvailableBonuses, BetBonus | undefined]>([
    [
      'everything',
      { hunting, tournament, comboboost, freebet, lootbox },
      { id: 'h-1', type: 'hunting' },
    ],
    ['no hunting', { tournament, comboboost }, { id: 't-1', type: 'tournament' }],
    ['only a comboboost', { comboboost }, { id: 'cb-1', type: 'comboboost' }],
    [
      'only a freebet and a lootbox: the bettor picks those',
      { freebet: [freebet], lootbox },
      undefined,
    ],
    ['nothing', {}, undefined],
  ])('%s', (_, available, expected) => {
    expect(defaultBonus(available)).toEqual(expected);
  });

  test('with the bet and player, a comboboost comes priced', () => {
    expect(defaultBonus({ comboboost }, { bet: bet([2, 2, 2]), isVerified: true })).toEqual({
      id: 'cb-1',
      type: 'comboboost',
      odds: 1.08,
    });
  });

  test.each([
    ['no active range', bet([2, 2]), true],
    ['an unverified player for an only-verified comboboost', bet([2, 2, 2]), false],
  ])('with the bet and player, a comboboost is skipped for %s', (_, b, isVerified) => {
    expect(defaultBonus({ comboboost }, { bet: b, isVerified })).toBeUndefined();
  });

  test('hunting still wins over a priced comboboost', () => {
    expect(
      defaultBonus({ comboboost, hunting }, { bet: bet([2, 2, 2]), isVerified: true }),
    ).toEqual({
      id: 'h-1',
      type: 'hunting',
    });
  });
});
