/**
 * Wire shapes of POST /bets (spec §3 Bet placement payload, §7; bets API version 3) and of its
 * error answer (§7 Other, §8), in the server's snake_case. The server's zod schema mirrors these.
 * Money on the wire is an INTEGER number of minor units (500 = 5.00 EUR); odds are decimal.
 */
import type { BetBonusType, BetType } from '../ticket/types';

/** One selection as placed: the odds are the odds the bettor ACCEPTED. */
export interface PlacementSelectionWire {
  match_id: number;
  market_id: number;
  /** Market specifier, '' when the market has none (e.g. "total=2.5"). */
  specifier: string;
  outcome_id: string;
  /** Accepted decimal odds. */
  odds: number;
}

/** The stake of a bet: `value` in integer minor units of `currency`. */
export interface PlacementStakeWire {
  value: number;
  currency: string;
}

/** The bet's bonus: `odds` is the comboboost's decimal bonus odds, absent for other bonuses. */
export interface PlacementBonusWire {
  id: string;
  type: BetBonusType;
  odds?: number;
}

/** One bet as placed. */
export interface PlacementBetWire {
  type: BetType;
  stake: PlacementStakeWire;
  selections: PlacementSelectionWire[];
  /** The system type id (e.g. "2/4"): system bets only (spec §5). */
  system_id?: string;
  /** The bet-builder decimal odds: custom bets only (spec §5). */
  custom_odds?: number;
  bonus?: PlacementBonusWire;
}

/**
 * What the envelope says the placement is: the bet type when one bet is sent, `multi` when
 * several are (a multi-single, or several bets of a ticket placed together).
 */
export type PlacementType = BetType | 'multi';

/** The envelope of POST /bets. */
export interface PlacementMetaWire {
  device_id: string;
  /** Placed through quick bet. */
  quick: boolean;
  type: PlacementType;
}

/** Body of POST /bets: `{meta: {device_id, quick, type}, bets}` (spec §7). */
export interface PlacementPayload {
  meta: PlacementMetaWire;
  bets: PlacementBetWire[];
}

/** A per-bet error of a failed placement, keyed by the bet's index in the payload. */
export interface PlaceBetErrorByBetWire {
  localized_message?: string;
  code?: number | string | null;
}

/**
 * A failed POST /bets as the client sees it (spec §7 Other): HTTP status and the response body,
 * read for `code`, `message`, `data.details` and `data.errors_by_bet`.
 */
export interface PlaceBetErrorResponse {
  status: number;
  data?: {
    code?: number | string | null;
    message?: string;
    data?: {
      details?: unknown;
      errors_by_bet?: Record<string, PlaceBetErrorByBetWire>;
    };
  };
}
