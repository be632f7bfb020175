/**
 * Where a clicked outcome goes (spec §4 selecting an outcome): with quick bet on, a live-match,
 * non-custom selection starts a quick bet; anything else turns quick bet off and goes to the
 * ticket. (Nothing happens while the ticket is in progress: the ticket engine checks that.)
 */
import type { MatchStatus } from '../ticket/types';
import { MATCH_STATUS } from '../ticket/types';
import type { QuickBetState } from './quick-bet';
import { toggleQuickBet } from './quick-bet';

/** What the rule reads about the click. */
export interface OutcomeClick {
  matchStatus: MatchStatus;
  /** A custom-odds (bet builder) selection. */
  isCustom: boolean;
}

/** True when the click starts a quick bet: quick bet on, live match, not custom (spec §4). */
export function shouldStartQuickBet(click: OutcomeClick & { quickBetEnabled: boolean }): boolean {
  return click.quickBetEnabled && click.matchStatus === MATCH_STATUS.live && !click.isCustom;
}

/**
 * Routes a click: `quick_bet` (then call `startQuickBet`) with the state unchanged, or `ticket`
 * with quick bet turned off (spec §4 "otherwise quick bet turns off and the outcome goes to the
 * slip").
 */
export function routeOutcomeClick(
  quickBet: QuickBetState,
  click: OutcomeClick,
): { target: 'quick_bet' | 'ticket'; quickBet: QuickBetState } {
  if (shouldStartQuickBet({ ...click, quickBetEnabled: quickBet.isEnabled })) {
    return { target: 'quick_bet', quickBet };
  }
  return { target: 'ticket', quickBet: toggleQuickBet(quickBet, false) };
}
