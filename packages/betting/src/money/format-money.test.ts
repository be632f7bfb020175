import { describe, expect, test } from 'vitest';
import { CURRENCIES } from './currency';
import type { Currency } from './currency';
import { chooseDisplayCurrency, formatMoney } from './format-money';
import { MoneyError } from './money-error';
import type { MoneyErrorCode } from './money-error';

const { EUR, USD, GBP, BRL, BTC } = CURRENCIES;
const JPY: Currency = { code: 'JPY', subunits: 1, fiat: true };
const mBTC: Currency = { code: 'mBTC', subunits: 1e5, fiat: false };
const USDT: Currency = { code: 'USDT', subunits: 1e6, fiat: true };
const BAD: Currency = { code: 'XXX', subunits: 50, fiat: true };
const BY_CODE = { EUR, USD, GBP, BRL, BTC, JPY, mBTC, USDT, BAD };
type Code = keyof typeof BY_CODE;
const NBSP = '\u00a0';

describe('formatMoney', () => {
  test.each<[number, Code, string, string]>([
    // fiat: the locale's currency style with the currency's digits
    [1250, 'EUR', 'en', '€12.50'],
    [1250, 'EUR', 'de-DE', `12,50${NBSP}€`],
    [123456, 'USD', 'en-US', '$1,234.56'],
    [5, 'GBP', 'en-GB', '£0.05'],
    [1200, 'EUR', 'en', '€12.00'], // fiat keeps its zeros
    [-1250, 'EUR', 'en', '-€12.50'],
    [1250, 'BRL', 'pt-BR', `R$${NBSP}12,50`],
    [1500, 'JPY', 'en-US', '¥1,500'],
    [Number.MAX_SAFE_INTEGER, 'EUR', 'en', '€90,071,992,547,409.91'], // exact, no float rounding
    // other money: up to its own digits, trailing zeros trimmed, then the code
    [500_000, 'BTC', 'en', `0.005${NBSP}BTC`],
    [150_000_000, 'BTC', 'en', `1.5${NBSP}BTC`],
    [100_000_000, 'BTC', 'en', `1${NBSP}BTC`],
    [1, 'BTC', 'en', `0.00000001${NBSP}BTC`],
    [12_345_678_912, 'BTC', 'de-DE', `123,45678912${NBSP}BTC`],
    [500_000, 'mBTC', 'en', `5${NBSP}mBTC`],
    // a fiat code Intl cannot show as a currency falls back to the code suffix
    [12_500_000, 'USDT', 'en', `12.5${NBSP}USDT`],
  ])('%i minor units of %s in %s: %s', (minor, code, locale, expected) => {
    expect(formatMoney(minor, BY_CODE[code], locale)).toBe(expected);
  });

  test.each<[number, Code, MoneyErrorCode]>([
    [1.5, 'EUR', 'invalid_amount'],
    [Number.NaN, 'BTC', 'invalid_amount'],
    [100, 'BAD', 'invalid_currency'],
  ])('%d of %s throws %s', (minor, currencyCode, code) => {
    const currency = BY_CODE[currencyCode];
    expect(() => formatMoney(minor, currency, 'en')).toThrow(MoneyError);
    expect(() => formatMoney(minor, currency, 'en')).toThrow(
      expect.objectContaining({ code }) as Error,
    );
  });
});

describe('chooseDisplayCurrency (spec §9: sub-currency below 100 x subunits)', () => {
  // BTC: 100 x 10^8 satoshi = 100 BTC
  test.each([
    [500_000, 'mBTC'], // 0.005 BTC
    [0, 'mBTC'],
    [9_999_999_999, 'mBTC'], // 99.99999999 BTC
    [-500_000, 'mBTC'],
    [10_000_000_000, 'BTC'], // 100 BTC
    [-10_000_000_000, 'BTC'],
  ])('%i satoshi show in %s', (minor, code) => {
    expect(chooseDisplayCurrency(minor, BTC).code).toBe(code);
  });

  test('the sub-currency counts the same minor units and keeps the fiat flag', () => {
    expect(chooseDisplayCurrency(500_000, BTC)).toEqual({
      code: 'mBTC',
      subunits: 1e5,
      fiat: false,
    });
  });

  test('a currency without sub-currencies, or above the threshold, comes back as is', () => {
    expect(chooseDisplayCurrency(5, EUR)).toBe(EUR);
    expect(chooseDisplayCurrency(10_000_000_000, BTC)).toBe(BTC);
  });

  test('the first sub-currency listed is the one used', () => {
    const currency: Currency = {
      code: 'ETH',
      subunits: 1e8,
      fiat: false,
      subcurrencies: [
        { code: 'mETH', subunits: 1e5 },
        { code: 'gwei', subunits: 1 },
      ],
    };
    expect(chooseDisplayCurrency(1, currency).code).toBe('mETH');
  });

  test('composes with formatMoney', () => {
    const show = (minor: number) => formatMoney(minor, chooseDisplayCurrency(minor, BTC), 'en');
    expect(show(500_000)).toBe(`5${NBSP}mBTC`);
    expect(show(1)).toBe(`0.00001${NBSP}mBTC`);
    expect(show(20_000_000_000)).toBe(`200${NBSP}BTC`);
  });

  test.each([[Number.NaN], [1.5]])('%d minor units are refused', (minor) => {
    expect(() => chooseDisplayCurrency(minor, BTC)).toThrow(
      expect.objectContaining({ code: 'invalid_amount' }) as Error,
    );
  });
});
