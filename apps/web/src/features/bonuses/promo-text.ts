import type { Currency } from '@sportsbook/betting/money/currency';
import { chooseDisplayCurrency } from '@sportsbook/betting/money/format-money';
import { formatMoney } from '@/i18n/ltr';
import type { BonusOffer } from '@/api/promotions-types';
import { fill } from '@/i18n/fill';
import { formatDateTime } from '@/i18n/format';
import { resolveLocale } from '@/i18n/resolve-locale';
import type { PromotionLabels } from './labels';

/**
 * Money of a promotion in its currency: the site's entry when known (fiat style, sub-currency
 * rule of spec §9), else the promotion's own subunits with the code.
 */
export function promoMoney(
  minor: number,
  code: string,
  currencies: readonly Currency[] | undefined,
  locale: string,
  /** Minor units per major unit when the site does not list the currency; null: unknown. */
  subunits: number | null = null,
): string {
  const known = currencies?.find((c) => c.code === code);
  if (!known && subunits === null) return `${minor} ${code}`;
  const currency: Currency = known ?? { code, subunits: subunits ?? 1, fiat: false };
  try {
    return formatMoney(minor, chooseDisplayCurrency(minor, currency), resolveLocale(locale));
  } catch {
    return `${minor} ${code}`;
  }
}

/** Decimal odds as the promotions show them: two digits in the locale's numerals. */
export const oddsText = (odds: number, locale: string): string =>
  new Intl.NumberFormat(resolveLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(odds);

/** "Valid until <date>", or that it has no end. */
export function validToText(bonus: BonusOffer, labels: PromotionLabels, locale: string): string {
  return bonus.validTo
    ? fill(labels.validTo, { date: formatDateTime(bonus.validTo, locale) })
    : labels.noEnd;
}

/** The status a card shows: the player's own status once issued, else the campaign's. */
export function statusOf(bonus: BonusOffer): keyof PromotionLabels['status'] {
  return bonus.issued?.userStatus ?? bonus.status;
}
