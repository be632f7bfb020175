/**
 * Odds and potential win of a ticket bet (spec §3 bet ticket), money in integer minor units.
 *
 * STAKE RULE: `bet.stake` is what the player pays for the bet. For a system bet it is the TOTAL of
 * all its lines, split evenly: `lineStake = floor(stake / lines)`. The bet is payable only when
 * the split is exact (stake = lineStake x lines); validation flags `total_mismatch` otherwise and
 * names the payable stake, so no minor unit is ever paid for a fraction of a line. Singles, combos
 * and custom bets are one line (lineStake = stake). The ticket's total is the sum of bet stakes.
 *
 * ROUNDING RULE (math/exact): money is computed exactly and rounded DOWN to a whole minor unit,
 * once per line: potential win = sum over lines of floor(lineStake x product of the line's odds
 * x bonusOdds). A potential win is the full return, stake included.
 *
 * ODDS: selections count at `acceptedOdds` (the odds placement sends); a custom bet at its
 * bet-level `customOdds` (0 potential win while unpriced). `bonusOdds` (comboboost) multiplies the
 * odds of every line, which for a single or combo is the whole bet.
 */
import {
  ODDS_DECIMALS,
  assertMinor,
  fromOddsUnits,
  productOfOdds,
  stakeTimesOdds,
  toOddsUnits,
} from '../math/exact';
import { boostedOdds } from '../bonus/comboboost';
import { lineStake } from '../settlement/line-stake';
import { TicketInputError } from './errors';
import { betLines, lineCount } from './system';
import type { Ticket, TicketBet } from './types';

const ODDS_FACTOR = 10n ** BigInt(ODDS_DECIMALS);

/** Decimal odds of each line of the bet, bonus excluded (none for an unpriced custom bet). */
function lineOdds(bet: TicketBet): number[][] {
  if (bet.betType === 'custom_bet') return bet.customOdds === undefined ? [] : [[bet.customOdds]];
  return betLines(bet).map((line) => line.map((s) => s.acceptedOdds));
}

/** Stake of one line in minor units: floor(stake / lines); 0 for a bet without lines. */
export function betLineStake(bet: TicketBet): number {
  const lines = lineCount(bet);
  return lines === 0 ? 0 : lineStake(bet.stake, lines);
}

/**
 * The part of the stake that is actually staked, in minor units: lineStake x lines. Equals the
 * stake for singles, combos, custom bets and evenly split systems (spec §5 "computed total").
 */
export function payableStake(bet: TicketBet): number {
  return betLineStake(bet) * lineCount(bet);
}

/**
 * Decimal odds of the bet, bonus excluded: the product of the selections' accepted odds for a
 * single or combo (math/exact productOfOdds, 4 decimals); the customOdds of a custom bet (0 while
 * unpriced); for a system bet the return per unit of stake when every selection wins, i.e. the
 * mean of its lines' odds, rounded half-up to 4 decimals (0 when its system type does not fit).
 * For display: money is never computed from these rounded odds.
 */
export function totalOdds(bet: TicketBet): number {
  if (bet.betType === 'custom_bet') return bet.customOdds ?? 0;
  if (bet.betType !== 'system') return productOfOdds(bet.selections.map((s) => s.acceptedOdds));
  const lines = lineOdds(bet);
  const first = lines[0];
  if (!first) return 0;
  // every line has k legs: the sum is at scale F^k; divide by F^(k-1) and the line count
  const divisor = BigInt(lines.length) * ODDS_FACTOR ** BigInt(first.length - 1);
  const sum = lines.reduce((acc, line) => acc + unitsProduct(line), 0n);
  return fromOddsUnits((sum * 2n + divisor) / (2n * divisor));
}

/** {@link totalOdds} times the bonus odds (comboboost) when the bet has them; 4 decimals. */
export function betBoostedOdds(bet: TicketBet): number {
  return boostedOdds(totalOdds(bet), bet.bonusOdds);
}

/**
 * Potential win (full return, stake included) in minor units when every selection wins: sum over
 * lines of floor(lineStake x line odds x bonusOdds). A double at 4.00 and 5.00 with stake 800
 * returns 16000.
 */
export function potentialWin(bet: TicketBet): number {
  return winForLineStake(bet, betLineStake(bet));
}

/** Sum of the bets' potential wins, in minor units. */
export function ticketPotentialWin(ticket: Ticket): number {
  return ticket.bets.reduce((sum, bet) => sum + potentialWin(bet), 0);
}

/**
 * The largest stake (minor units) whose potential win does not exceed `wantedMinor`, for a stake
 * typed as a wanted potential win (stakeSource `potential_win`). A system stake stays a whole
 * number of lines. 0 for a bet without lines (unpriced custom bet, unfitting system type).
 * @throws TicketInputError `invalid_amount` unless wantedMinor is a non-negative integer
 */
export function stakeForPotentialWin(bet: TicketBet, wantedMinor: number): number {
  try {
    assertMinor(wantedMinor, 'wanted potential win');
  } catch (error) {
    throw new TicketInputError('invalid_amount', (error as Error).message);
  }
  const lines = lineCount(bet);
  if (lines === 0 || lineOdds(bet).length === 0) return 0;
  // the win grows with the line stake and is at least the line stake (odds >= 1): bisect
  let low = 0;
  let high = wantedMinor + 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (winForLineStake(bet, middle) <= wantedMinor) low = middle;
    else high = middle;
  }
  return low * lines;
}

/**
 * The bet's combined odds as exact integers, for comparing the same bet before and after an odds
 * change: the product of accepted odds units (sum over lines for a system; the customOdds units of
 * a custom bet). Only ratios of two values of one bet are meaningful.
 */
export function combinedOddsUnits(bet: TicketBet): bigint {
  return lineOdds(bet).reduce((sum, line) => sum + unitsProduct(line), 0n);
}

function winForLineStake(bet: TicketBet, stakePerLine: number): number {
  const bonus = bet.bonusOdds === undefined ? [] : [bet.bonusOdds];
  return lineOdds(bet).reduce(
    (sum, line) => sum + stakeTimesOdds(stakePerLine, [...line, ...bonus]),
    0,
  );
}

function unitsProduct(odds: readonly number[]): bigint {
  return odds.reduce((product, o) => product * toOddsUnits(o), 1n);
}
