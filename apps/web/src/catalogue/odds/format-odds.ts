import { OddsFormatError } from '@sportsbook/betting/odds/odds-error';
import { formatOdds as formatDisplayOdds } from '@sportsbook/betting/odds/format';
import type { OddsType } from '@sportsbook/betting/odds/odds-type';

/** Shown in place of odds the domain refuses to format (not above 1, not a number). */
export const NO_ODDS = '–';

/**
 * Decimal odds as the bettor reads them in their odds type (2.5 -> "2.50", "3/2", "+150", HK
 * "1.50", Malay "-0.67", Indo "1.50", "40.00%"); rounding is the domain's (packages/betting
 * odds/format). Never capped: the server caps offered prices (spec §5), so the odds shown are the
 * odds placed and paid. Null when the odds cannot be shown.
 */
export function tryFormatOdds(odds: number, oddsType: OddsType): string | null {
  try {
    return formatDisplayOdds(odds, oddsType);
  } catch (error) {
    if (error instanceof OddsFormatError) return null;
    throw error;
  }
}

/** {@link tryFormatOdds}, with {@link NO_ODDS} for odds that cannot be shown. */
export function formatOdds(odds: number, oddsType: OddsType): string {
  return tryFormatOdds(odds, oddsType) ?? NO_ODDS;
}
