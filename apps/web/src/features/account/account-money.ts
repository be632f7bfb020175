import { chooseDisplayCurrency } from '@sportsbook/betting/money/format-money';
import { formatMoney } from '@/i18n/ltr';
import type { Currency } from '@sportsbook/betting/money/currency';
import type { Account } from '@/api/platform-types';

/**
 * An account balance for display: the sub-currency rule of spec §9 (small BTC amounts in mBTC),
 * then the locale's money format. Null when the site does not list the account's currency.
 */
export function formatBalance(
  account: Pick<Account, 'currency' | 'balance'>,
  currencies: readonly Currency[],
  locale: string,
): string | null {
  const currency = currencies.find((candidate) => candidate.code === account.currency);
  if (!currency) return null;
  return formatMoney(account.balance, chooseDisplayCurrency(account.balance, currency), locale);
}

/** Currencies of the site the player has no account in yet, in the site's order. */
export function currenciesToOpen(
  currencies: readonly Currency[],
  accounts: readonly Pick<Account, 'currency'>[],
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
