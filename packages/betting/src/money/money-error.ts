/**
 * Why an amount or currency was refused:
 * - `invalid_amount`: not a number ("abc", "", NaN, Infinity, "1,234.56"), or minor units that
 *   are not a safe integer;
 * - `negative_amount`: below 0 ("-5");
 * - `too_many_decimals`: more decimals than the currency has ("12.505" EUR);
 * - `amount_too_large`: more minor units than a safe integer holds;
 * - `invalid_currency`: subunits that are not a power of ten (1, 100, 10^8...).
 */
export type MoneyErrorCode =
  | 'invalid_amount'
  | 'negative_amount'
  | 'too_many_decimals'
  | 'amount_too_large'
  | 'invalid_currency';

/** Invalid money input given to a function of this folder. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';
  /** Machine-readable reason, for mapping to a message key. */
  readonly code: MoneyErrorCode;
  /** The refused input, as given. */
  readonly input: unknown;

  constructor(code: MoneyErrorCode, input: unknown, message: string) {
    super(message);
    this.code = code;
    this.input = input;
  }
}
