import { MoneyError } from './money-error';

/**
 * A smaller unit a currency can be shown in (mBTC for BTC). Amounts stay in the parent's minor
 * units; `subunits` says how many of them make one unit of the sub-currency.
 */
export interface SubCurrency {
  /** Display code, e.g. "mBTC". */
  code: string;
  /** Parent minor units per one unit of the sub-currency (mBTC with BTC at 10^8: 10^5). */
  subunits: number;
}

/**
 * A currency (spec §3 "Currency: code, subunits, fiat flag, subcurrencies"). Every money function
 * takes one, so an operator passes its own list; {@link CURRENCIES} holds a few defaults.
 */
export interface Currency {
  /** ISO 4217 code for fiat ("EUR"), the usual ticker for crypto ("BTC"). */
  code: string;
  /** Minor units per major unit, a power of ten: 100 for EUR (cents), 10^8 for BTC (satoshi). */
  subunits: number;
  /** Fiat money is shown in the locale's currency style; other money as "<amount> <code>". */
  fiat: boolean;
  /** Smaller display units, the preferred one first (spec §9 sub-currency rule). */
  subcurrencies?: readonly SubCurrency[];
}

/** Built-in defaults; operators pass their own currency objects to every function. */
export const CURRENCIES: Readonly<Record<'EUR' | 'USD' | 'GBP' | 'BRL' | 'BTC', Currency>> = {
  EUR: { code: 'EUR', subunits: 100, fiat: true },
  USD: { code: 'USD', subunits: 100, fiat: true },
  GBP: { code: 'GBP', subunits: 100, fiat: true },
  BRL: { code: 'BRL', subunits: 100, fiat: true },
  BTC: {
    code: 'BTC',
    subunits: 100_000_000,
    fiat: false,
    subcurrencies: [{ code: 'mBTC', subunits: 100_000 }],
  },
};

/**
 * Decimal digits of a currency's major unit: log10(subunits) (EUR 2, BTC 8, mBTC 5, JPY 0). The
 * digits a stake input accepts and the money display shows (spec §9 "Stake shows fiat or other
 * decimal digits").
 * @throws MoneyError `invalid_currency` unless subunits is a power of ten from 1 to 10^15
 */
export function currencyDigits(currency: SubCurrency): number {
  const digits = Math.round(Math.log10(currency.subunits));
  if (!(digits >= 0 && digits <= 15 && 10 ** digits === currency.subunits)) {
    throw new MoneyError(
      'invalid_currency',
      currency,
      `${currency.code} subunits must be a power of ten, got ${currency.subunits}`,
    );
  }
  return digits;
}
