import { kindOfType, type BonusListKind } from '@/api/promotions';
import type { BonusNotice } from '@/api/promotions-notices';

/** The /promotions query parameter naming the bonus to open (`<kind>:<id>`). */
export const BONUS_PARAM = 'bonus';

const KINDS: readonly string[] = [
  'comboboosts',
  'freebets',
  'huntings',
  'tournaments',
  'lootboxes',
];

/** The bonus a `?bonus=` value names, or null for anything else. */
export function openedBonusOf(value: string | null): { kind: BonusListKind; id: string } | null {
  if (!value) return null;
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const id = value.slice(at + 1);
  if (at <= 0 || !id || !KINDS.includes(kind)) return null;
  return { kind: kind as BonusListKind, id };
}

/** The /promotions search that opens a notice's bonus ('' for a jackpot, which has no list). */
export function bonusSearch(notice: Pick<BonusNotice, 'id' | 'type'>): string {
  const kind = kindOfType(notice.type);
  return kind ? bonusParam(kind, notice.id) : '';
}

/** The /promotions search that opens the bonus `id` of a list `kind`. */
export const bonusParam = (kind: BonusListKind, id: string): string =>
  `?${BONUS_PARAM}=${encodeURIComponent(`${kind}:${id}`)}`;
