/**
 * Ticket state transitions (spec §4 ticket state): INITIAL, ODDS_CHANGED, PROCESSING, SUCCESS,
 * ERROR. Each is a pure function from a ticket to the next ticket; the caller runs the request.
 */
import type { PlacedBet } from '../bets/types';
import type { ProviderStatus } from './options';
import type { Provider, Ticket, TicketBet, TicketError } from './types';
import { EMPTY_TICKET } from './types';

/** An empty slip in the INITIAL state ("clearing resets to INITIAL": spec §4). */
export function clearTicket(): Ticket {
  return EMPTY_TICKET;
}

/**
 * The ticket holding `bets`; the cleared ticket when none is left (a slip with no selection is
 * empty and INITIAL). Returns the same ticket when `bets` is its own array.
 */
export function withBets(ticket: Ticket, bets: TicketBet[]): Ticket {
  if (bets === ticket.bets) return ticket;
  return bets.length === 0 ? clearTicket() : { ...ticket, bets };
}

/**
 * Starts a placement (spec §4 "placing bets"): clears the error, marks the ticket in progress,
 * keeps the indexes of bets with a stake above 0 as `processingBets`, state PROCESSING. The same
 * ticket when a placement is already running or no bet has a stake (nothing to send).
 */
export function startPlacing(ticket: Ticket): Ticket {
  if (ticket.inProgress) return ticket;
  const processingBets = ticket.bets.flatMap((bet, i) => (bet.stake > 0 ? [i] : []));
  if (processingBets.length === 0) return ticket;
  const { error: _cleared, ...rest } = ticket;
  return { ...rest, state: 'PROCESSING', inProgress: true, processingBets };
}

/**
 * A placement succeeded: SUCCESS with the placed bets (spec §4). The slip keeps its bets so the
 * receipt can show them; `clearTicket` empties it.
 */
export function placingSucceeded(ticket: Ticket, placedBets: readonly PlacedBet[]): Ticket {
  return {
    ...ticket,
    state: 'SUCCESS',
    inProgress: false,
    processingBets: [],
    placedBets: [...placedBets],
  };
}

/** What the caller must do after a failed placement, besides showing the ticket. */
export type PlacingFailureFollowUp =
  /** Nothing more: the error is on the ticket (state ERROR). */
  | 'none'
  /** Ask the bettor to sign in (not logged in / unauthorized). */
  | 'sign_in'
  /** Raise the general error alert (global-error.default.*: spec §8). */
  | 'general_alert';

/** The ticket after a failed placement and the follow-up it needs. */
export interface PlacingFailure {
  ticket: Ticket;
  followUp: PlacingFailureFollowUp;
}

/**
 * A placement failed (spec §4): unauthorized (flag, or error code 401 / "unauthorized") resets to
 * INITIAL and asks for sign-in; a server error code otherwise gives ERROR with the error kept on
 * the ticket; any other failure (network, no code) resets to INITIAL and raises the general alert.
 */
export function placingFailed(
  ticket: Ticket,
  error: TicketError,
  options: { unauthorized: boolean },
): PlacingFailure {
  const done = { ...ticket, inProgress: false, processingBets: [] };
  const unauthorized = options.unauthorized || error.code === 401 || error.code === 'unauthorized';
  if (unauthorized) return { ticket: { ...done, state: 'INITIAL' }, followUp: 'sign_in' };
  if (error.code !== undefined)
    return { ticket: { ...done, state: 'ERROR', error }, followUp: 'none' };
  return { ticket: { ...done, state: 'INITIAL' }, followUp: 'general_alert' };
}

/**
 * True when the bettor must confirm something before placing (spec §4): a selection's odds are
 * flagged changed, or the provider of a selection is inactive in `providerStatuses`.
 */
export function needsOddsConfirmation(
  ticket: Ticket,
  providerStatuses: Partial<Record<Provider, ProviderStatus>> = {},
): boolean {
  return ticket.bets.some((bet) =>
    bet.selections.some((s) => s.isChanged || providerStatuses[s.provider] === 'inactive'),
  );
}

/**
 * INITIAL -> ODDS_CHANGED when {@link needsOddsConfirmation} (spec §4). Only accepting the changes
 * (odds-update `acceptOddsChanges`) returns to INITIAL; other states are left alone (a running
 * placement, a receipt, a shown error). Returns the same ticket when nothing changes.
 */
export function markOddsChanged(
  ticket: Ticket,
  providerStatuses: Partial<Record<Provider, ProviderStatus>> = {},
): Ticket {
  if (ticket.state !== 'INITIAL' || !needsOddsConfirmation(ticket, providerStatuses)) return ticket;
  return { ...ticket, state: 'ODDS_CHANGED' };
}
