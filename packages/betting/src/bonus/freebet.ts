/**
 * Freebets on a bet (spec §3 Freebet, §4 bonus selection): a freebet pays the stake, so choosing
 * one sets the stake to the freebet amount, and a freebet that is no longer available is dropped
 * with stake 0. Amounts are integer minor units; odds are decimal.
 */
import { productOfOdds, toOddsUnits } from '../math/exact';
import type { TicketBet } from '../ticket/types';
import { isFreebetBonusType, removeBonus } from './bet-bonus';
import type { AvailableBonuses, Freebet } from './types';
import { BonusDataError, FREEBET_BONUS_TYPE } from './types';

/** Why a freebet cannot be used on a bet. */
export type FreebetIneligibility =
  | 'inactive'
  | 'currency'
  | 'odds_below_min'
  | 'odds_above_max'
  | 'selection_count'
  | 'match_status';

/** The available freebets as a list: the server sends one item or a list (spec §3). */
export function freebetList(available: AvailableBonuses): Freebet[] {
  const { freebet } = available;
  if (freebet === undefined) return [];
  return Array.isArray(freebet) ? freebet : [freebet];
}

/**
 * Every condition of the freebet the bet breaks; empty when the freebet can be used. Conditions:
 * active; same currency; the bet's total decimal odds (product of the selections' accepted odds,
 * or the custom odds of a custom bet) within `minOdds`..`maxOdds` inclusive; selection count within
 * `selectionsCountFrom`..`selectionsCountTo` inclusive; every selection in `matchStatus`.
 */
export function freebetIneligibility(bet: TicketBet, freebet: Freebet): FreebetIneligibility[] {
  const reasons: FreebetIneligibility[] = [];
  if (!freebet.isActive) reasons.push('inactive');
  if (freebet.currency !== bet.currency) reasons.push('currency');
  const odds = toOddsUnits(totalOdds(bet));
  if (freebet.minOdds !== undefined && odds < toOddsUnits(freebet.minOdds)) {
    reasons.push('odds_below_min');
  }
  if (freebet.maxOdds !== undefined && odds > toOddsUnits(freebet.maxOdds)) {
    reasons.push('odds_above_max');
  }
  const count = bet.selections.length;
  if (
    (freebet.selectionsCountFrom !== undefined && count < freebet.selectionsCountFrom) ||
    (freebet.selectionsCountTo !== undefined && count > freebet.selectionsCountTo)
  ) {
    reasons.push('selection_count');
  }
  if (
    freebet.matchStatus !== undefined &&
    bet.selections.some((s) => s.matchStatus !== freebet.matchStatus)
  ) {
    reasons.push('match_status');
  }
  return reasons;
}

/** True when the freebet can be used on the bet (see {@link freebetIneligibility}). */
export function isFreebetEligible(bet: TicketBet, freebet: Freebet): boolean {
  return freebetIneligibility(bet, freebet).length === 0;
}

/**
 * The bet paid with the freebet (spec §4): bonus `{id, type: freebet_<variant>}`, stake and
 * `freebetStake` = the freebet amount (minor units), stakeSource 'freebet'. It replaces any other
 * bonus, bonus odds included (one bonus per bet). Returns the same bet when already applied.
 * @throws BonusDataError when the amount is not a positive integer of minor units.
 */
export function applyFreebet(bet: TicketBet, freebet: Freebet): TicketBet {
  if (!Number.isSafeInteger(freebet.amount) || freebet.amount <= 0) {
    throw new BonusDataError(
      `freebet ${freebet.id}: amount must be a positive integer of minor units`,
    );
  }
  const type = FREEBET_BONUS_TYPE[freebet.freebetType];
  if (
    bet.bonus?.id === freebet.id &&
    bet.bonus.type === type &&
    bet.stake === freebet.amount &&
    bet.freebetStake === freebet.amount &&
    bet.stakeSource === 'freebet' &&
    bet.bonusOdds === undefined
  ) {
    return bet;
  }
  const { bonusOdds: _bonusOdds, ...rest } = bet;
  return {
    ...rest,
    bonus: { id: freebet.id, type },
    stake: freebet.amount,
    stakeSource: 'freebet',
    freebetStake: freebet.amount,
  };
}

/**
 * Keeps a bet's freebet in step with the available bonuses (spec §4): a freebet that is no longer
 * available, i.e. missing from the list or no longer usable on the bet, is dropped with stake 0;
 * one still available follows its current amount. Other bets are returned unchanged.
 */
export function syncFreebet(bet: TicketBet, available: AvailableBonuses): TicketBet {
  const bonus = bet.bonus;
  if (!bonus || !isFreebetBonusType(bonus.type)) return bet;
  const freebet = freebetList(available).find((f) => f.id === bonus.id);
  if (!freebet || !isFreebetEligible(bet, freebet)) return removeBonus(bet);
  return applyFreebet(bet, freebet);
}

// mirrors the ticket's total odds: product of the accepted odds; a custom bet's own price
function totalOdds(bet: TicketBet): number {
  if (bet.betType === 'custom_bet' && bet.customOdds !== undefined) return bet.customOdds;
  return productOfOdds(bet.selections.map((s) => s.acceptedOdds));
}
