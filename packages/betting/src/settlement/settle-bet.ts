import type { BetResult, PlacedBet, PlacedSelection } from '../bets/types';
import { binomial, combinations } from '../math/exact';
import { SettlementError } from './errors';
import {
  compareRatios,
  floorTimes,
  RATIO_ONE,
  multiplyRatios,
  RATIO_ZERO,
  ratioOfOdds,
  sumRatios,
  type Ratio,
} from './exact-ratio';
import { freebetPayout, freebetRefundOnLoss } from '../bonus/freebet-payout';
import { comboboostOddsOf, freebetVariantOf } from './bet-bonus';
import { isHalfResult, legFactor } from './leg-factor';
import { lineStake } from './line-stake';

/** A selection as settlement reads it: the decimal odds it was placed at and its result. */
export type SettlementLeg = Pick<PlacedSelection, 'odds' | 'result'>;

/** A bet as settlement reads it (a {@link PlacedBet} fits). Stake in minor units. */
export interface SettleableBet extends Pick<
  PlacedBet,
  'betType' | 'stake' | 'odds' | 'systemType' | 'bonus'
> {
  selections: readonly SettlementLeg[];
}

/** `settled`: the payout is final and the server may settle now; `pending`: wait for results. */
export type SettlementStatus = 'settled' | 'pending';

/** The outcome of settling a bet. */
export interface BetSettlement {
  status: SettlementStatus;
  /** Bet result (spec §3 result values); `no_results` while pending. */
  result: BetResult;
  /** Amount paid back, stake included, in minor units (rounded down); 0 while pending. */
  payout: number;
  /** Freebet amount (minor units) given back as a new freebet, not as cash; 0 for cash bets. */
  freebetRefund: number;
}

/** The settlement of a bet still waiting for results. */
export const PENDING_SETTLEMENT: BetSettlement = Object.freeze({
  status: 'pending',
  result: 'no_results',
  payout: 0,
  freebetRefund: 0,
});

/**
 * Exact factor of one line (a combo of its legs): the product of the legs' effective odds
 * ({@link legFactor}). A lost leg decides the line at 0 even while other legs have no result.
 * @returns the factor, or undefined while the line is undecided
 */
export function lineFactor(legs: readonly SettlementLeg[]): Ratio | undefined {
  const factors: Ratio[] = [];
  let undecided = false;
  for (const leg of legs) {
    const factor = legFactor(leg.result, leg.odds);
    if (factor === undefined) undecided = true;
    else if (factor.num === 0n) return RATIO_ZERO;
    else factors.push(factor);
  }
  return undecided ? undefined : multiplyRatios(factors);
}

/**
 * Settles a bet from its selection results.
 *
 * Payout (minor units, stake included): single and combo = floor(stake x product of effective leg
 * odds); system k/n = sum over the C(n, k) lines of floor(lineStake x product of the line's
 * effective odds), lineStake = {@link lineStake}(stake, C(n, k)), each line floored on its own as
 * the combo bet it is. Void legs count as odds 1, so they shorten the combination.
 * Custom bets (bet builder) are priced as a whole: every leg won pays floor(stake x bet odds);
 * a lost leg pays 0; otherwise (a void or half leg) the price no longer applies and the whole
 * stake is refunded.
 *
 * Settling early: the bet is `settled` as soon as every line is decided; a line (and so a single or
 * combo) is decided by one lost leg even while other legs have no result. Otherwise `pending`.
 *
 * Result mapping (R = exact return / amount staked on lines):
 * R = 0 -> lose_entire; every leg void -> refund_entire, and the WHOLE stake is paid back
 * (including a system's remainder); R = 1 -> refund_entire; R != 1 with any half leg ->
 * refund_half_win_other when R > 1, refund_half_lose_other when R < 1; otherwise win_entire (also
 * for a system whose winning lines return less than the stake). A single maps to its leg result.
 * Comboboost: the bonus odds multiply the return of every WINNING line (factor above 1), the
 * rule the ticket's potential win uses; refunded and lost lines are not boosted.
 * Freebet: the stake was not the player's money, so a won bet pays {@link freebetPayout} of its
 * return (only_win: the net winnings); a fully void bet, or a lost no_risk bet, gives the stake
 * back as a freebet (`freebetRefund`) instead of cash.
 * @throws SettlementError on a stake that is not a positive integer, odds below 1, a selection
 * count that does not fit the bet type, or a missing or mismatched system type
 */
export function settleBet(bet: SettleableBet): BetSettlement {
  assertSettleable(bet);
  const cash = bet.betType === 'custom_bet' ? settleCustomBet(bet) : settleLines(bet);
  const variant = freebetVariantOf(bet.bonus);
  if (cash.status === 'pending' || variant === undefined) return cash;
  if (cash.result === 'refund_entire' && cash.payout === bet.stake) {
    return { ...cash, payout: 0, freebetRefund: bet.stake };
  }
  if (cash.payout === 0) {
    return { ...cash, freebetRefund: freebetRefundOnLoss(variant) ? bet.stake : 0 };
  }
  return { ...cash, payout: freebetPayout(cash.payout, bet.stake, variant) };
}

function settleLines(bet: SettleableBet): BetSettlement {
  const { perLineStake, lines, lineCount } = linesOf(bet);
  const boost = comboboostOddsOf(bet.bonus);
  const factors: Ratio[] = [];
  let payout = 0;
  for (const line of lines) {
    const factor = lineFactor(line);
    if (factor === undefined) return PENDING_SETTLEMENT;
    factors.push(factor);
    const won = compareRatios(factor, RATIO_ONE) > 0;
    const paid = won && boost !== undefined ? multiplyRatios([factor, ratioOfOdds(boost)]) : factor;
    payout += floorTimes(perLineStake, paid);
  }
  if (bet.selections.every((leg) => leg.result === 'refund_entire')) {
    return { status: 'settled', result: 'refund_entire', payout: bet.stake, freebetRefund: 0 };
  }
  const returnPerLineStake = sumRatios(factors);
  const halfLegs = bet.selections.some((leg) => isHalfResult(leg.result));
  return {
    status: 'settled',
    result: resultOf(returnPerLineStake, lineCount, halfLegs),
    payout,
    freebetRefund: 0,
  };
}

function resultOf(returnPerLineStake: Ratio, lineCount: number, halfLegs: boolean): BetResult {
  if (returnPerLineStake.num === 0n) return 'lose_entire';
  const sign = compareRatios(returnPerLineStake, { num: BigInt(lineCount), den: 1n });
  if (sign === 0) return 'refund_entire';
  if (halfLegs) return sign > 0 ? 'refund_half_win_other' : 'refund_half_lose_other';
  return 'win_entire';
}

function settleCustomBet(bet: SettleableBet): BetSettlement {
  const results = bet.selections.map((leg) => leg.result);
  if (results.includes('lose_entire'))
    return { status: 'settled', result: 'lose_entire', payout: 0, freebetRefund: 0 };
  if (results.includes('no_results')) return PENDING_SETTLEMENT;
  if (results.every((result) => result === 'win_entire')) {
    const payout = floorTimes(bet.stake, ratioOfOdds(bet.odds));
    return { status: 'settled', result: 'win_entire', payout, freebetRefund: 0 };
  }
  // the bet-builder price covers the legs together: a void or half leg leaves no price to pay
  return { status: 'settled', result: 'refund_entire', payout: bet.stake, freebetRefund: 0 };
}

function linesOf(bet: SettleableBet): {
  perLineStake: number;
  lines: Iterable<readonly SettlementLeg[]>;
  lineCount: number;
} {
  if (bet.betType !== 'system' || !bet.systemType) {
    return { perLineStake: bet.stake, lines: [bet.selections], lineCount: 1 };
  }
  const { winCount, totalCount } = bet.systemType;
  const lineCount = binomial(totalCount, winCount);
  return {
    perLineStake: lineStake(bet.stake, lineCount),
    lines: combinations(bet.selections, winCount),
    lineCount,
  };
}

function assertSettleable(bet: SettleableBet): void {
  if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0) {
    throw new SettlementError(
      'invalid_stake',
      `stake must be positive minor units, got ${bet.stake}`,
    );
  }
  const odds = bet.selections.map((leg) => leg.odds);
  if (bet.betType === 'custom_bet') odds.push(bet.odds);
  const badOdds = odds.find((o) => !(Number.isFinite(o) && o >= 1));
  if (badOdds !== undefined) {
    throw new SettlementError('invalid_odds', `odds must be decimal odds >= 1, got ${badOdds}`);
  }
  const count = bet.selections.length;
  if (count === 0 || (bet.betType === 'single' && count !== 1)) {
    throw new SettlementError('invalid_selection_count', `${bet.betType} with ${count} selections`);
  }
  if (bet.betType === 'system') assertSystem(bet, count);
}

function assertSystem(bet: SettleableBet, count: number): void {
  const type = bet.systemType;
  if (
    !type ||
    type.totalCount !== count ||
    !Number.isSafeInteger(type.winCount) ||
    type.winCount < 1 ||
    type.winCount > count
  ) {
    throw new SettlementError(
      'invalid_system_type',
      `system type ${type?.id ?? 'missing'} does not fit ${count} selections`,
    );
  }
  // spec §5: every stake above 0; each line needs at least one minor unit
  if (lineStake(bet.stake, binomial(count, type.winCount)) === 0) {
    throw new SettlementError('invalid_stake', `stake ${bet.stake} is below the line count`);
  }
}
