import { checkDecimalOdds } from './convert';
import { OddsFormatError } from './odds-error';

/**
 * Highest decimal odds the odds display shows (spec §5 "Odds above 40 are capped by a limit
 * constant"). Operators with another limit pass their own cap to {@link capOdds} and `formatOdds`.
 *
 * The DISPLAY is capped, not the value: placement sends the feed odds and money is computed from
 * them, because capped odds in the payload would fail the server's odds check (spec §8
 * odds_different_than_bookmaker).
 */
export const ODDS_CAP = 40;

/**
 * Decimal odds limited to the cap, for display (45 -> 40, 2.5 -> 2.5).
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
