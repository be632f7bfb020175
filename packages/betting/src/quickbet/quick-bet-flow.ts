/**
 * Approving and placing a quick bet (spec §4 quick bet, §5): approval needs a stake above 0 and a
 * potential win above the stake; placing runs PROCESSING, then SUCCESS with the placed bet or
 * ERROR. Refusals come back as data, never as exceptions: the web shows them.
 */
import type { PlacedBet } from '../bets/types';
import { stakeTimesOdds } from '../math/exact';
import type { Selection, Ticket } from '../ticket/types';
import { EMPTY_TICKET } from '../ticket/types';
import type { QuickBetError, QuickBetState } from './quick-bet';

/** Message key of spec §5: the potential win is not above the stake. */
export const POTENTIAL_WIN_EQUAL_OR_LESS = 'error.potential_win.equal_or_less';

/** Why approving or placing a quick bet was refused. */
export type QuickBetRefusalReason =
  | 'disabled'
  | 'stake_required'
  | 'potential_win_not_above_stake'
  | 'not_logged_in'
  | 'not_approved';

/** A refused quick-bet action; `messageKey` is set when the spec names one to show. */
export interface QuickBetRefusal {
  reason: QuickBetRefusalReason;
  messageKey?: string;
}

/**
 * The result of approving or starting a quick bet: the new state, plus a refusal, or a warning
 * when the action was ignored because a placement is already running.
 */
export interface QuickBetStep {
  state: QuickBetState;
  refusal?: QuickBetRefusal;
  warning?: 'already_processing';
}

/** Potential win of a quick bet (a single): stake x odds in minor units, rounded down. */
export function quickBetPotentialWin(stakeMinor: number, odds: number): number {
  return stakeTimesOdds(stakeMinor, [odds]);
}

/**
 * Approves the quick-bet stake against the decimal odds it would be placed at. Refused when quick
 * bet is off, when the stake is 0 (spec §4 "approving needs stake above 0"), or when the potential
 * win is not above the stake (spec §5, key {@link POTENTIAL_WIN_EQUAL_OR_LESS}).
 */
export function approveQuickBet(quickBet: QuickBetState, price: { odds: number }): QuickBetStep {
  const refusal = refusalToApprove(quickBet, price.odds);
  if (refusal) return { state: quickBet, refusal };
  if (quickBet.isApproved) return { state: quickBet };
  return { state: { ...quickBet, isApproved: true } };
}

/**
 * Starts placing a quick bet on one outcome at decimal `odds` (spec §4). While PROCESSING it does
 * nothing and warns; it is refused for an anonymous player (the web asks for sign-in, spec §6),
 * when not approved, or when the potential win at these odds is not above the stake (spec §5).
 * Otherwise the state is PROCESSING on that outcome, with the last bet and error cleared.
 */
export function startQuickBet(
  quickBet: QuickBetState,
  placement: { outcomeId: string; odds: number; isLoggedIn: boolean },
): QuickBetStep {
  if (quickBet.state === 'PROCESSING') return { state: quickBet, warning: 'already_processing' };
  if (!placement.isLoggedIn) return { state: quickBet, refusal: { reason: 'not_logged_in' } };
  if (!quickBet.isApproved) return { state: quickBet, refusal: { reason: 'not_approved' } };
  const refusal = refusalToApprove(quickBet, placement.odds);
  if (refusal) return { state: quickBet, refusal };
  const { bet: _bet, error: _error, ...rest } = quickBet;
  return {
    state: { ...rest, state: 'PROCESSING', selectedOutcomeIds: [placement.outcomeId] },
  };
}

/**
 * PROCESSING -> SUCCESS with the placed bet. An answer arriving when no placement is running
 * (after a reset) is ignored: the same state comes back.
 */
export function quickBetSucceeded(quickBet: QuickBetState, bet: PlacedBet): QuickBetState {
  if (quickBet.state !== 'PROCESSING') return quickBet;
  return { ...quickBet, state: 'SUCCESS', bet };
}

/**
 * PROCESSING -> ERROR with the error (e.g. the message and payload of `mapPlaceBetError`). An
 * answer arriving when no placement is running is ignored.
 */
export function quickBetFailed(quickBet: QuickBetState, error: QuickBetError): QuickBetState {
  if (quickBet.state !== 'PROCESSING') return quickBet;
  return { ...quickBet, state: 'ERROR', error };
}

/**
 * Back to INITIAL once the result was shown: no outcome, bet or error. Settings (on/off, stake,
 * currency, approval) stay, so the next click places again.
 */
export function resetQuickBet(quickBet: QuickBetState): QuickBetState {
  if (
    quickBet.state === 'INITIAL' &&
    quickBet.selectedOutcomeIds.length === 0 &&
    !quickBet.bet &&
    !quickBet.error
  ) {
    return quickBet;
  }
  const { bet: _bet, error: _error, ...rest } = quickBet;
  return { ...rest, state: 'INITIAL', selectedOutcomeIds: [] };
}

/**
 * The one-single ticket a quick bet places, for `buildPlacementPayload(ticket, {quick: true})`:
 * the quick-bet stake and currency on the selection (its accepted odds are sent).
 * @param subunits minor units per major unit of the currency (100 for EUR)
 */
export function quickBetTicket(
  quickBet: QuickBetState,
  selection: Selection,
  currency: { subunits: number },
): Ticket {
  return {
    ...EMPTY_TICKET,
    bets: [
      {
        betType: 'single',
        stake: quickBet.stake,
        currency: quickBet.currency,
        subunits: currency.subunits,
        stakeSource: 'stake',
        selections: [selection],
      },
    ],
  };
}

function refusalToApprove(quickBet: QuickBetState, odds: number): QuickBetRefusal | undefined {
  if (!quickBet.isEnabled) return { reason: 'disabled' };
  if (quickBet.stake <= 0) return { reason: 'stake_required' };
  // refused when the potential win is not above the stake: spec §5
  if (quickBetPotentialWin(quickBet.stake, odds) <= quickBet.stake) {
    return { reason: 'potential_win_not_above_stake', messageKey: POTENTIAL_WIN_EQUAL_OR_LESS };
  }
  return undefined;
}
