import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CURRENCIES } from './currency';
import type { SubCurrency } from './currency';
import { toMajor, toMinor } from './minor-units';
import { MoneyError } from './money-error';
import type { MoneyErrorCode } from './money-error';

const { EUR, BTC } = CURRENCIES;
const JPY: SubCurrency = { code: 'JPY', subunits: 1 };
const mBTC: SubCurrency = { code: 'mBTC', subunits: 1e5 };
const BY_CODE = { EUR, BTC, JPY, mBTC };
type Code = keyof typeof BY_CODE;

describe('toMinor', () => {
  test.each<[string | number, Code, number]>([
    ['12.50', 'EUR', 1250],
    ['12,5', 'EUR', 1250],
    ['12', 'EUR', 1200],
    [' 7 ', 'EUR', 700],
    ['0.01', 'EUR', 1],
    ['12.', 'EUR', 1200], // mid-typing
    ['.5', 'EUR', 50],
    [',5', 'EUR', 50],
    ['0', 'EUR', 0],
    ['007.10', 'EUR', 710],
    [12.5, 'EUR', 1250],
    [19.99, 'EUR', 1999], // 19.99 x 100 is 1998.9999999999998 in floating point
    [0.1, 'EUR', 10],
    [0, 'EUR', 0],
    ['0.005', 'BTC', 500_000],
    ['1', 'BTC', 100_000_000],
    ['0.00000001', 'BTC', 1],
    [1e-7, 'BTC', 10], // prints as "1e-7" but has 7 decimals
    ['5', 'mBTC', 500_000], // a stake typed in mBTC is BTC minor units
    ['0.00001', 'mBTC', 1],
    ['1500', 'JPY', 1500],
    ['1500.', 'JPY', 1500],
    ['90071992547409.91', 'EUR', Number.MAX_SAFE_INTEGER],
  ])('%j %s is %i minor units', (major, code, minor) => {
    expect(toMinor(major, BY_CODE[code])).toBe(minor);
  });

  test.each<[string | number, Code, MoneyErrorCode]>([
    ['abc', 'EUR', 'invalid_amount'],
    ['', 'EUR', 'invalid_amount'],
    ['   ', 'EUR', 'invalid_amount'],
    ['.', 'EUR', 'invalid_amount'],
    ['1,234.56', 'EUR', 'invalid_amount'], // a thousands separator is ambiguous: refused
    ['1.234,56', 'EUR', 'invalid_amount'],
    ['1 000', 'EUR', 'invalid_amount'],
    ['1e3', 'EUR', 'invalid_amount'],
    ['+5', 'EUR', 'invalid_amount'],
    ['12.5.0', 'EUR', 'invalid_amount'],
    ['NaN', 'EUR', 'invalid_amount'],
    [Number.NaN, 'EUR', 'invalid_amount'],
    [Number.POSITIVE_INFINITY, 'EUR', 'invalid_amount'],
    [Number.NEGATIVE_INFINITY, 'EUR', 'invalid_amount'],
    ['-5', 'EUR', 'negative_amount'],
    ['-0.01', 'EUR', 'negative_amount'],
    [-5, 'EUR', 'negative_amount'],
    ['12.505', 'EUR', 'too_many_decimals'],
    ['12.500', 'EUR', 'too_many_decimals'],
    [12.505, 'EUR', 'too_many_decimals'],
    [0.1 + 0.2, 'EUR', 'too_many_decimals'], // 0.30000000000000004
    ['0.000000001', 'BTC', 'too_many_decimals'],
    ['1500.5', 'JPY', 'too_many_decimals'],
    ['90071992547409.92', 'EUR', 'amount_too_large'], // 2^53 cents
    ['99999999999999999999', 'EUR', 'amount_too_large'],
    [1e21, 'EUR', 'amount_too_large'],
    [1e8, 'BTC', 'amount_too_large'], // 10^16 satoshi
  ])('%j %s throws %s', (major, currencyCode, code) => {
    const currency = BY_CODE[currencyCode];
    expect(() => toMinor(major, currency)).toThrow(MoneyError);
    expect(() => toMinor(major, currency)).toThrow(
      expect.objectContaining({ code, input: major }) as Error,
    );
  });

  test('a currency whose subunits are no power of ten is refused', () => {
    const currency = { code: 'XXX', subunits: 50 };
    expect(() => toMinor('1', currency)).toThrow(
      expect.objectContaining({ code: 'invalid_currency', input: currency }) as Error,
    );
  });
});

describe('toMajor', () => {
  test.each<[number, Code, string]>([
    [1250, 'EUR', '12.50'],
    [5, 'EUR', '0.05'],
    [0, 'EUR', '0.00'],
    [-5, 'EUR', '-0.05'],
    [-123456, 'EUR', '-1234.56'],
    [500_000, 'BTC', '0.00500000'],
    [1, 'BTC', '0.00000001'],
    [500_000, 'mBTC', '5.00000'],
    [1500, 'JPY', '1500'],
    [-1500, 'JPY', '-1500'],
    [Number.MAX_SAFE_INTEGER, 'EUR', '90071992547409.91'],
  ])('%i minor units of %s are %s', (minor, code, major) => {
    expect(toMajor(minor, BY_CODE[code])).toBe(major);
  });

  test.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])(
    '%d minor units are refused',
    (minor) => {
      expect(() => toMajor(minor, EUR)).toThrow(
        expect.objectContaining({ code: 'invalid_amount' }) as Error,
      );
    },
  );

  test('an invalid currency is refused', () => {
    expect(() => toMajor(1, { code: 'XXX', subunits: 3 })).toThrow(
      expect.objectContaining({ code: 'invalid_currency' }) as Error,
    );
  });
});

describe('round trips', () => {
  const currency = fc.constantFrom<SubCurrency>(EUR, BTC, JPY, mBTC);

  test('toMinor(toMajor(x)) === x for every safe integer x >= 0', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), currency, (minor, c) => {
        expect(toMinor(toMajor(minor, c), c)).toBe(minor);
      }),
    );
  });

  test('a number of major units reads back exactly up to 10 billion EUR', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => {
        expect(toMinor(minor / 100, EUR)).toBe(minor);
      }),
    );
  });
});
