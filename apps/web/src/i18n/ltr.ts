import { formatMoney as formatMoneyText } from '@sportsbook/betting/money/format-money';
import { dirFor } from './rtl';

// Unicode LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: a <bdi dir="ltr"> inside a string
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A signed or formatted number (odds, money, score, percentage) as left-to-right text in a
 * right-to-left locale (spec §2 RTL): `+1134` must not draw as `1134+` in Arabic. Unchanged in
 * left-to-right locales. For strings (messages, labels); in JSX use the `Ltr` component.
 */
export function isolateLtr(text: string, locale: string): string {
  return dirFor(locale) === 'rtl' ? `${LRI}${text}${PDI}` : text;
}

/** Money for display (`formatMoney` of the betting rules), isolated left to right in RTL pages. */
export function formatMoney(...args: Parameters<typeof formatMoneyText>): string {
  return isolateLtr(formatMoneyText(...args), args[2]);
}
