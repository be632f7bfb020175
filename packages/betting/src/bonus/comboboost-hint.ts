/**
 * The comboboost hint of the slip (issue 15: "add one more selection at 1.30 or more for +10 %"):
 * how many more suitable selections reach the next, larger boost of a comboboost (spec §3
 * Comboboost ranges, §5). Odds are decimal; the boost is compared exactly in odds units.
 */
import { toOddsUnits } from '../math/exact';
import type { TicketBet } from '../ticket/types';
import type { ComboboostContext } from './comboboost';
import { comboboostOdds, comboboostSuitableSelections, FIXED_COMBOBOOST_ODDS } from './comboboost';
import type { Comboboost } from './types';

/** The next boost within reach: add `missingSelections` selections at `minOdds` or more. */
export interface ComboboostHint {
  /** Selections still to add (each at `minOdds` or more), at least 1. */
  missingSelections: number;
  /** The comboboost's minimum decimal odds of each selection. */
  minOdds: number;
  /** Decimal bonus odds the bet would then get (e.g. 1.1). */
  bonusOdds: number;
}

/**
 * The smallest step to a larger boost than the bet has now: the first range (by `minCount`)
 * above the bet's count of suitable selections whose bonus odds (the fixed constant for the
 * `fixed_odds` type) exceed the current ones. Only a combo, or a lone single that becomes a combo
 * with its next selection, can grow into a boost; undefined for other bets, for an only-verified
 * comboboost and an unverified player (spec §5), and when no larger boost is left.
 * @throws BonusDataError for malformed ranges (see comboboostRange)
 */
export function comboboostHint(
  comboboost: Comboboost,
  bet: TicketBet,
  context: ComboboostContext,
): ComboboostHint | undefined {
  const growable =
    bet.betType === 'combo' || (bet.betType === 'single' && bet.selections.length === 1);
  if (!growable) return undefined;
  if (comboboost.onlyVerified && !context.isVerified) return undefined;
  const current = bet.betType === 'combo' ? comboboostOdds(comboboost, bet, context) : undefined;
  const currentUnits = toOddsUnits(current ?? 1);
  const count = comboboostSuitableSelections(comboboost, bet).length;
  const next = [...comboboost.ranges]
    .sort((a, b) => a.minCount - b.minCount)
    .map((range) => ({ range, odds: rangeOdds(comboboost, range.bonusOdds, context) }))
    .find(({ range, odds }) => range.minCount > count && toOddsUnits(odds) > currentUnits);
  if (!next) return undefined;
  return {
    missingSelections: next.range.minCount - count,
    minOdds: comboboost.minOdds,
    bonusOdds: next.odds,
  };
}

/**
 * A boost as a percentage of the odds: bonus odds 1.1 -> 10, 1.125 -> 12.5 (exact to the odds'
 * four decimals, so never 10.000000000000009).
 */
export function boostPercent(bonusOdds: number): number {
  return Number(toOddsUnits(bonusOdds) - toOddsUnits(1)) / 100;
}

function rangeOdds(comboboost: Comboboost, bonusOdds: number, context: ComboboostContext): number {
  return comboboost.type === 'fixed_odds'
    ? (context.fixedOdds ?? FIXED_COMBOBOOST_ODDS)
    : bonusOdds;
}
