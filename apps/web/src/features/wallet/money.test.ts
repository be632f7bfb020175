import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { walletMoney } from './money';

describe('walletMoney', () => {
  it('formats known currencies per locale', () => {
    expect(walletMoney(1250, 'EUR', [CURRENCIES.EUR], 'en')).toBe('€12.50');
    expect(walletMoney(-500, 'EUR', [CURRENCIES.EUR], 'de')).toMatch(/^-5,00\s€$/);
  });

  it('shows small crypto amounts in the sub-currency (spec §9)', () => {
    expect(walletMoney(500_000, 'BTC', [CURRENCIES.BTC], 'en')).toBe('5\u00a0mBTC');
  });

  it('falls back to minor units and code for an unknown currency', () => {
    expect(walletMoney(42, 'XYZ', [CURRENCIES.EUR], 'en')).toBe('42 XYZ');
    expect(walletMoney(42, 'EUR', undefined, 'en')).toBe('42 EUR');
  });
});
