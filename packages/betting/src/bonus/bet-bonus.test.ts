import { describe, expect, test } from 'vitest';
import type { BetBonus, BetBonusType } from '../ticket/types';
import { isFreebetBonusType, removeBonus, setBetBonus } from './bet-bonus';
import { bet } from './test-fixtures';
import { BonusDataError } from './types';

const freebetBet = bet([2, 2], 'combo', {
  bonus: { id: 'fb-1', type: 'freebet_all_win' },
  stake: 500,
  stakeSource: 'freebet',
  freebetStake: 500,
});
const boostedBet = bet([2, 2, 2], 'combo', {
  bonus: { id: 'cb-1', type: 'comboboost', odds: 1.05 },
  bonusOdds: 1.05,
});

describe('isFreebetBonusType', () => {
  test.each<[BetBonusType, boolean]>([
    ['freebet', true],
    ['freebet_no_risk', true],
    ['freebet_all_win', true],
    ['freebet_only_win', true],
    ['comboboost', false],
    ['hunting', false],
    ['tournament', false],
    ['lootbox', false],
  ])('%s -> %s', (type, expected) => {
    expect(isFreebetBonusType(type)).toBe(expected);
  });
});

describe('removeBonus', () => {
  test('removing a freebet resets the stake to 0 (spec §4)', () => {
    const removed = removeBonus(freebetBet);
    expect(removed).toEqual({ ...bet([2, 2]), stake: 0, stakeSource: 'stake' });
    expect(removed.selections).toBe(freebetBet.selections);
  });

  test('removing a comboboost keeps the bettor stake', () => {
    expect(removeBonus(boostedBet)).toEqual(bet([2, 2, 2]));
  });

  test('a leftover freebet stake without a bonus is cleared too', () => {
    const leftover = bet([2], 'single', { stake: 500, stakeSource: 'freebet', freebetStake: 500 });
    expect(removeBonus(leftover)).toEqual({ ...bet([2], 'single'), stake: 0 });
  });

  test('returns the same bet when there is no bonus', () => {
    const plain = bet([2]);
    expect(removeBonus(plain)).toBe(plain);
  });
});

describe('setBetBonus', () => {
  test.each<[string, BetBonus]>([
    ['hunting', { id: 'h-1', type: 'hunting' }],
    ['tournament', { id: 't-1', type: 'tournament' }],
    ['lootbox', { id: 'l-1', type: 'lootbox' }],
  ])('sets a %s bonus without bonus odds', (_, bonus) => {
    const b = bet([2, 2]);
    expect(setBetBonus(b, bonus)).toEqual({ ...b, bonus });
  });

  test('a comboboost brings its bonus odds', () => {
    expect(setBetBonus(bet([2, 2, 2]), { id: 'cb-1', type: 'comboboost', odds: 1.05 })).toEqual(
      boostedBet,
    );
  });

  test('replacing a comboboost drops its bonus odds', () => {
    const hunting = setBetBonus(boostedBet, { id: 'h-1', type: 'hunting' });
    expect(hunting.bonus).toEqual({ id: 'h-1', type: 'hunting' });
    expect('bonusOdds' in hunting).toBe(false);
  });

  test('replacing a freebet gives its stake back: stake 0', () => {
    const hunting = setBetBonus(freebetBet, { id: 'h-1', type: 'hunting' });
    expect(hunting).toEqual({ ...bet([2, 2]), bonus: { id: 'h-1', type: 'hunting' }, stake: 0 });
  });

  test('returns the same bet when the bonus is already set', () => {
    expect(setBetBonus(boostedBet, { id: 'cb-1', type: 'comboboost', odds: 1.05 })).toBe(
      boostedBet,
    );
  });

  test('re-prices the same comboboost with new odds', () => {
    const repriced = setBetBonus(boostedBet, { id: 'cb-1', type: 'comboboost', odds: 1.1 });
    expect(repriced.bonusOdds).toBe(1.1);
  });

  test('refuses a freebet: applyFreebet also sets the stake', () => {
    expect(() => setBetBonus(bet([2]), { id: 'fb-1', type: 'freebet_no_risk' })).toThrow(
      BonusDataError,
    );
  });
});
