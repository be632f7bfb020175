/**
 * Limits on what one bet can pay: the site's maximum total odds and its maximum payout per bet in
 * each currency. The server refuses a bet past them at placement and the slip shows them before
 * (same rule, both sides), so no payout ever grows past what the operator covers, or past the
 * integers money is carried in (2^53 minor units).
 */
import { toOddsUnits } from '../math/exact';
import { TicketInputError } from './errors';
import { betBoostedOdds, potentialWin, stakeForPotentialWin } from './potential-win';
import type { TicketBet } from './types';

/** The site's limits of one bet (GET /settings `max_total_odds`, `max_payout`). */
export interface BetLimits {
  /** Highest total odds of one bet, bonus odds included; Infinity for none. */
  maxTotalOdds: number;
  /** Highest potential win of one bet per currency code, minor units; a currency left out has none. */
  maxPayout: Readonly<Partial<Record<string, number>>>;
}

/** Why a bet passes the limits, with the limit it passed. */
export type BetLimitProblem =
  | { code: 'max_odds_exceeded'; totalOdds: number; maxTotalOdds: number }
  | { code: 'max_payout_exceeded'; potentialWin: number; maxPayout: number; currency: string };

/** What the limits read of a bet: decimal total odds and potential win in minor units. */
export interface BetAmounts {
  currency: string;
  /** Total odds of the bet, bonus included; 0 while unpriced. */
  totalOdds: number;
  /** Potential win (full return) in minor units; may be past 2^53 for a bet that must be refused. */
  potentialWin: number;
}

/**
 * The limits a bet passes: total odds above `maxTotalOdds` (compared at the package's 4 decimals),
 * potential win above the currency's `maxPayout`. A value AT a limit is allowed.
 * @throws TicketInputError `invalid_amount` on odds that are not a finite number >= 0, a potential
 * win that is not a number >= 0, or limits that are not odds above 1 / integers >= 0
 */
export function betLimitProblems(bet: BetAmounts, limits: BetLimits): BetLimitProblem[] {
  const { totalOdds, potentialWin: win, currency } = bet;
  if (!Number.isFinite(totalOdds) || totalOdds < 0)
    throw new TicketInputError('invalid_amount', `total odds must be finite, got ${totalOdds}`);
  if (!(win >= 0))
    throw new TicketInputError('invalid_amount', `potential win must be >= 0, got ${win}`);
  const { maxTotalOdds } = limits;
  if (!(maxTotalOdds > 1))
    throw new TicketInputError(
      'invalid_amount',
      `the odds limit must be above 1, got ${maxTotalOdds}`,
    );
  const maxPayout = limits.maxPayout[currency];
  if (maxPayout !== undefined && !(Number.isSafeInteger(maxPayout) && maxPayout >= 0))
    throw new TicketInputError(
      'invalid_amount',
      `the ${currency} payout limit must be minor units`,
    );
  const problems: BetLimitProblem[] = [];
  if (
    maxTotalOdds !== Number.POSITIVE_INFINITY &&
    toOddsUnits(totalOdds) > toOddsUnits(maxTotalOdds)
  )
    problems.push({ code: 'max_odds_exceeded', totalOdds, maxTotalOdds });
  if (maxPayout !== undefined && win > maxPayout)
    problems.push({ code: 'max_payout_exceeded', potentialWin: win, maxPayout, currency });
  return problems;
}

/**
 * {@link betLimitProblems} of a slip bet at its accepted odds (custom bet: its price), with the
 * bonus odds: total odds as `betBoostedOdds`, potential win as `potentialWin` (stake included).
 */
export function ticketBetLimitProblems(bet: TicketBet, limits: BetLimits): BetLimitProblem[] {
  return betLimitProblems(
    { currency: bet.currency, totalOdds: betBoostedOdds(bet), potentialWin: potentialWin(bet) },
    limits,
  );
}

/**
 * The largest stake (minor units) the limits let a slip bet take at its accepted odds: 0 when its
 * total odds pass the maximum, else the largest stake whose potential win stays within the
 * currency's maximum payout (`stakeForPotentialWin`: a system stake in whole lines). Null when
 * nothing bounds it: no payout limit in the currency, or an unpriced custom bet.
 */
export function maxStakeWithinLimits(bet: TicketBet, limits: BetLimits): number | null {
  const odds = betBoostedOdds(bet);
  if (odds === 0) return null;
  if (
    betLimitProblems({ currency: bet.currency, totalOdds: odds, potentialWin: 0 }, limits).length >
    0
  )
    return 0;
  const maxPayout = limits.maxPayout[bet.currency];
  return maxPayout === undefined ? null : stakeForPotentialWin(bet, maxPayout);
}
