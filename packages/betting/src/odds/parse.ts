import {
  americanToDecimal,
  checkDecimalOdds,
  hongKongToDecimal,
  indonesianToDecimal,
  malaysianToDecimal,
  percentToDecimal,
} from './convert';
import { fractionToDecimal } from './fraction';
import { OddsFormatError } from './odds-error';
import type { OddsType } from './odds-type';

// an optional sign, digits, and a decimal point or comma: "2.50", "+150", "-0,67", ".5"
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
const PERCENT_SIGN = /\s*%$/;

/**
 * Odds text typed or shown in an odds type, back to decimal odds (the inverse of ./format
 * formatOdds). Accepts surrounding spaces, a decimal comma ("2,50"), an optional "+" and, for
 * percent, an optional "%". The result is not rounded (American "-110" -> 1.9090...) and not
 * capped: math/exact carries it at 4 decimals when it computes money.
 * @returns decimal odds above 1
 * @throws OddsFormatError `invalid_odds_format` for text that is no number or fraction of the
 *   type ("abc", "5/2/3", "3/0", "-3/2", "1e3"); `odds_out_of_range` for a value outside the
 *   type's range (decimal "1", American "+50", Malay "0", Indo "0.5", HK "0", percent "100")
 */
export function parseOdds(text: string, oddsType: OddsType): number {
  const trimmed = text.trim();
  switch (oddsType) {
    case 'european':
      return checkDecimalOdds(parseNumber(trimmed, oddsType));
    case 'british': {
      const match = FRACTION.exec(trimmed);
      if (!match) throw malformed(text, oddsType);
      return fractionToDecimal({ numerator: Number(match[1]), denominator: Number(match[2]) });
    }
    case 'american':
      return americanToDecimal(parseNumber(trimmed, oddsType));
    case 'hongkong':
      return hongKongToDecimal(parseNumber(trimmed, oddsType));
    case 'malaysian':
      return malaysianToDecimal(parseNumber(trimmed, oddsType));
    case 'indonesian':
      return indonesianToDecimal(parseNumber(trimmed, oddsType));
    case 'percent':
      return percentToDecimal(parseNumber(trimmed.replace(PERCENT_SIGN, ''), oddsType));
  }
}

function parseNumber(text: string, oddsType: OddsType): number {
  if (!NUMBER.test(text)) throw malformed(text, oddsType);
  return Number(text.replace(',', '.'));
}

function malformed(text: string, oddsType: OddsType): OddsFormatError {
  return new OddsFormatError(
    'invalid_odds_format',
    oddsType,
    text,
    `"${text}" is not ${oddsType} odds`,
  );
}
