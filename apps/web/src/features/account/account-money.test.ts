import { describe, expect, it } from 'vitest';
import type { CurrencyWire } from '@sportsbook/contract/platform';
import { currenciesToOpen, currentLevel, formatBalance } from './account-money';
import { switchTarget } from './components/account-menu-rules';

const EUR: CurrencyWire = { code: 'EUR', subunits: 100, fiat: true, subcurrencies: [] };
const USD: CurrencyWire = { code: 'USD', subunits: 100, fiat: true, subcurrencies: [] };
const BTC: CurrencyWire = {
  code: 'BTC',
  subunits: 100_000_000,
  fiat: false,
  subcurrencies: [{ code: 'mBTC', subunits: 100_000 }],
};

describe('formatBalance', () => {
  it.each([
    [{ currency: 'EUR', balance: 1250 }, 'en', '€12.50'],
    [{ currency: 'EUR', balance: 123456 }, 'de', '1.234,56\u00a0€'],
    // spec §9 sub-currency rule: under 100 BTC shows in mBTC
    [{ currency: 'BTC', balance: 500_000 }, 'en', '5\u00a0mBTC'],
    [{ currency: 'BTC', balance: 150 * 100_000_000 }, 'en', '150\u00a0BTC'],
    [{ currency: 'XYZ', balance: 1 }, 'en', null],
  ])('%o in %s -> %s', (account, locale, expected) => {
    expect(formatBalance(account, [EUR, USD, BTC], locale)).toBe(expected);
  });
});

describe('currenciesToOpen', () => {
  it('lists the site currencies the player has no account in', () => {
    expect(currenciesToOpen([EUR, USD, BTC], [{ currency: 'EUR' }])).toEqual(['USD', 'BTC']);
    expect(currenciesToOpen([EUR], [{ currency: 'EUR' }])).toEqual([]);
  });
});

describe('currentLevel', () => {
  it('names the current level', () => {
    expect(
      currentLevel([
        { name: 'Bronze', status: 'achieved' },
        { name: 'Silver', status: 'current' },
        { name: 'Gold', status: 'locked' },
      ]),
    ).toBe('Silver');
    expect(currentLevel([])).toBeNull();
  });
});

describe('switchTarget (spec §4 account currency change)', () => {
  const accounts = [
    { currency: 'EUR', balance: 0, active: true },
    { currency: 'USD', balance: 0, active: false },
  ];
  const eur = accounts[0] ?? null;
  it.each([
    ['USD', 'USD'],
    // the current one: skipped
    ['EUR', null],
    // not among the accounts: skipped
    ['BTC', null],
  ])('%s -> %s', (next, expected) => {
    expect(switchTarget(eur, next, accounts)).toBe(expected);
  });
});
