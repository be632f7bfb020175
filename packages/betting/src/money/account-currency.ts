import type { Account } from '../catalog/types';

/** What {@link chooseCurrency} reads: the profile's currency, the player's accounts, the site default. */
export interface CurrencyChoice {
  /** Currency code of the user profile, if any. */
  profileCurrency?: string | null;
  /** The player's accounts, in the order the server lists them. */
  accounts: readonly Pick<Account, 'currency'>[];
  /** Default currency code of the site (spec §3 system data). */
  defaultCurrency: string;
}

/**
 * The currency to bet in (spec §9 "Currency is taken from the profile, else the first account,
 * else the default"). An empty code counts as none.
 * @returns a currency code
 */
export function chooseCurrency({
  profileCurrency,
  accounts,
  defaultCurrency,
}: CurrencyChoice): string {
  if (profileCurrency) return profileCurrency;
  const firstAccount = accounts[0]?.currency;
  return firstAccount ? firstAccount : defaultCurrency;
}

/**
 * Whether switching the account currency to `next` does anything (spec §4 "Changing account
 * currency is skipped if it is the current one or not among the accounts"). Codes compare exactly.
 */
export function canChangeCurrency(
  current: string | null | undefined,
  next: string,
  accounts: readonly Pick<Account, 'currency'>[],
): boolean {
  return next !== current && accounts.some((account) => account.currency === next);
}
