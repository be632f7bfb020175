/**
 * A bet placement as the domain builds it (spec §3 Bet placement payload, §5) and a refusal as the
 * domain reads it (§7 Other, §8). These are domain objects: the wire shapes of POST /bets and of
 * its refusal are packages/contract's `placementRequestSchema` and `placeBetErrorSchema`, and the
 * web's api layer maps between the two. Money is an INTEGER number of minor units (500 = 5.00
 * EUR); odds are decimal.
 */
import type { PlacementType } from '@sportsbook/contract/vocabulary';
import type { BetBonusType, BetType } from '../ticket/types';

export type { PlacementType } from '@sportsbook/contract/vocabulary';

/** One selection as placed: the odds are the odds the bettor ACCEPTED. */
export interface PlacementSelection {
  matchId: number;
  marketId: number;
  /** Market specifier, '' when the market has none (e.g. "total=2.5"). */
  specifier: string;
  outcomeId: string;
  /** Accepted decimal odds. */
  odds: number;
}

/** The stake of a bet: `value` in integer minor units of `currency`. */
export interface PlacementStake {
  value: number;
  currency: string;
}

/** The bet's bonus: `odds` is the comboboost's decimal bonus odds, absent for other bonuses. */
export interface PlacementBonus {
  id: string;
  type: BetBonusType;
  odds?: number;
}

/** One bet as placed (or shared: then the stake may be 0 and no bonus goes). */
export interface PlacementBet {
  type: BetType;
  stake: PlacementStake;
  selections: PlacementSelection[];
  /** The system type id (e.g. "2/4"): system bets only (spec §5). */
  systemId?: string;
  /** The bet-builder decimal odds: custom bets only (spec §5). */
  customOdds?: number;
  bonus?: PlacementBonus;
}

/** What a placement says of itself: the device, quick bet or not, and its placement type. */
export interface PlacementMeta {
  deviceId: string;
  /** Placed through quick bet. */
  quick: boolean;
  /** The bet type when one bet is sent, `multi` when several are. */
  type: PlacementType;
}

/** A placement of the ticket's bets with a stake (spec §3 Bet placement payload). */
export interface PlacementPayload {
  meta: PlacementMeta;
  bets: PlacementBet[];
}

/** A per-bet error of a refused placement. */
export interface PlacementBetError {
  /** The server's message in the bettor's language, when it sent one. */
  localizedMessage?: string;
  code?: number | string | null;
}

/**
 * A failed placement that got an answer (spec §7 Other): the HTTP status and what the answer
 * said: its `code` and `message`, the `details` and the per-bet errors keyed by the bet's index in
 * the payload ("0", "1"...).
 */
export interface PlacementRefusal {
  status: number;
  code?: number | string | null;
  message?: string;
  details?: unknown;
  errorsByBet?: Record<string, PlacementBetError>;
}
