/**
 * What a slip bet pays if it wins, its bonus counted (issue 15 slip: "potential win with the
 * bonus"): the potential win (stake x odds x comboboost bonus odds, rounded down per line, see
 * ticket/potential-win) and, for a bet paid with a freebet, the part its variant pays (spec §3
 * bonus kinds: only_win pays the winnings without the stake). Integer minor units.
 */
import { freebetVariantOf } from '../settlement/bet-bonus';
import { potentialWin } from '../ticket/potential-win';
import type { Ticket, TicketBet } from '../ticket/types';
import { freebetPayout } from './freebet-payout';

/** Potential payout of one bet in minor units: {@link potentialWin}, per freebet variant. */
export function potentialPayout(bet: TicketBet): number {
  const win = potentialWin(bet);
  const variant = freebetVariantOf(bet.bonus);
  return variant === undefined ? win : freebetPayout(win, bet.stake, variant);
}

/** Sum of the bets' potential payouts, in minor units. */
export function ticketPotentialPayout(ticket: Ticket): number {
  return ticket.bets.reduce((sum, bet) => sum + potentialPayout(bet), 0);
}
