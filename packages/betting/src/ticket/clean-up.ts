/**
 * Clean-up of the slip (spec §4 odds update): drops what can no longer be bet and accepts the
 * current odds of the rest.
 */
import { isCustomBet, rederiveBet } from './bet-type';
import { acceptOddsChanges } from './odds-update';
import { withBets } from './state';
import { isBettable as isBettableMatch } from '../catalog/status';
import type { Selection, Ticket, TicketBet } from './types';

/**
 * Removes suspended (or inactive) and unavailable selections and resets accepted odds to the
 * current odds (spec §4). A regular bet is re-typed for what is left (`rederiveBet`) and dropped
 * when empty; a custom bet, priced as a whole, is dropped when any of its selections goes or its
 * match is neither prematch nor live. A slip left with no bet is the cleared ticket; ODDS_CHANGED
 * returns to INITIAL. No-op while in progress.
 */
export function cleanUpTicket(ticket: Ticket): Ticket {
  if (ticket.inProgress) return ticket;
  let changed = false;
  const bets = ticket.bets.flatMap((bet): TicketBet[] => {
    const kept = isCustomBet(bet) ? keptCustomSelections(bet) : bet.selections.filter(isBettable);
    if (kept.length === bet.selections.length) return [bet];
    changed = true;
    const next = rederiveBet({ ...bet, selections: kept });
    return next ? [next] : [];
  });
  return acceptOddsChanges(changed ? withBets(ticket, bets) : ticket);
}

function isBettable(s: Selection): boolean {
  return !s.isSuspended && !s.isNotAvailable && s.active;
}

/** All of a custom bet's selections, or none when one of them cannot be bet any more. */
function keptCustomSelections(bet: TicketBet): Selection[] {
  const open = bet.selections.every((s) => isBettable(s) && isBettableMatch(s.matchStatus));
  return open ? bet.selections : [];
}
