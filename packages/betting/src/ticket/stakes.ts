/**
 * Stakes of the ticket's bets (spec §3 per-bet stake and stakeSource), in integer minor units.
 * The stake rule (a system stake is the total of its lines) is documented in potential-win.ts.
 */
import { removeBonus } from '../bonus/bet-bonus';
import { assertMinor } from '../math/exact';
import { TicketInputError } from './errors';
import { stakeForPotentialWin } from './potential-win';
import { lineCount } from './system';
import type { StakeSource, Ticket, TicketBet } from './types';

/**
 * The ticket with bet `betIndex` staked `stakeMinor` (minor units; for a system bet the total of
 * its lines) from `source`. The same ticket when nothing changes, while a placement is in
 * progress, or when the bet is paid with a freebet (its stake is the freebet's amount, spec §4:
 * remove the freebet first); other bets keep their references.
 * @throws TicketInputError `unknown_bet` for an index outside the ticket, `invalid_stake` unless
 * the stake is a non-negative integer
 */
export function setStake(
  ticket: Ticket,
  betIndex: number,
  stakeMinor: number,
  source: StakeSource,
): Ticket {
  const bet = betAt(ticket, betIndex);
  checkStake(stakeMinor);
  if (ticket.inProgress) return ticket;
  // a freebet owns the stake (spec §4): typing, presets and max stake leave it as it is
  if (bet.freebetStake !== undefined) return ticket;
  if (bet.stake === stakeMinor && bet.stakeSource === source) return ticket;
  return replaceBet(ticket, betIndex, { ...bet, stake: stakeMinor, stakeSource: source });
}

/**
 * The ticket with bet `betIndex` staked for a wanted potential win (spec §3 stakeSource
 * "potential win"): the largest stake, in minor units, whose potential win is at most `wantedMinor`
 * (potential-win.ts stakeForPotentialWin: money rounded down, a system stake in whole lines). An
 * odds change then rescales it (odds-update.ts rescaleStakeForOdds). Same no-ops as setStake.
 * @throws TicketInputError `unknown_bet` for an index outside the ticket, `invalid_amount` unless
 * the wanted win is a non-negative integer
 */
export function setStakeForPotentialWin(
  ticket: Ticket,
  betIndex: number,
  wantedMinor: number,
): Ticket {
  const stake = stakeForPotentialWin(betAt(ticket, betIndex), wantedMinor);
  return setStake(ticket, betIndex, stake, 'potential_win');
}

/**
 * What the player pays for the ticket: the sum of its bets' stakes, in minor units (a system
 * stake already covers all its lines).
 */
export function totalStake(ticket: Ticket): number {
  return ticket.bets.reduce((sum, bet) => sum + bet.stake, 0);
}

/**
 * The bet stake (minor units) for a stake typed per line: lineStakeMinor x lines (x 1 for a
 * single, combo or custom bet). 6 lines of a 2/4 system at 100 make 600.
 * @throws TicketInputError `invalid_stake` unless the line stake is a non-negative integer
 */
export function stakeForLineStake(bet: TicketBet, lineStakeMinor: number): number {
  checkStake(lineStakeMinor);
  return lineStakeMinor * lineCount(bet);
}

/**
 * The bet at `betIndex`.
 * @throws TicketInputError `unknown_bet` when there is none
 */
export function betAt(ticket: Ticket, betIndex: number): TicketBet {
  const bet = Number.isInteger(betIndex) ? ticket.bets[betIndex] : undefined;
  if (!bet) {
    throw new TicketInputError(
      'unknown_bet',
      `no bet at index ${betIndex} (the ticket has ${ticket.bets.length})`,
    );
  }
  return bet;
}

/** The ticket with the bet at `betIndex` replaced; every other bet keeps its reference. */
export function replaceBet(ticket: Ticket, betIndex: number, bet: TicketBet): Ticket {
  return { ...ticket, bets: ticket.bets.map((b, i) => (i === betIndex ? bet : b)) };
}

function checkStake(stakeMinor: number): void {
  try {
    assertMinor(stakeMinor, 'stake');
  } catch (error) {
    throw new TicketInputError('invalid_stake', (error as Error).message);
  }
}

/**
 * The ticket in another currency: every bet takes it with stake 0 and stakeSource 'sharing'
 * ("changed currency resets stake to 0 and stakeSource to sharing": spec §4); a freebet, which
 * is in the old currency, is dropped. The same ticket when every bet already has that currency
 * and subunits.
 */
export function changeCurrency(ticket: Ticket, currency: string, subunits: number): Ticket {
  if (ticket.bets.every((bet) => bet.currency === currency && bet.subunits === subunits)) {
    return ticket;
  }
  const bets = ticket.bets.map((bet): TicketBet => ({
    // a freebet is in one currency: it leaves with the old one (spec §4)
    ...(bet.freebetStake === undefined ? bet : removeBonus(bet)),
    currency,
    subunits,
    stake: 0,
    stakeSource: 'sharing',
  }));
  return { ...ticket, bets };
}
