import { describe, expect, test } from 'vitest';
import type { SelectionResult } from '../bets/types';
import type { BetBonus } from '../ticket/types';
import { comboboostOddsOf, freebetVariantOf } from './bet-bonus';
import { settleBet, type SettleableBet } from './settle-bet';

const leg = (odds: number, result: SelectionResult) => ({ odds, result });
const combo = (
  stake: number,
  legs: SettleableBet['selections'],
  bonus?: BetBonus,
): SettleableBet => ({
  betType: 'combo',
  stake,
  odds: 1,
  selections: legs,
  ...(bonus ? { bonus } : {}),
});

describe('comboboost in settlement', () => {
  const boost: BetBonus = { id: 'cb1', type: 'comboboost', odds: 1.1 };

  test.each([
    // 1000 x 2 x 3 = 6000, boosted x 1.1 = 6600
    ['all legs win', [leg(2, 'win_entire'), leg(3, 'win_entire')], 'win_entire', 6600],
    // a lost leg pays nothing, boosted or not
    ['a leg lost', [leg(2, 'win_entire'), leg(3, 'lose_entire')], 'lose_entire', 0],
    // 1000 x 2 x 1 (void) = 2000 > stake: a winning line, boosted to 2200
    ['a void leg', [leg(2, 'win_entire'), leg(3, 'refund_entire')], 'win_entire', 2200],
    // all void: the stake comes back unboosted
    ['all void', [leg(2, 'refund_entire'), leg(3, 'refund_entire')], 'refund_entire', 1000],
  ])('%s', (_name, legs, result, payout) => {
    expect(settleBet(combo(1000, legs, boost))).toMatchObject({
      status: 'settled',
      result,
      payout,
    });
  });

  test('a system pays the boost only on its winning lines', () => {
    // 2/3 at 2.00 each, stake 300 -> 100 per line; legs A, B win, C loses:
    // line AB = 100 x 4 x 1.1 = 440; AC and BC lose -> 440
    const bet: SettleableBet = {
      betType: 'system',
      stake: 300,
      odds: 1,
      systemType: { id: '2/3', winCount: 2, totalCount: 3 },
      selections: [leg(2, 'win_entire'), leg(2, 'win_entire'), leg(2, 'lose_entire')],
      bonus: { id: 'cb', type: 'comboboost', odds: 1.1 },
    };
    expect(settleBet(bet).payout).toBe(440);
  });
});

describe('freebets in settlement', () => {
  const won = [leg(2, 'win_entire'), leg(2.5, 'win_entire')]; // 1000 x 5 = 5000 return
  const lost = [leg(2, 'win_entire'), leg(2.5, 'lose_entire')];
  const voided = [leg(2, 'refund_entire'), leg(2.5, 'refund_entire')];

  test.each([
    // only_win pays the net winnings: 5000 - 1000
    ['freebet_only_win', won, 4000, 0],
    ['freebet', won, 4000, 0],
    ['freebet_all_win', won, 5000, 0],
    ['freebet_no_risk', won, 5000, 0],
    // lost: nothing paid; only no_risk gives the freebet back
    ['freebet_only_win', lost, 0, 0],
    ['freebet_all_win', lost, 0, 0],
    ['freebet_no_risk', lost, 0, 1000],
    // all void: the freebet comes back as a freebet, never as cash
    ['freebet_only_win', voided, 0, 1000],
    ['freebet_no_risk', voided, 0, 1000],
  ] as const)('%s, legs %j: payout %i, freebet refund %i', (type, legs, payout, freebetRefund) => {
    const settlement = settleBet(combo(1000, legs, { id: 'fb', type }));
    expect(settlement).toMatchObject({ status: 'settled', payout, freebetRefund });
  });

  test('a pending freebet bet stays pending with nothing refunded', () => {
    const settlement = settleBet(
      combo(1000, [leg(2, 'no_results'), leg(2, 'win_entire')], { id: 'fb', type: 'freebet' }),
    );
    expect(settlement).toEqual({
      status: 'pending',
      result: 'no_results',
      payout: 0,
      freebetRefund: 0,
    });
  });
});

describe('bonus readers', () => {
  test.each([
    [undefined, undefined],
    [{ id: '1', type: 'comboboost', odds: 1.2 }, undefined],
    [{ id: '1', type: 'freebet' }, 'only_win'],
    [{ id: '1', type: 'freebet_only_win' }, 'only_win'],
    [{ id: '1', type: 'freebet_all_win' }, 'all_win'],
    [{ id: '1', type: 'freebet_no_risk' }, 'no_risk'],
    [{ id: '1', type: 'hunting' }, undefined],
  ] as const)('freebetVariantOf(%j) = %s', (bonus, variant) => {
    expect(freebetVariantOf(bonus)).toBe(variant);
  });

  test('comboboostOddsOf reads only comboboost odds', () => {
    expect(comboboostOddsOf({ id: '1', type: 'comboboost', odds: 1.2 })).toBe(1.2);
    expect(comboboostOddsOf({ id: '1', type: 'tournament', odds: 1.2 })).toBeUndefined();
    expect(comboboostOddsOf(undefined)).toBeUndefined();
  });
});
