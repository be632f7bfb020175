import { describe, expect, test } from 'vitest';
import { canChangeCurrency, chooseCurrency } from './account-currency';

const accounts = (...codes: string[]) => codes.map((currency) => ({ currency, balance: 0 }));

describe('chooseCurrency (spec §9: profile, else first account, else default)', () => {
  test.each([
    ['EUR', accounts('USD'), 'EUR'],
    [undefined, accounts('USD', 'EUR'), 'USD'],
    [null, accounts('GBP'), 'GBP'],
    ['', accounts('GBP'), 'GBP'], // an empty profile currency counts as none
    [undefined, accounts(), 'BRL'],
    [null, accounts(''), 'BRL'],
  ])('profile %j, accounts %j -> %s (default BRL)', (profileCurrency, list, expected) => {
    expect(chooseCurrency({ profileCurrency, accounts: list, defaultCurrency: 'BRL' })).toBe(
      expected,
    );
  });

  test('the profile may be left out', () => {
    expect(chooseCurrency({ accounts: [], defaultCurrency: 'EUR' })).toBe('EUR');
  });
});

describe('canChangeCurrency (spec §4: skipped if current or not among the accounts)', () => {
  test.each([
    ['EUR', 'USD', accounts('EUR', 'USD'), true],
    [undefined, 'EUR', accounts('EUR'), true],
    [null, 'EUR', accounts('EUR'), true],
    ['EUR', 'EUR', accounts('EUR', 'USD'), false], // the current one
    ['EUR', 'GBP', accounts('EUR', 'USD'), false], // not among the accounts
    ['EUR', 'usd', accounts('EUR', 'USD'), false], // codes compare exactly
    ['EUR', 'USD', accounts(), false],
  ])('%j -> %s with %j: %s', (current, next, list, expected) => {
    expect(canChangeCurrency(current, next, list)).toBe(expected);
  });
});
