import { chooseDisplayCurrency, formatMoney } from '@sportsbook/betting/money/format-money';
import type { AccountWire, CurrencyWire } from '@sportsbook/contract/platform';
import { toCurrency } from '@/api/platform';

/**
 * An account balance for display: the sub-currency rule of spec §9 (small BTC amounts in mBTC),
 * then the locale's money format. Null when the site does not list the account's currency.
 */
export function formatBalance(
  account: Pick<AccountWire, 'currency' | 'balance'>,
  currencies: readonly CurrencyWire[],
  locale: string,
): string | null {
  const wire = currencies.find((currency) => currency.code === account.currency);
  if (!wire) return null;
  const currency = toCurrency(wire);
  return formatMoney(account.balance, chooseDisplayCurrency(account.balance, currency), locale);
}

/** Currencies of the site the player has no account in yet, in the site's order. */
export function currenciesToOpen(
  currencies: readonly CurrencyWire[],
  accounts: readonly Pick<AccountWire, 'currency'>[],
): string[] {
  const opened = new Set(accounts.map((account) => account.currency));
  return currencies.map((currency) => currency.code).filter((code) => !opened.has(code));
}

/** The current comp-points level's name (spec §3 Comp points), or null. */
export function currentLevel(
  levels: readonly { name: string; status: 'achieved' | 'current' | 'locked' }[],
): string | null {
  return levels.find((level) => level.status === 'current')?.name ?? null;
}
