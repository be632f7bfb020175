import type { Account } from '../catalog/types';

/** A real-time `balance_changed` update: the new balance (minor units) of one currency. */
export interface BalanceUpdate {
  currency: string;
  /** Balance available to bet, in minor units. */
  balance: number;
}

/**
 * Applies a balance update to the player's accounts. Spec §4: balance updates replace the balance
 * of the matching currency; other accounts keep their references. An unknown currency changes
 * nothing (the list holds active accounts only; a new account arrives by refetching).
 * @returns `accounts` itself when nothing changed, else a new array
 */
export function applyBalanceUpdate(accounts: Account[], update: BalanceUpdate): Account[] {
  let changed = false;
  const next = accounts.map((account) => {
    if (account.currency !== update.currency || account.balance === update.balance) return account;
    changed = true;
    return { ...account, balance: update.balance };
  });
  return changed ? next : accounts;
}
