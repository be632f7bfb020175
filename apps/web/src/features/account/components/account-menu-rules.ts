import { canChangeCurrency } from '@sportsbook/betting/money/account-currency';
import type { Account } from '@/api/platform-types';

/** Spec §4: switching to the current account or to one the player lacks does nothing. */
export function switchTarget(
  active: Account | null,
  next: string,
  accounts: readonly Account[],
): string | null {
  return canChangeCurrency(active?.currency, next, accounts) ? next : null;
}
