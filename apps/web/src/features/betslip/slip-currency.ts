import { changeCurrency } from '@sportsbook/betting/ticket/stakes';
import type { AuthStatus } from '@/session/auth-status';
import type { TicketStore } from './ticket-store';

/**
 * Spec §4 "Changed currency resets stake to 0 and stakeSource to sharing": the slip's bets take
 * the account's currency. A running placement keeps its slip (its stakes are on their way).
 */
export function followCurrency(
  store: Pick<TicketStore, 'setTicket'>,
  currency: { code: string; subunits: number },
): void {
  store.setTicket((ticket) =>
    ticket.inProgress ? ticket : changeCurrency(ticket, currency.code, currency.subunits),
  );
}

/**
 * True once the bettor's currency is the real one: the site's currencies are loaded and the auth
 * status is known (with the profile, for a player). Before that a fallback currency would wipe
 * the stored stakes on every load.
 */
export function isCurrencyKnown(
  status: AuthStatus,
  hasSystem: boolean,
  hasPlayer: boolean,
): boolean {
  if (!hasSystem) return false;
  return status === 'notLoggedIn' || (status === 'loggedIn' && hasPlayer);
}
