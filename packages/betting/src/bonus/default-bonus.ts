/**
 * The bonus a bet gets by default (spec §4 "defaults to hunting, then tournament, then
 * comboboost"). Freebets and lootboxes are never chosen by default: the bettor picks them.
 */
import type { BetBonus, TicketBet } from '../ticket/types';
import type { ComboboostContext } from './comboboost';
import { comboboostBonus } from './comboboost';
import type { AvailableBonuses } from './types';

/** The bet and player a default comboboost is priced for. */
export interface DefaultBonusContext extends ComboboostContext {
  bet: TicketBet;
}

/**
 * The default bonus among the available ones: hunting, then tournament, then comboboost (spec §4).
 * Without a context a comboboost comes as `{id, type}` with no odds (price it with
 * `comboboostBonus`); with the bet and player, a comboboost that does not apply (no active range,
 * not verified) is skipped and the chosen one carries its bonus odds.
 */
export function defaultBonus(
  available: AvailableBonuses,
  context?: DefaultBonusContext,
): BetBonus | undefined {
  if (available.hunting) return { id: available.hunting.id, type: 'hunting' };
  if (available.tournament) return { id: available.tournament.id, type: 'tournament' };
  const { comboboost } = available;
  if (!comboboost) return undefined;
  if (!context) return { id: comboboost.id, type: 'comboboost' };
  return comboboostBonus(comboboost, context.bet, context);
}
