/**
 * The bonus data the bet-bonus rules read (spec §3 Bonus, Comboboost, Freebet, Hunting /
 * tournament / lootbox), in camelCase. Only the fields the rules use are here; display data
 * (names, banners, terms) stays with the web. Money is integer minor units; odds are decimal.
 */
import type { BetBonusType, MatchStatus } from '../ticket/types';
import type { FreebetVariant } from '../vocabulary';

/**
 * One comboboost range: a combo with `minCount`..`maxCount` (inclusive) suitable selections gets
 * `bonusOdds` (decimal odds factor, >= 1) on top of its odds.
 */
export interface ComboboostRange {
  minCount: number;
  maxCount: number;
  bonusOdds: number;
}

/**
 * How a comboboost prices its boost: `ranges` reads the bonus odds from the active range; the
 * special `fixed_odds` type qualifies through the ranges the same way but always boosts by one
 * fixed constant (spec §5, see `FIXED_COMBOBOOST_ODDS` in ./comboboost).
 */
export type ComboboostType = 'ranges' | 'fixed_odds';

/** A comboboost offered for a bet (spec §3 Comboboost). */
export interface Comboboost {
  id: string;
  type: ComboboostType;
  /** Minimum decimal odds of EACH selection for it to count as suitable. */
  minOdds: number;
  ranges: ComboboostRange[];
  /** Restricted to verified players (spec §5). */
  onlyVerified: boolean;
}

/** The three freebet kinds of spec §3 ("bonus kinds for the bet: no_risk, all_win, only_win"). */
export type { FreebetVariant };

/** A freebet offered to the player (spec §3 Freebet). */
export interface Freebet {
  id: string;
  freebetType: FreebetVariant;
  /** Lowest total decimal odds of the bet the freebet may be used on; undefined: no floor. */
  minOdds?: number;
  /** Highest total decimal odds of the bet; undefined: no ceiling. */
  maxOdds?: number;
  /** Every selection must be in this match status (e.g. live only); undefined: any status. */
  matchStatus?: MatchStatus;
  /** Inclusive bounds on the number of selections; undefined: unbounded. */
  selectionsCountFrom?: number;
  selectionsCountTo?: number;
  isActive: boolean;
  /** The freebet is only usable for a bet in this currency. */
  currency: string;
  /** Freebet stake in minor units of `currency`. */
  amount: number;
}

/** A hunting promotion offered for a bet; the bet rules only need its id. */
export interface HuntingBonus {
  id: string;
}

/** A tournament promotion offered for a bet; the bet rules only need its id. */
export interface TournamentBonus {
  id: string;
}

/** A lootbox offered for a bet; the bet rules only need its id. */
export interface LootboxBonus {
  id: string;
}

/** The bonuses available for one bet, by kind (spec §3 bet ticket: freebet as one item or a list). */
export interface AvailableBonuses {
  comboboost?: Comboboost;
  freebet?: Freebet | Freebet[];
  hunting?: HuntingBonus;
  lootbox?: LootboxBonus;
  tournament?: TournamentBonus;
}

/** Whether a player is verified: only-verified comboboosts need it (spec §5). */
export interface PlayerVerification {
  isVerified: boolean;
}

/** The bet bonus type a freebet of each variant is placed with (spec §3 Bonus bonusType). */
export const FREEBET_BONUS_TYPE = {
  no_risk: 'freebet_no_risk',
  all_win: 'freebet_all_win',
  only_win: 'freebet_only_win',
} as const satisfies Record<FreebetVariant, BetBonusType>;

/** Malformed bonus data (ranges out of order, odds below 1, a non-integer amount...). */
export class BonusDataError extends Error {
  readonly code = 'invalid_bonus_data';
  override name = 'BonusDataError';
}
