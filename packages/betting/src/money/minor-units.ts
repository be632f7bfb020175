import { currencyDigits } from './currency';
import type { SubCurrency } from './currency';
import { MoneyError } from './money-error';

// digits with one decimal point or comma: "12.50", "12,5", "12.", ".5"
const AMOUNT = /^(\d*)(?:[.,](\d*))?$/;

/**
 * A major-unit amount typed by the bettor ("12.50", "12,5", 12.5) as integer minor units (1250).
 * Exact: no rounding ever; input finer than the currency is refused instead. Numbers are read as
 * the decimal they print as with the currency's digits (0.1 + 0.2 is refused, not rounded).
 * Given the sub-currency a stake input shows (format-money chooseDisplayCurrency), the amount is
 * read in that unit and comes back in the parent's minor units ("5" mBTC -> 500000 satoshi).
 * @returns minor units, a non-negative safe integer
 * @throws MoneyError `invalid_amount` (not a plain decimal: "abc", "", "1,234.56", NaN),
 *   `negative_amount`, `too_many_decimals` ("12.505" EUR, "12.500" EUR), `amount_too_large`,
 *   `invalid_currency`
 */
export function toMinor(major: string | number, currency: SubCurrency): number {
  const digits = currencyDigits(currency);
  const text =
    typeof major === 'number' ? numberAsText(major, currency.subunits, digits) : major.trim();
  if (text.startsWith('-')) {
    throw new MoneyError('negative_amount', major, `amount ${text} is negative`);
  }
  const match = AMOUNT.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || whole + fraction === '') {
    throw new MoneyError('invalid_amount', major, `"${text}" is not an amount`);
  }
  if (fraction.length > digits) {
    throw new MoneyError(
      'too_many_decimals',
      major,
      `${currency.code} amounts have at most ${digits} decimals, got ${text}`,
    );
  }
  // the digits side by side are the minor units, exact while they fit a safe integer
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  if (!Number.isSafeInteger(minor)) throw tooLarge(major);
  return minor;
}

/**
 * Integer minor units as an exact major-unit decimal string with all the currency's digits
 * (1250 EUR -> "12.50", 500000 BTC -> "0.00500000", -5 EUR -> "-0.05"). A string, because a
 * double cannot hold every safe integer of minor units divided by 10^8 exactly.
 * @param minor minor units, any safe integer (negative amounts keep their sign)
 * @throws MoneyError `invalid_amount` unless minor is a safe integer; `invalid_currency`
 */
export function toMajor(minor: number, currency: SubCurrency): string {
  const digits = currencyDigits(currency);
  if (!Number.isSafeInteger(minor)) {
    throw new MoneyError(
      'invalid_amount',
      minor,
      `minor units must be a safe integer, got ${minor}`,
    );
  }
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

function numberAsText(major: number, subunits: number, digits: number): string {
  if (!Number.isFinite(major))
    throw new MoneyError('invalid_amount', major, `${major} is not an amount`);
  if (major < 0) throw new MoneyError('negative_amount', major, `amount ${major} is negative`);
  if (major * subunits > Number.MAX_SAFE_INTEGER) throw tooLarge(major);
  const text = major.toFixed(digits);
  if (Number(text) !== major) {
    throw new MoneyError('too_many_decimals', major, `${major} has more than ${digits} decimals`);
  }
  return text;
}

function tooLarge(major: string | number): MoneyError {
  return new MoneyError(
    'amount_too_large',
    major,
    `${major} is more minor units than a safe integer holds`,
  );
}
