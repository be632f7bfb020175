import { checkDecimalOdds } from './convert';
import { OddsFormatError } from './odds-error';

/**
 * Highest decimal odds of an offered price (spec §5 "Odds above 40 are capped by a limit
 * constant"): ONE rule, applied by the server to every price it offers (the feed's pricing, the
 * dev API's odds, the bet-builder price), so the odds shown, placed and paid are the same number.
 * Displays never cap (`formatOdds`), and total odds of a combo or system are never capped: they
 * are the real product, limited by the site's maximum total odds instead (ticket/bet-limits).
 */
export const ODDS_CAP = 40;

/**
 * Decimal odds limited to the cap, for an offered price (45 -> 40, 2.5 -> 2.5).
 * @param odds decimal odds above 1
 * @param cap decimal odds above 1, or Infinity for no cap
 * @throws OddsFormatError when the odds or the cap are not decimal odds above 1
 */
export function capOdds(odds: number, cap: number = ODDS_CAP): number {
  checkDecimalOdds(odds);
  if (!(cap > 1)) {
    throw new OddsFormatError(
      'odds_out_of_range',
      'european',
      cap,
      `the odds cap must be above 1, got ${cap}`,
    );
  }
  return Math.min(odds, cap);
}
