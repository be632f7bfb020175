import { ODDS_DECIMALS, toOddsUnits } from '../math/exact';
import { checkDecimalOdds } from './convert';
import { decimalToFraction } from './fraction';
import type { OddsType } from './odds-type';

/**
 * Odds as the bettor reads them, in the odds type they chose (spec §3 "Odds types").
 *
 * Display rules, per type (decimal 2.50 / 1.909):
 * - european: 2 decimals, 3 when the third is not 0 ("2.50", "1.909"): feed odds with 3 decimals
 *   show as sent, so the odds shown times the stake is the potential win;
 * - british: the fraction of ./fraction decimalToFraction ("3/2", "10/11");
 * - american: whole numbers with a sign ("+150", "-110");
 * - hongkong, malaysian, indonesian: 2 decimals ("1.50", "-0.67", "1.50");
 * - percent: the implied probability 100 / decimal, 2 decimals and "%" ("40.00%", "52.38%").
 *
 * No cap: the odds shown are those placed and paid (offered prices are capped by the server,
 * odds/cap.ts; total odds are the real product).
 *
 * Rounding: the odds are first carried at the package's 4 decimals (math/exact), then rounded
 * half-up (half away from zero for the negative types) to the display step. A value that would
 * round onto its type's invalid bound shows the nearest valid step (decimal 1.0001 -> "1.001",
 * HK "0.01"), and evens shows positive ("+100", Malay "1.00", never "-1.00"), so every display
 * parses back with ./parse parseOdds.
 */

const ODDS_UNIT = 10 ** ODDS_DECIMALS;

/**
 * Decimal odds as display text in the given odds type (2.5 -> "3/2", "+150", "40.00%"), as they
 * are (no cap); see the module comment for the rounding.
 * @param decimal decimal odds above 1
 * @throws OddsFormatError unless the decimal odds are a finite number above 1
 */
export function formatOdds(decimal: number, oddsType: OddsType): string {
  checkDecimalOdds(decimal);
  // odds within half a unit of 1 are still above 1: keep the smallest odds the package carries
  const units = Math.max(Number(toOddsUnits(decimal)), ODDS_UNIT + 1);
  const win = units - ODDS_UNIT; // net win per unit staked, in odds units
  switch (oddsType) {
    case 'european':
      return formatEuropean(win);
    case 'british': {
      const { numerator, denominator } = decimalToFraction(units / ODDS_UNIT);
      return `${numerator}/${denominator}`;
    }
    case 'american':
      return formatAmerican(win);
    case 'hongkong':
      return hundredths(roundedSteps(win * 100, ODDS_UNIT));
    case 'malaysian':
      return formatWinOrInverse(win, win <= ODDS_UNIT);
    case 'indonesian':
      return formatWinOrInverse(win, win >= ODDS_UNIT);
    case 'percent':
      return `${hundredths(roundedSteps(100 * 100 * ODDS_UNIT, units))}%`;
  }
}

/** p / q rounded half-up to a whole number of display steps, at least one step (p, q > 0). */
function roundedSteps(p: number, q: number): number {
  return Math.max(1, Math.floor((2 * p + q) / (2 * q)));
}

/** Decimal odds with 2 decimals, 3 when the third is not 0 ("2.50", "1.909"). */
function formatEuropean(win: number): string {
  const thousandths = 1000 + roundedSteps(win * 1000, ODDS_UNIT);
  const text = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}`;
  return text.endsWith('0') ? text.slice(0, -1) : text;
}

/** American odds: +win x 100 from evens up, -100 / win below, whole numbers. */
function formatAmerican(win: number): string {
  if (win >= ODDS_UNIT) return `+${roundedSteps(win * 100, ODDS_UNIT)}`;
  const magnitude = roundedSteps(ODDS_UNIT * 100, win);
  // just below evens rounds to -100, which is evens: shown as +100
  return magnitude === 100 ? '+100' : `-${magnitude}`;
}

/** Malay and Indo odds: the net win, or -1 / net win, with 2 decimals; -1.00 (evens) shows "1.00". */
function formatWinOrInverse(win: number, showWin: boolean): string {
  if (showWin) return hundredths(roundedSteps(win * 100, ODDS_UNIT));
  const magnitude = roundedSteps(ODDS_UNIT * 100, win);
  return magnitude === 100 ? '1.00' : `-${hundredths(magnitude)}`;
}

/** A whole number of hundredths as "1.50". */
function hundredths(steps: number): string {
  return `${Math.floor(steps / 100)}.${String(steps % 100).padStart(2, '0')}`;
}
