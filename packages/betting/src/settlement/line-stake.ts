import { SettlementError } from './errors';

/**
 * Stake of each line of a system bet, in minor units. The bet's `stake` is the TOTAL paid, split
 * evenly over its C(n, k) lines and rounded DOWN: floor(totalStake / lines). The remainder
 * (totalStake mod lines) is on no line. The ticket engine and settlement both use this rule.
 * @param totalStake whole stake of the bet in minor units (integer >= 0)
 * @param lines number of lines (combinations), integer >= 1
 * @returns stake per line in minor units; 0 when the total is below the line count (such a bet
 * cannot be placed or settled)
 */
export function lineStake(totalStake: number, lines: number): number {
  if (!Number.isSafeInteger(totalStake) || totalStake < 0) {
    throw new SettlementError(
      'invalid_stake',
      `stake must be integer minor units, got ${totalStake}`,
    );
  }
  if (!Number.isSafeInteger(lines) || lines < 1) {
    throw new SettlementError(
      'invalid_line_count',
      `lines must be a positive integer, got ${lines}`,
    );
  }
  return Math.floor(totalStake / lines);
}
