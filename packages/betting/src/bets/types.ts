import type { BetResult, BetStatus, SelectionResult } from '@sportsbook/contract/vocabulary';
import type { BetBonus, BetType, MatchStatus, Provider, SystemType } from '../ticket/types';

// bet statuses and results of spec §3 are the wire's, written once in packages/contract
export type { BetResult, BetStatus, SelectionResult } from '@sportsbook/contract/vocabulary';

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
