import type { SelectionResult } from '../bets/types';
import { RATIO_ONE, RATIO_ZERO, ratioOfOdds, type Ratio } from './exact-ratio';

/**
 * The exact factor a settled selection (leg) multiplies its stake by, i.e. its effective decimal
 * odds (spec §3 result values):
 * - win_entire: the odds;
 * - lose_entire: 0;
 * - refund_entire (void): 1;
 * - refund_half_win_other: half the stake is refunded (x1), half wins (x odds): (1 + odds) / 2;
 * - refund_half_lose_other: half the stake is refunded (x1), half is lost (x0): 1 / 2;
 * - no_results: undefined (not settled yet).
 * @param odds decimal odds the selection was placed at
 */
export function legFactor(result: SelectionResult, odds: number): Ratio | undefined {
  switch (result) {
    case 'win_entire':
      return ratioOfOdds(odds);
    case 'lose_entire':
      return RATIO_ZERO;
    case 'refund_entire':
      return RATIO_ONE;
    case 'refund_half_win_other': {
      const o = ratioOfOdds(odds);
      return { num: o.den + o.num, den: 2n * o.den };
    }
    case 'refund_half_lose_other':
      return { num: 1n, den: 2n };
    case 'no_results':
      return undefined;
  }
}

/**
 * {@link legFactor} as decimal odds, for display (e.g. My Bets): 1.9 half-won shows 1.45.
 * The value is a float approximation; money is always computed from the exact factor.
 * @returns decimal odds, or undefined while the selection has no result
 */
export function effectiveLegOdds(result: SelectionResult, odds: number): number | undefined {
  const factor = legFactor(result, odds);
  return factor && Number(factor.num) / Number(factor.den);
}

/** Whether a selection result is one of the half results (part refunded, part won or lost). */
export function isHalfResult(result: SelectionResult): boolean {
  return result === 'refund_half_win_other' || result === 'refund_half_lose_other';
}
