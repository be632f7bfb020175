/**
 * Setting and removing the one bonus a bet carries (spec §4 bonus selection). A bet holds at most
 * one bonus; a freebet also owns the stake, so leaving a freebet resets the stake to 0.
 */
import type { BetBonus, BetBonusType, TicketBet } from '../ticket/types';
import { BonusDataError } from './types';

/** True for the bonus types that pay the stake with a freebet (`freebet`, `freebet_*`). */
export function isFreebetBonusType(type: BetBonusType): boolean {
  return type === 'freebet' || type.startsWith('freebet_');
}

/**
 * The bet without its bonus, bonus odds and freebet stake. Removing a freebet resets the stake to
 * 0 (spec §4), since the stake was the freebet's, not the bettor's. Returns the same bet when it
 * carries no bonus.
 */
export function removeBonus(bet: TicketBet): TicketBet {
  const { bonus, bonusOdds, freebetStake, ...rest } = bet;
  if (!bonus && bonusOdds === undefined && freebetStake === undefined) return bet;
  const wasFreebet =
    (bonus !== undefined && isFreebetBonusType(bonus.type)) || bet.stakeSource === 'freebet';
  return wasFreebet ? { ...rest, stake: 0, stakeSource: 'stake' } : rest;
}

/**
 * The bet with a non-freebet bonus (hunting, tournament, lootbox, comboboost) chosen; the bonus
 * odds (decimal, e.g. a comboboost's) go to `bonusOdds`. A freebet it replaces gives its stake
 * back (stake 0). Returns the same bet when that bonus is already set.
 * @throws BonusDataError for a freebet type: use `applyFreebet`, which also sets the stake.
 */
export function setBetBonus(bet: TicketBet, bonus: BetBonus): TicketBet {
  if (isFreebetBonusType(bonus.type)) {
    throw new BonusDataError(`a ${bonus.type} bonus is set with applyFreebet`);
  }
  if (sameBonus(bet.bonus, bonus) && bet.bonusOdds === bonus.odds) return bet;
  const withoutBonus = removeBonus(bet);
  return bonus.odds === undefined
    ? { ...withoutBonus, bonus }
    : { ...withoutBonus, bonus, bonusOdds: bonus.odds };
}

function sameBonus(a: BetBonus | undefined, b: BetBonus): boolean {
  return a !== undefined && a.id === b.id && a.type === b.type && a.odds === b.odds;
}
