import { chooseDisplayCurrency } from '@sportsbook/betting/money/format-money';
import { formatMoney } from '@/i18n/ltr';
import type { Selection } from '@sportsbook/betting/ticket/types';
import type { SlipEnv } from '../slip-env';

/** An amount in minor units in the slip's currency and locale (spec §9 sub-currency rule). */
export function money(minor: number, env: SlipEnv): string {
  try {
    return formatMoney(minor, chooseDisplayCurrency(minor, env.currency), env.locale);
  } catch {
    return `${minor} ${env.currency.code}`;
  }
}

/** A selection's match as the slip names it: one name for an outright, else "A – B". */
export function selectionTitle(s: Pick<Selection, 'nameA' | 'nameB'>): string {
  return s.nameA === s.nameB ? s.nameA : `${s.nameA} – ${s.nameB}`;
}
