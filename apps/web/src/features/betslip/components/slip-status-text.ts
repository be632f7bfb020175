import { messageTargets } from '@sportsbook/betting/placement/place-bet-error';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import type { TicketProblem } from '@sportsbook/betting/ticket/validation';
import type { SlipEnv } from '../slip-env';
import { text, type MessageTree } from '../slip-messages';
import { money } from './slip-text';

/** What the slip says of a problem of the ticket (spec §5 validation). */
export function problemText(m: MessageTree, p: TicketProblem, env: SlipEnv): string {
  switch (p.code) {
    case 'system_type_mismatch':
      return text(m, 'problem.system_type_mismatch', { count: p.selectionCount });
    case 'total_mismatch':
      return text(m, 'problem.total_mismatch', { stake: money(p.payableStake, env) });
    case 'max_odds_exceeded':
      return text(m, 'problem.max_odds_exceeded', { odds: env.formatOdds(p.maxTotalOdds) });
    case 'max_payout_exceeded':
      return text(m, 'problem.max_payout_exceeded', { amount: money(p.maxPayout, env) });
    default:
      return text(m, `problem.${p.code}`, {}, 'error.place_bets.default');
  }
}

/** A server message: the key translated when known, the server's own localized text otherwise. */
export function serverText(m: MessageTree, message: string): string {
  return /^error\.[\w.]+$/.test(message)
    ? text(m, message, {}, 'error.place_bets.default')
    : message;
}

/** What the live region reads for a ticket state: odds changes and the placement's progress. */
export function stateAnnouncement(state: Ticket['state'], m: MessageTree): string {
  if (state === 'ODDS_CHANGED') return text(m, 'oddsChanged');
  if (state === 'PROCESSING') return text(m, 'placing');
  return state === 'ERROR' ? text(m, 'failed') : '';
}

/** The server's messages for one selection after a failed placement (spec §4 errors by bet). */
export function selectionErrors(ticket: Ticket, m: MessageTree): (selectionId: string) => string[] {
  const targets = ticket.error ? messageTargets(ticket, ticket.error) : {};
  return (selectionId) =>
    Object.entries(targets)
      .filter(([, id]) => id === selectionId)
      .map(([betIndex]) => serverText(m, ticket.error?.messagesByBet[betIndex] ?? ''));
}
