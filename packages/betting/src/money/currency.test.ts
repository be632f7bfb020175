import { describe, expect, test } from 'vitest';
import { CURRENCIES, currencyDigits } from './currency';
import { MoneyError } from './money-error';

describe('currencies', () => {
  test('each built-in currency is filed under its own code', () => {
    for (const [code, currency] of Object.entries(CURRENCIES)) expect(currency.code).toBe(code);
  });

  test('BTC counts satoshi and shows small amounts in mBTC (10^5 satoshi each)', () => {
    expect(CURRENCIES.BTC).toMatchObject({ subunits: 1e8, fiat: false });
    expect(CURRENCIES.BTC.subcurrencies).toEqual([{ code: 'mBTC', subunits: 1e5 }]);
  });

  test.each([
    [CURRENCIES.EUR, 2],
    [CURRENCIES.BTC, 8],
    [{ code: 'mBTC', subunits: 1e5 }, 5],
    [{ code: 'JPY', subunits: 1 }, 0],
    [{ code: 'KWD', subunits: 1000 }, 3],
  ])('%j has %i digits', (currency, digits) => {
    expect(currencyDigits(currency)).toBe(digits);
  });

  test.each([[0], [50], [250], [-100], [0.01], [1e16], [Number.NaN]])(
    'subunits %d is refused',
    (subunits) => {
      expect(() => currencyDigits({ code: 'XXX', subunits })).toThrow(MoneyError);
      expect(() => currencyDigits({ code: 'XXX', subunits })).toThrow(
        expect.objectContaining({ code: 'invalid_currency' }) as Error,
      );
    },
  );
});
