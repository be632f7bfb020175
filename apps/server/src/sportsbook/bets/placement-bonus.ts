import { boostedOdds } from '@sportsbook/betting/bonus/comboboost';
import type { ConditionTarget } from '@sportsbook/betting/bonus/conditions';
import type { TicketBet } from '@sportsbook/betting/ticket/types';
import { checkBetBonus } from '@/sportsbook/bonuses/eligibility';
import type { BonusPlayer } from '@/sportsbook/bonuses/store';
import type { HeldBonus } from '@/sportsbook/bonuses/types';
import type { CheckedBet, CheckedPlacement, PlacementBet } from './placement-check';
import { keyed, limitErrors } from './placement-errors';
import type { PlacementBody } from './schemas';

/** The player's bonuses and what their conditions read, loaded when a bet carries a bonus. */
export interface PlacementBonuses {
  held: readonly HeldBonus[];
  targets: ReadonlyMap<number, ConditionTarget>;
  player: BonusPlayer;
  now: Date;
}

/**
 * Spec §4, §5: the bonus of a bet whose other checks passed (eligibility through packages/betting,
 * see checkBetBonus); a comboboost's odds join the bet's total odds (boostedOdds), and the limits
 * are checked again at those odds.
 */
export function withBonus(
  bet: PlacementBet,
  checked: CheckedBet,
  bonuses: PlacementBonuses | undefined,
): CheckedBet {
  if (!bet.bonus || checked.errors.length > 0 || !checked.placed) return checked;
  const refuse = (key: Parameters<typeof keyed>[0]) => ({
    ...checked,
    errors: [keyed(key)],
  });
  if (!bonuses) return refuse('error.place_bets.bonus_unavailable');
  const targets = bet.selections.flatMap((s) => {
    const t = bonuses.targets.get(s.match_id);
    return t ? [t] : [];
  });
  const result = checkBetBonus(
    { id: bet.bonus.id, type: bet.bonus.type, ...(bet.bonus.odds ? { odds: bet.bonus.odds } : {}) },
    bonuses.held,
    { bet: checked.placed, targets, player: bonuses.player, now: bonuses.now },
  );
  if (!result.ok) return refuse(result.key);
  const bonus = { held: result.held, bonusOdds: result.bonusOdds };
  if (result.bonusOdds === null) return { ...checked, bonus };
  const boosted: TicketBet = { ...checked.placed, bonusOdds: result.bonusOdds };
  const errors = limitErrors(boosted);
  return {
    ...checked,
    errors,
    placed: boosted,
    totalOdds: boostedOdds(checked.totalOdds, result.bonusOdds),
    bonus,
  };
}

/**
 * Checks the bonus of every bet whose other checks passed ({@link withBonus}); a refused bonus
 * refuses its bet with the bonus's key.
 */
export function checkPlacementBonuses(
  body: PlacementBody,
  placement: CheckedPlacement,
  bonuses: PlacementBonuses | undefined,
): CheckedPlacement {
  const checked = placement.checked.map((c, i) => {
    const bet = body.bets[i];
    return bet && !placement.errorsByIndex.has(i) ? withBonus(bet, c, bonuses) : c;
  });
  const errorsByIndex = new Map(placement.errorsByIndex);
  checked.forEach((c, i) => {
    if (c.errors.length > 0 && !errorsByIndex.has(i)) errorsByIndex.set(i, c.errors);
  });
  return { ...placement, checked, errorsByIndex };
}
