import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Account } from '../catalog/types';
import { applyBalanceUpdate } from './account-update';

describe('applyBalanceUpdate', () => {
  const accounts: Account[] = [
    { currency: 'EUR', balance: 10_000 },
    { currency: 'USD', balance: 2_500 },
  ];

  test.each([
    ['an unknown currency', { currency: 'GBP', balance: 1 }],
    ['the same balance', { currency: 'USD', balance: 2_500 }],
  ])('returns the same array for %s', (_, update) => {
    expect(applyBalanceUpdate(accounts, update)).toBe(accounts);
  });

  test.each([
    [{ currency: 'EUR', balance: 9_000 }, [9_000, 2_500]],
    [{ currency: 'USD', balance: 0 }, [10_000, 0]],
  ])('%j replaces only the matching balance', (update, balances) => {
    const next = applyBalanceUpdate(accounts, update);
    expect(next.map((a) => a.balance)).toEqual(balances);
    const untouched = next.findIndex((a) => a.currency !== update.currency);
    expect(next[untouched]).toBe(accounts[untouched]);
  });

  test('a balance equal to the current one returns the same reference (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({ currency: fc.string({ minLength: 3, maxLength: 3 }), balance: fc.nat() }),
          {
            selector: (a) => a.currency,
            minLength: 1,
          },
        ),
        fc.nat(),
        (list, pick) => {
          const account = list[pick % list.length] as Account;
          expect(applyBalanceUpdate(list, { ...account })).toBe(list);
        },
      ),
    );
  });
});
