/**
 * Comboboost: extra odds for a combo with enough suitable selections (spec §3 Comboboost, §5).
 * A selection is suitable when its accepted decimal odds (the odds placement sends, as the ticket's
 * total odds) are at least the comboboost's `minOdds` and it is neither suspended nor unavailable
 * (those are cleaned up before placing). The number
 * of suitable selections picks the active range, whose `bonusOdds` multiply the bet's odds.
 */
import { productOfOdds, toOddsUnits } from '../math/exact';
import type { BetBonus, Selection, TicketBet } from '../ticket/types';
import { removeBonus } from './bet-bonus';
import type { AvailableBonuses, Comboboost, PlayerVerification } from './types';
import { BonusDataError } from './types';

/**
 * Bonus odds (decimal) of the special `fixed_odds` comboboost type (spec §5 "a special bonus type
 * uses a fixed constant odds"): such a comboboost qualifies through its ranges like any other but
 * always multiplies the bet's odds by this constant instead of the range's `bonusOdds`. The spec
 * does not give the value: 1.1 (a 10 % boost) is a configurable default; pass the operator's value
 * as the `fixedOdds` option.
 */
export const FIXED_COMBOBOOST_ODDS = 1.1;

/** Who is betting, plus an optional override of {@link FIXED_COMBOBOOST_ODDS}. */
export interface ComboboostContext extends PlayerVerification {
  /** Decimal bonus odds of a `fixed_odds` comboboost; defaults to {@link FIXED_COMBOBOOST_ODDS}. */
  fixedOdds?: number;
}

/**
 * The selections of the bet that count for the comboboost: accepted odds >= `minOdds` (compared
 * exactly in odds units), not suspended, not unavailable.
 * @throws BonusDataError when `minOdds` is not finite or below 1.
 */
export function comboboostSuitableSelections(comboboost: Comboboost, bet: TicketBet): Selection[] {
  assertOdds(comboboost.minOdds, 'minOdds');
  const minUnits = toOddsUnits(comboboost.minOdds);
  return bet.selections.filter(
    (s) => !s.isSuspended && !s.isNotAvailable && toOddsUnits(s.acceptedOdds) >= minUnits,
  );
}

/**
 * Index of the active comboboost range (spec §3 activeRangeIndex): the first range whose
 * `minCount`..`maxCount` (inclusive) holds the number of suitable selections. Undefined when no
 * range matches, when the bet is not a combo (singles, systems and custom bets are never boosted:
 * a system's return is not one product of odds, a custom bet is priced by the bet builder), or
 * when the comboboost is only for verified players and the player is not verified (spec §5).
 * @throws BonusDataError for malformed ranges (counts not integers >= 0 in order, odds below 1).
 */
export function comboboostRange(
  comboboost: Comboboost,
  bet: TicketBet,
  player: PlayerVerification,
): number | undefined {
  comboboost.ranges.forEach(assertRange);
  if (bet.betType !== 'combo') return undefined;
  // only-verified comboboosts are restricted to verified players: spec §5
  if (comboboost.onlyVerified && !player.isVerified) return undefined;
  const count = comboboostSuitableSelections(comboboost, bet).length;
  const index = comboboost.ranges.findIndex((r) => r.minCount <= count && count <= r.maxCount);
  return index === -1 ? undefined : index;
}

/**
 * Decimal bonus odds the comboboost gives this bet: the active range's `bonusOdds`, or the fixed
 * constant for the `fixed_odds` type (spec §5). Undefined when no range is active.
 * @throws BonusDataError for malformed ranges or a `fixedOdds` below 1.
 */
export function comboboostOdds(
  comboboost: Comboboost,
  bet: TicketBet,
  context: ComboboostContext,
): number | undefined {
  const index = comboboostRange(comboboost, bet, context);
  if (index === undefined) return undefined;
  if (comboboost.type === 'fixed_odds') {
    const fixed = context.fixedOdds ?? FIXED_COMBOBOOST_ODDS;
    assertOdds(fixed, 'fixedOdds');
    return fixed;
  }
  return comboboost.ranges[index]?.bonusOdds;
}

/**
 * The comboboost as the bet's bonus `{id, type: 'comboboost', odds}`, or undefined when it does
 * not apply to the bet (see {@link comboboostOdds}).
 */
export function comboboostBonus(
  comboboost: Comboboost,
  bet: TicketBet,
  context: ComboboostContext,
): BetBonus | undefined {
  const odds = comboboostOdds(comboboost, bet, context);
  return odds === undefined ? undefined : { id: comboboost.id, type: 'comboboost', odds };
}

/**
 * Keeps a bet's comboboost in step with its selections: after selections or odds change the bonus
 * odds are recomputed, and the comboboost is dropped when it is no longer offered or no range is
 * active. Bets without a comboboost, or whose bonus odds did not move, are returned unchanged.
 */
export function syncComboboost(
  bet: TicketBet,
  available: AvailableBonuses,
  context: ComboboostContext,
): TicketBet {
  if (bet.bonus?.type !== 'comboboost') return bet;
  const offered = available.comboboost;
  const bonus =
    offered && offered.id === bet.bonus.id ? comboboostBonus(offered, bet, context) : undefined;
  if (!bonus) return removeBonus(bet);
  if (bet.bonus.odds === bonus.odds && bet.bonusOdds === bonus.odds) return bet;
  return { ...bet, bonus, bonusOdds: bonus.odds };
}

/**
 * A bet's total decimal odds boosted by its bonus odds: the exact product, rounded half-up to
 * four decimal places like every product of odds (math/exact). No bonus odds: the total odds.
 */
export function boostedOdds(totalOdds: number, bonusOdds?: number): number {
  return productOfOdds(bonusOdds === undefined ? [totalOdds] : [totalOdds, bonusOdds]);
}

function assertRange(range: Comboboost['ranges'][number], index: number): void {
  const { minCount, maxCount, bonusOdds } = range;
  if (!Number.isSafeInteger(minCount) || !Number.isSafeInteger(maxCount) || minCount < 0) {
    throw new BonusDataError(`comboboost range ${index}: counts must be integers >= 0`);
  }
  if (minCount > maxCount) {
    throw new BonusDataError(
      `comboboost range ${index}: minCount ${minCount} > maxCount ${maxCount}`,
    );
  }
  assertOdds(bonusOdds, `range ${index} bonusOdds`);
}

function assertOdds(odds: number, what: string): void {
  if (!Number.isFinite(odds) || odds < 1) {
    throw new BonusDataError(`comboboost ${what} must be decimal odds >= 1, got ${odds}`);
  }
}
