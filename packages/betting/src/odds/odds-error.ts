import type { OddsType } from './odds-type';

/**
 * Why odds were refused:
 * - `invalid_odds_format`: not a number or fraction at all (`abc`, `5/2/3`, `3/0`, `-3/2`, NaN);
 * - `odds_out_of_range`: well formed but outside what the odds type allows (decimal 1, American
 *   +50, Malay 0, percent 100).
 */
export type OddsErrorCode = 'invalid_odds_format' | 'odds_out_of_range';

/** Invalid odds given to a converter, formatter or parser of this folder. */
export class OddsFormatError extends Error {
  override readonly name = 'OddsFormatError';
  /** Machine-readable reason, for mapping to a message key. */
  readonly code: OddsErrorCode;
  /** The odds type the input was read as. */
  readonly oddsType: OddsType;
  /** The refused input, as given. */
  readonly input: unknown;

  constructor(code: OddsErrorCode, oddsType: OddsType, input: unknown, message: string) {
    super(message);
    this.code = code;
    this.oddsType = oddsType;
    this.input = input;
  }
}

/**
 * Returns the value when it is a finite number inside its type's range, else throws
 * {@link OddsFormatError} (`invalid_odds_format` for NaN/Infinity, `odds_out_of_range` otherwise).
 * @param rule the range in words, for the message ("above 1")
 */
export function checkOdds(
  value: number,
  oddsType: OddsType,
  inRange: (value: number) => boolean,
  rule: string,
): number {
  if (!Number.isFinite(value)) {
    throw new OddsFormatError(
      'invalid_odds_format',
      oddsType,
      value,
      `${oddsType} odds must be a finite number, got ${value}`,
    );
  }
  if (!inRange(value)) {
    throw new OddsFormatError(
      'odds_out_of_range',
      oddsType,
      value,
      `${oddsType} odds must be ${rule}, got ${value}`,
    );
  }
  return value;
}
