import { describe, expect, test } from 'vitest';
import { applyFreebet } from './freebet';
import { setBetBonus } from './bet-bonus';
import { potentialPayout, ticketPotentialPayout } from './potential-payout';
import { bet } from './test-fixtures';
import type { Freebet } from './types';
import { EMPTY_TICKET } from '../ticket/types';
import type { FreebetVariant } from '../vocabulary';

const freebet = (freebetType: FreebetVariant): Freebet => ({
  id: `fb-${freebetType}`,
  freebetType,
  isActive: true,
  currency: 'EUR',
  amount: 500,
});

describe('potentialPayout: the potential win with the bonus', () => {
  test('a cash bet: stake x odds (10.00 at 2.50 x 2.00 returns 50.00)', () => {
    expect(potentialPayout(bet([2.5, 2]))).toBe(5000);
  });

  test('a comboboost multiplies the return: 10.00 x 5.00 x 1.10 = 55.00', () => {
    const boosted = setBetBonus(bet([2.5, 2]), { id: 'cb', type: 'comboboost', odds: 1.1 });
    expect(potentialPayout(boosted)).toBe(5500);
  });

  test.each<[FreebetVariant, number]>([
    // freebet 5.00 at 5.00: return 25.00
    ['all_win', 2500],
    ['no_risk', 2500],
    ['only_win', 2000], // the winnings only: 25.00 - 5.00
  ])('a %s freebet of 5.00 at 5.00 pays %i', (variant, payout) => {
    expect(potentialPayout(applyFreebet(bet([2.5, 2]), freebet(variant)))).toBe(payout);
  });

  test('the slip sums its bets', () => {
    const ticket = {
      ...EMPTY_TICKET,
      bets: [applyFreebet(bet([3], 'single'), freebet('only_win')), bet([2], 'single')],
    };
    // only_win 5.00 at 3.00: 15.00 - 5.00 = 10.00; cash 10.00 at 2.00: 20.00
    expect(ticketPotentialPayout(ticket)).toBe(1000 + 2000);
  });
});
