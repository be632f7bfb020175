import type { BonusListKind } from '@/api/promotions';

/**
 * Spec §4: activating refreshes the bonus lists; hunting and tournament lists refresh each other
 * (a tournament is a hunting with a pool: points farmed count in both).
 */
export function kindsToRefresh(kind: BonusListKind): BonusListKind[] {
  if (kind === 'huntings' || kind === 'tournaments') return ['huntings', 'tournaments'];
  return [kind];
}
