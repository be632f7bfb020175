/**
 * What a bet paid with a freebet pays out, per freebet variant (spec §3 bonus kinds no_risk,
 * all_win, only_win). Integer minor units in and out; no rounding happens here: the return comes
 * already floor-rounded from math/exact.
 */
import { assertMinor } from '../math/exact';
import type { FreebetVariant } from './types';

/**
 * Payout of a WON freebet bet, in minor units, from its return (stake x odds, stake included):
 * - only_win: only the net winnings are paid, the stake is not returned (return - stake, >= 0);
 * - all_win: the whole return is paid, stake included;
 * - no_risk: the whole return is paid when won (a lost bet is refunded, see
 *   {@link freebetRefundOnLoss}).
 * A lost bet pays 0 whatever the variant.
 * @throws RangeError when an amount is not a non-negative integer of minor units.
 */
export function freebetPayout(
  potentialReturnMinor: number,
  stakeMinor: number,
  variant: FreebetVariant,
): number {
  assertMinor(potentialReturnMinor, 'potential return');
  assertMinor(stakeMinor, 'stake');
  if (variant === 'only_win') return Math.max(0, potentialReturnMinor - stakeMinor);
  return potentialReturnMinor;
}

/**
 * Whether a LOST bet of this variant refunds its stake, as a new freebet of the same amount: only
 * no_risk does ("no risk": losing costs nothing); all_win and only_win are simply lost.
 */
export function freebetRefundOnLoss(variant: FreebetVariant): boolean {
  return variant === 'no_risk';
}

/**
 * The variant of the freebet that gives a settled freebet bet's stake back (a settlement's
 * `freebetRefund`): a fully void bet never happened, so its freebet comes back as it was; a LOST
 * no_risk bet comes back as all_win, so the no-risk promise is kept once and a refund is never
 * refunded again (a chain of no_risk refunds would make every later loss free too).
 */
export function refundFreebetVariant(variant: FreebetVariant, betLost: boolean): FreebetVariant {
  return betLost ? 'all_win' : variant;
}
