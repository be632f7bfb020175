import { describe, expect, test } from 'vitest';
import { betBonusTypeSchema, bonusNoticeSchema, tournamentPoolSchema } from './bonus';

describe('bonus wire schemas', () => {
  test('a bet cannot carry a jackpot bonus', () => {
    expect(betBonusTypeSchema.safeParse('freebet_all_win').success).toBe(true);
    expect(betBonusTypeSchema.safeParse('jackpot').success).toBe(false);
  });

  test.each([
    ['a freebet', { id: 'fb-1', type: 'freebet', name: 'Weekend freebet' }, true],
    ['a jackpot', { id: 'j-1', type: 'jackpot', name: 'Mega' }, true],
    ['an unknown type', { id: 'x', type: 'cashback', name: 'Cashback' }, false],
    ['a numeric id', { id: 1, type: 'freebet', name: 'Freebet' }, false],
    ['an empty name', { id: 'x', type: 'freebet', name: '' }, false],
  ])('bonus notice: %s', (_, row, valid) => {
    expect(bonusNoticeSchema.safeParse(row).success).toBe(valid);
  });

  test.each([
    ['a pool in minor units', { tournament_id: 't-1', currency: 'EUR', pool_amount: 100000 }, true],
    [
      'a pool in major units',
      { tournament_id: 't-1', currency: 'EUR', pool_amount: 1000.5 },
      false,
    ],
    ['a negative pool', { tournament_id: 't-1', currency: 'EUR', pool_amount: -1 }, false],
    ['no currency', { tournament_id: 't-1', pool_amount: 1 }, false],
  ])('tournament pool: %s', (_, row, valid) => {
    expect(tournamentPoolSchema.safeParse(row).success).toBe(valid);
  });
});
