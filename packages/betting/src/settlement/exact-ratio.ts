import { ODDS_DECIMALS, toOddsUnits } from '../math/exact';

/**
 * Exact non-negative rational numbers for settlement and cashout, so that effective odds such as
 * (1 + odds) / 2 stay exact and money follows the one rounding rule of math/exact: compute
 * exactly, then round DOWN to a whole minor unit once.
 */

const ODDS_FACTOR = 10n ** BigInt(ODDS_DECIMALS);

/** An exact rational `num / den` (den > 0). */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/** 0 as a ratio (a lost leg). */
export const RATIO_ZERO: Ratio = Object.freeze({ num: 0n, den: 1n });
/** 1 as a ratio (a void leg, a settled winning leg in current odds). */
export const RATIO_ONE: Ratio = Object.freeze({ num: 1n, den: 1n });

/**
 * A decimal number (odds, or a margin such as 0.05) as an exact ratio, at the precision of
 * math/exact: ODDS_DECIMALS places, finer input rounded half-up.
 */
export function ratioOfOdds(odds: number): Ratio {
  return { num: toOddsUnits(odds), den: ODDS_FACTOR };
}

/** a / b (b must not be 0). */
export function divideRatios(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.den, den: a.den * b.num };
}

/** Product of ratios (1 for none). */
export function multiplyRatios(factors: Iterable<Ratio>): Ratio {
  let num = 1n;
  let den = 1n;
  for (const f of factors) {
    num *= f.num;
    den *= f.den;
  }
  return { num, den };
}

/** Sum of ratios (0 for none). */
export function sumRatios(terms: Iterable<Ratio>): Ratio {
  let num = 0n;
  let den = 1n;
  for (const t of terms) {
    if (t.den === den) {
      num += t.num; // same denominator (the usual case): keep the numbers small
      continue;
    }
    num = num * t.den + t.num * den;
    den *= t.den;
  }
  return { num, den };
}

/** Sign of a - b: -1, 0 or 1. */
export function compareRatios(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** amount x ratio, rounded DOWN to a whole minor unit (the package's one rounding rule). */
export function floorTimes(amountMinor: number, ratio: Ratio): number {
  return Number((BigInt(amountMinor) * ratio.num) / ratio.den);
}
