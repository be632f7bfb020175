import type { BetBonus, BetType, MatchStatus, Provider, SystemType } from '../ticket/types';

/** Bet statuses (spec §3 Bet). */
export type BetStatus =
  | 'cashed_out'
  | 'withdrawn'
  | 'waiting_results'
  | 'ready_to_process'
  | 'done'
  | 'cancelled'
  | 'cashout_in_progress'
  | 'submitted'
  | 'rejected';

/** Bet result values (spec §3 Bet); also the per-selection results settlement uses. */
export type BetResult =
  | 'no_results'
  | 'canceled'
  | 'win_entire'
  | 'lose_entire'
  | 'refund_entire'
  | 'refund_half_win_other'
  | 'refund_half_lose_other'
  | 'cashed_out';

/** Per-selection settlement results (a subset of {@link BetResult}). */
export type SelectionResult =
  | 'no_results'
  | 'win_entire'
  | 'lose_entire'
  | 'refund_entire'
  | 'refund_half_win_other'
  | 'refund_half_lose_other';

/** A selection of a placed bet. */
export interface PlacedSelection {
  id: string;
  matchId: number;
  matchUrnId: string;
  matchStatus: MatchStatus;
  nameA: string;
  nameB: string;
  provider: Provider;
  marketId: number;
  marketName: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  /** Odds the bet was placed at. */
  odds: number;
  result: SelectionResult;
}

/** A placed bet as My Bets shows it (spec §3 Bet). Money in minor units. */
export interface PlacedBet {
  betId: string;
  betType: BetType;
  betRef?: string;
  betStatus: BetStatus;
  /** Stake in minor units. */
  stake: number;
  currency: string;
  subunits: number;
  /** Amount paid out (minor units), once settled. */
  winAmount: number;
  /** Total odds of the bet as placed. */
  odds: number;
  selections: PlacedSelection[];
  /** ISO timestamp. */
  createdAt: string;
  result: BetResult;
  /** Current cashout offer in minor units, when one exists. */
  toCashout?: number;
  bonus?: BetBonus;
  systemType?: SystemType;
  usedInJackpot?: boolean;
  isVip?: boolean;
}
