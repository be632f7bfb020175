import { canChangeCurrency } from '@sportsbook/betting/money/account-currency';
import type { AccountWire } from '@sportsbook/contract/platform';

/** Spec §4: switching to the current account or to one the player lacks does nothing. */
export function switchTarget(
  active: AccountWire | null,
  next: string,
  accounts: readonly AccountWire[],
): string | null {
  return canChangeCurrency(active?.currency, next, accounts) ? next : null;
}
