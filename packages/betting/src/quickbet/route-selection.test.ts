import { describe, expect, test } from 'vitest';
import type { MatchStatus } from '../ticket/types';
import { MATCH_STATUS } from '../ticket/types';
import { createQuickBet } from './quick-bet';
import { routeOutcomeClick, shouldStartQuickBet } from './route-selection';

const { prematch, live, stopped } = MATCH_STATUS;

describe('shouldStartQuickBet (spec §4)', () => {
  test.each<[boolean, MatchStatus, boolean, boolean]>([
    [true, live, false, true],
    [true, live, true, false], // custom bet selections go to the slip
    [true, prematch, false, false],
    [true, stopped, false, false],
    [false, live, false, false],
  ])('quick bet on: %s, match status %i, custom: %s -> %s', (on, status, custom, expected) => {
    expect(
      shouldStartQuickBet({ quickBetEnabled: on, matchStatus: status, isCustom: custom }),
    ).toBe(expected);
  });
});

describe('routeOutcomeClick', () => {
  const on = {
    ...createQuickBet({ currency: 'EUR', stake: 500, isEnabled: true }),
    isApproved: true,
  };

  test('a live click with quick bet on starts the quick bet', () => {
    const routed = routeOutcomeClick(on, { matchStatus: live, isCustom: false });
    expect(routed.target).toBe('quick_bet');
    expect(routed.quickBet).toBe(on);
  });

  test('otherwise quick bet turns off and the outcome goes to the ticket', () => {
    const routed = routeOutcomeClick(on, { matchStatus: prematch, isCustom: false });
    expect(routed).toEqual({
      target: 'ticket',
      quickBet: { ...on, isEnabled: false, isApproved: false },
    });
  });

  test('with quick bet off the outcome goes to the ticket, state unchanged', () => {
    const off = createQuickBet({ currency: 'EUR' });
    expect(routeOutcomeClick(off, { matchStatus: live, isCustom: false }).quickBet).toBe(off);
  });
});
