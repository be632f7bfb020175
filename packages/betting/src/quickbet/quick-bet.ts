/**
 * Quick bet (spec §3 Quick bet, §4 quick bet): one click on a live outcome places a single with a
 * preset, approved stake. This file holds the state and its settings transitions; placing is in
 * ./quick-bet-flow. Pure and immutable: a transition that changes nothing returns the same state.
 */
import { assertMinor } from '../math/exact';
import type { PlacedBet } from '../bets/types';
import type { TicketState } from '../ticket/types';

/** A failed quick-bet placement: a message key and the server's details (spec §3). */
export interface QuickBetError {
  message: string;
  details?: unknown;
}

/** The quick-bet state (spec §3 Quick bet). */
export interface QuickBetState {
  isEnabled: boolean;
  /** INITIAL, PROCESSING while placing, then SUCCESS or ERROR (ODDS_CHANGED is not used). */
  state: TicketState;
  /** Stake of every quick bet, in minor units of `currency`. */
  stake: number;
  currency: string;
  /** The bettor confirmed the stake; only an approved quick bet places (spec §4). */
  isApproved: boolean;
  /** The outcome of the running or last placement. */
  selectedOutcomeIds: string[];
  /** The placed bet after SUCCESS. */
  bet?: PlacedBet;
  /** Set in the ERROR state only. */
  error?: QuickBetError;
}

/** A fresh quick bet: INITIAL, not approved, disabled unless said otherwise, stake 0 by default. */
export function createQuickBet(init: {
  currency: string;
  stake?: number;
  isEnabled?: boolean;
}): QuickBetState {
  const stake = init.stake ?? 0;
  assertMinor(stake, 'quick bet stake');
  return {
    isEnabled: init.isEnabled ?? false,
    state: 'INITIAL',
    stake,
    currency: init.currency,
    isApproved: false,
    selectedOutcomeIds: [],
  };
}

/**
 * Turns quick bet on or off (flips it without `on`). Turning it off unapproves it (spec §4), also
 * on sign-out. The running placement, if any, goes on.
 */
export function toggleQuickBet(quickBet: QuickBetState, on?: boolean): QuickBetState {
  const isEnabled = on ?? !quickBet.isEnabled;
  if (isEnabled === quickBet.isEnabled) return quickBet;
  return isEnabled ? { ...quickBet, isEnabled } : { ...quickBet, isEnabled, isApproved: false };
}

/**
 * Sets the quick-bet stake (minor units); a changed stake unapproves it (spec §4).
 * @throws RangeError when the stake is not a non-negative integer of minor units.
 */
export function setQuickBetStake(quickBet: QuickBetState, stakeMinor: number): QuickBetState {
  assertMinor(stakeMinor, 'quick bet stake');
  if (stakeMinor === quickBet.stake) return quickBet;
  return { ...quickBet, stake: stakeMinor, isApproved: false };
}

/**
 * Switches the quick-bet currency; it unapproves the quick bet (spec §4) and resets the stake to
 * 0, since the same minor units mean another amount in another currency (as the ticket, §4).
 */
export function setQuickBetCurrency(quickBet: QuickBetState, currency: string): QuickBetState {
  if (currency === quickBet.currency) return quickBet;
  return { ...quickBet, currency, stake: 0, isApproved: false };
}

/**
 * Applies a new balance (minor units of the quick-bet currency): quick bet turns off when the
 * balance is zero or below the stake (spec §4), since the next quick bet could not be paid.
 */
export function quickBetAfterBalance(quickBet: QuickBetState, balanceMinor: number): QuickBetState {
  if (!quickBet.isEnabled) return quickBet;
  if (balanceMinor > 0 && balanceMinor >= quickBet.stake) return quickBet;
  return toggleQuickBet(quickBet, false);
}
