import { checkOdds } from './odds-error';

/**
 * Numeric conversions between decimal odds and the other odds types (spec §3 "Odds types").
 *
 * Every function here is exact (no display rounding) and the pairs are inverses of each other up
 * to floating point; `formatOdds` in ./format rounds for display. Invalid input throws
 * `OddsFormatError` (see ./odds-error). Fractions live in ./fraction.
 */

/** Throws `OddsFormatError` unless the decimal odds are a finite number above 1; returns them. */
export function checkDecimalOdds(decimal: number): number {
  return checkOdds(decimal, 'european', (d) => d > 1, 'above 1');
}

/**
 * Decimal odds to American odds, unrounded: +(d - 1) x 100 from evens up (2.50 -> +150),
 * -100 / (d - 1) below evens (1.50 -> -200). Evens (2.00) is +100.
 */
export function decimalToAmerican(decimal: number): number {
  checkDecimalOdds(decimal);
  return decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1);
}

/** American odds (+100 or more, -100 or less; -100 and +100 are both evens) to decimal odds. */
export function americanToDecimal(american: number): number {
  checkOdds(american, 'american', (a) => Math.abs(a) >= 100, '+100 or more, or -100 or less');
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** Decimal odds to Hong Kong odds: the net win per unit staked, d - 1 (2.50 -> 1.50). */
export function decimalToHongKong(decimal: number): number {
  return checkDecimalOdds(decimal) - 1;
}

/** Hong Kong odds (above 0) to decimal odds: hk + 1. */
export function hongKongToDecimal(hongKong: number): number {
  return checkOdds(hongKong, 'hongkong', (hk) => hk > 0, 'above 0') + 1;
}

/**
 * Decimal odds to Malaysian odds, in (-1, 1]: d - 1 up to evens (1.50 -> 0.50), -1 / (d - 1)
 * above evens (2.50 -> -0.6667).
 */
export function decimalToMalaysian(decimal: number): number {
  checkDecimalOdds(decimal);
  return decimal <= 2 ? decimal - 1 : -1 / (decimal - 1);
}

/** Malaysian odds, in (-1, 1] and not 0, to decimal odds. */
export function malaysianToDecimal(malaysian: number): number {
  checkOdds(malaysian, 'malaysian', (m) => m > -1 && m <= 1 && m !== 0, 'in (-1, 1] and not 0');
  return malaysian > 0 ? 1 + malaysian : 1 - 1 / malaysian;
}

/**
 * Decimal odds to Indonesian odds, |x| >= 1: d - 1 from evens up (2.50 -> 1.50), -1 / (d - 1)
 * below evens (1.50 -> -2.00).
 */
export function decimalToIndonesian(decimal: number): number {
  checkDecimalOdds(decimal);
  return decimal >= 2 ? decimal - 1 : -1 / (decimal - 1);
}

/** Indonesian odds (1 or more, -1 or less; both ±1 are evens) to decimal odds. */
export function indonesianToDecimal(indonesian: number): number {
  checkOdds(indonesian, 'indonesian', (i) => Math.abs(i) >= 1, '1 or more, or -1 or less');
  return indonesian > 0 ? 1 + indonesian : 1 - 1 / indonesian;
}

/** Decimal odds to the implied probability in percent, 100 / d (2.50 -> 40). */
export function decimalToPercent(decimal: number): number {
  return 100 / checkDecimalOdds(decimal);
}

/** Implied probability in percent, strictly between 0 and 100, to decimal odds: 100 / p. */
export function percentToDecimal(percent: number): number {
  return 100 / checkOdds(percent, 'percent', (p) => p > 0 && p < 100, 'between 0 and 100');
}
