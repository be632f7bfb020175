import type { Currency } from '@sportsbook/betting/money/currency';
import { chooseDisplayCurrency } from '@sportsbook/betting/money/format-money';
import { formatMoney } from '@/i18n/ltr';

/** Money of the wallet pages for display, or the raw minor units when the currency is unknown. */
export function walletMoney(
  minor: number,
  code: string,
  currencies: readonly Currency[] | undefined,
  locale: string,
): string {
  const currency = currencies?.find((c) => c.code === code);
  if (!currency) return `${minor} ${code}`;
  try {
    return formatMoney(minor, chooseDisplayCurrency(minor, currency), locale);
  } catch {
    return `${minor} ${code}`;
  }
}
