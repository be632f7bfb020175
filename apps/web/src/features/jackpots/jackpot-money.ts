import type { Currency } from '@sportsbook/betting/money/currency';
import { chooseDisplayCurrency } from '@sportsbook/betting/money/format-money';
import { formatMoney } from '@/i18n/ltr';

/**
 * A jackpot amount in its currency: the site's entry when known (fiat style, sub-currency rule of
 * spec §9), else the jackpot's own subunits with the code.
 */
export function jackpotMoney(
  minor: number,
  code: string,
  /** Minor units per major unit when the site does not list the currency; null: unknown. */
  subunits: number | null,
  currencies: readonly Currency[] | undefined,
  locale: string,
): string {
  const known = currencies?.find((c) => c.code === code);
  if (!known && subunits === null) return `${minor} ${code}`;
  const currency: Currency = known ?? { code, subunits: subunits ?? 1, fiat: false };
  try {
    return formatMoney(minor, chooseDisplayCurrency(minor, currency), locale);
  } catch {
    return `${minor} ${code}`;
  }
}
