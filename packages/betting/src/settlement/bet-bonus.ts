import type { FreebetVariant } from '../bonus/types';
import type { BetBonus } from '../ticket/types';

/**
 * The freebet variant of a placed bet's bonus, if it is a freebet. A plain `freebet` without a
 * variant is settled as only_win (stake not returned), the usual meaning of a free bet.
 */
export function freebetVariantOf(bonus: BetBonus | undefined): FreebetVariant | undefined {
  switch (bonus?.type) {
    case 'freebet_no_risk':
      return 'no_risk';
    case 'freebet_all_win':
      return 'all_win';
    case 'freebet':
    case 'freebet_only_win':
      return 'only_win';
    default:
      return undefined;
  }
}

/** Comboboost odds carried by a placed bet's bonus (spec §3 bonus {id, type, odds}), if any. */
export function comboboostOddsOf(bonus: BetBonus | undefined): number | undefined {
  return bonus?.type === 'comboboost' ? bonus.odds : undefined;
}
