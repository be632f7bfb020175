import type { Currency } from './currency';
import { currencyDigits } from './currency';
import { toMajor } from './minor-units';
import { MoneyError } from './money-error';

/**
 * Spec §9 "Sub-currency is chosen when the amount is below 100 times subunits": 100 x subunits
 * minor units is 100 major units, so amounts under 100 BTC show in mBTC.
 */
export const SUBCURRENCY_BELOW_MAJOR_UNITS = 100;

// an ISO 4217 code, the only kind Intl's currency style can show
const ISO_CODE = /^[A-Z]{3}$/;

/**
 * Money for display in a locale, exactly (no rounding: every currency digit fits).
 * - fiat: the locale's currency style with the currency's own digits ("€12.50", "12,50 €");
 * - other (crypto, or a code Intl does not know): the amount with up to its own digits, trailing
 *   zeros trimmed, then a no-break space and the code ("0.005 BTC", "5 mBTC") (spec §9).
 * To show small amounts in a sub-currency, pass the result of {@link chooseDisplayCurrency}.
 * @param minor minor units, any safe integer
 * @param locale a BCP 47 locale ("en", "de-DE")
 * @throws MoneyError `invalid_amount`, `invalid_currency`; RangeError for an invalid locale
 */
export function formatMoney(
  minor: number,
  currency: Pick<Currency, 'code' | 'subunits' | 'fiat'>,
  locale: string,
): string {
  const digits = currencyDigits(currency);
  const major = toMajor(minor, currency) as Intl.StringNumericLiteral;
  if (currency.fiat && ISO_CODE.test(currency.code)) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  }
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(major);
  return `${amount}\u00a0${currency.code}`;
}

/**
 * The unit to show an amount in (spec §9 sub-currency rule): the currency's first sub-currency
 * when the amount is below {@link SUBCURRENCY_BELOW_MAJOR_UNITS} major units (|minor| < 100 x
 * subunits), else the currency itself (same reference). The result is a Currency whose subunits
 * count the same minor units, so it goes straight to {@link formatMoney}:
 * 500000 satoshi (0.005 BTC) -> mBTC -> "5 mBTC".
 * @param minor minor units of the currency, any safe integer
 * @throws MoneyError `invalid_amount` unless minor is a safe integer
 */
export function chooseDisplayCurrency(minor: number, currency: Currency): Currency {
  if (!Number.isSafeInteger(minor)) {
    throw new MoneyError(
      'invalid_amount',
      minor,
      `minor units must be a safe integer, got ${minor}`,
    );
  }
  const subcurrency = currency.subcurrencies?.[0];
  if (!subcurrency || Math.abs(minor) >= SUBCURRENCY_BELOW_MAJOR_UNITS * currency.subunits) {
    return currency;
  }
  return { code: subcurrency.code, subunits: subcurrency.subunits, fiat: currency.fiat };
}
