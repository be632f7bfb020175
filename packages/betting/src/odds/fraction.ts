import { ODDS_DECIMALS, toOddsUnits } from '../math/exact';
import { checkDecimalOdds } from './convert';
import { OddsFormatError } from './odds-error';

/**
 * Fractional (british) odds: the net win over the stake, so decimal = 1 + numerator / denominator
 * (3/2 is decimal 2.50). Both parts are positive integers; {@link decimalToFraction} returns them
 * reduced.
 */
export interface Fraction {
  numerator: number;
  denominator: number;
}

const ODDS_UNIT = 10 ** ODDS_DECIMALS;

/**
 * A decimal within this distance of a customary fraction shows as that fraction: half a
 * 2-decimal step, so the odds a feed rounds to 2 decimals (1.91, 1.67, 2.38) keep their fraction.
 */
export const FRACTION_TOLERANCE = 0.005;
const TOLERANCE_UNITS = Math.round(FRACTION_TOLERANCE * ODDS_UNIT);

// Reduced, as displayed: the bookmaker's 4/6 and 6/4 show as 2/3 and 3/2.
const CUSTOMARY = [
  '1/10 1/9 1/8 1/7 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 2/3 8/11',
  '4/5 5/6 10/11 1/1 11/10 6/5 5/4 11/8 3/2 8/5 13/8 7/4 15/8 2/1 9/4 5/2 11/4 3/1 10/3 7/2',
  '4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 13/1 14/1 15/1 16/1 18/1',
  '20/1 22/1 25/1 28/1 30/1 33/1 35/1 39/1',
].join(' ');

/** The customary bookmaker fractions, ascending, from 1/10 up to 39/1 (decimal 40, the cap). */
export const CUSTOMARY_FRACTIONS: readonly Fraction[] = CUSTOMARY.split(' ').map((text) => {
  const [numerator = 0, denominator = 1] = text.split('/').map(Number);
  return Object.freeze({ numerator, denominator });
});

/**
 * Decimal odds as fractional odds. The rule:
 * 1. the nearest customary fraction within {@link FRACTION_TOLERANCE} (1.909 -> 10/11, 1.67 -> 2/3);
 * 2. otherwise the exact reduced fraction of (decimal - 1) at 2-decimal precision, rounded half-up
 *    (3.37 -> 237/100, 2.123 -> 28/25), at least 1/100 so odds just above 1 stay valid.
 * The decimal is first carried at the package's 4 decimals (math/exact) so the match is exact.
 * @throws OddsFormatError unless the decimal odds are above 1
 */
export function decimalToFraction(decimal: number): Fraction {
  checkDecimalOdds(decimal);
  const win = Number(toOddsUnits(decimal)) - ODDS_UNIT;
  let nearest: Fraction | undefined;
  let nearestDistance = TOLERANCE_UNITS;
  for (const fraction of CUSTOMARY_FRACTIONS) {
    // |win / UNIT - n / d| in odds units, compared without rounding
    const distance =
      Math.abs(win * fraction.denominator - fraction.numerator * ODDS_UNIT) / fraction.denominator;
    if (distance <= nearestDistance) {
      nearest = fraction;
      nearestDistance = distance;
    }
  }
  if (nearest) return nearest;
  const hundredths = Math.max(1, Math.floor((2 * win * 100 + ODDS_UNIT) / (2 * ODDS_UNIT)));
  const divisor = gcd(hundredths, 100);
  return { numerator: hundredths / divisor, denominator: 100 / divisor };
}

/**
 * Fractional odds as decimal odds, 1 + numerator / denominator (3/2 -> 2.5), unrounded.
 * @throws OddsFormatError `invalid_odds_format` for a non-integer or negative part or a zero
 *   denominator; `odds_out_of_range` for a zero numerator (decimal 1 wins nothing)
 */
export function fractionToDecimal(fraction: Fraction): number {
  const { numerator, denominator } = fraction;
  const text = `${numerator}/${denominator}`;
  if (!isWholeNumber(numerator) || !isWholeNumber(denominator) || denominator === 0) {
    throw new OddsFormatError(
      'invalid_odds_format',
      'british',
      text,
      `fractional odds need whole, non-negative parts and a non-zero denominator, got ${text}`,
    );
  }
  if (numerator === 0) {
    throw new OddsFormatError(
      'odds_out_of_range',
      'british',
      text,
      `fractional odds must be above 0/1, got ${text}`,
    );
  }
  return 1 + numerator / denominator;
}

function isWholeNumber(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
