/**
 * The bet ticket (bet slip) of spec §3, as plain immutable data. Every function of the ticket
 * engine takes a ticket and returns a new one; nothing here is mutated in place.
 * Money is integer minor units; odds are decimal numbers (see math/exact).
 */

import type { BetBonusType, BetType, MatchStatus, Provider } from '@sportsbook/contract/vocabulary';

// the vocabulary of spec §3 is the wire's, written once in packages/contract
export type {
  BetBonusType,
  BetType,
  MarketStatus,
  MatchStatus,
  OddsAcceptMode,
  Provider,
} from '@sportsbook/contract/vocabulary';
export { MATCH_STATUS } from '@sportsbook/contract/vocabulary';

/** Ticket states (spec §4). */
export type TicketState = 'INITIAL' | 'ODDS_CHANGED' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

/** Where the stake value came from: typed by the bettor, derived from a wanted potential win, etc. */
export type StakeSource = 'stake' | 'potential_win' | 'sharing' | 'preset' | 'freebet';

/** A system type: every `winCount`-of-`totalCount` combination of the selections (e.g. 2/4). */
export interface SystemType {
  /** Stable id sent as `system_id` when placing (e.g. "2/4"). */
  id: string;
  winCount: number;
  totalCount: number;
}

/** A bonus chosen for a bet: sent in the placement payload as `{id, type, odds}`. */
export interface BetBonus {
  id: string;
  type: BetBonusType;
  /** Extra odds factor the bonus adds (comboboost), else undefined. */
  odds?: number;
}

/** One outcome in the ticket (spec §3 Selection). */
export interface Selection {
  /** Composite outcome id, see {@link outcomeKey}. */
  id: string;
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  matchStatus: MatchStatus;
  sportKey: string;
  nameA: string;
  nameB: string;
  categoryName: string;
  provider: Provider;
  marketId: number;
  marketName: string;
  marketGroup?: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  /** Current odds from the feed. */
  odds: number;
  /** Odds the bettor has seen and accepted; placement sends these. */
  acceptedOdds: number;
  /** Odds when the selection was added. */
  initialOdds: number;
  active: boolean;
  isSuspended: boolean;
  /** Odds moved in a way the accept mode asks the bettor to confirm. */
  isChanged: boolean;
  /** The outcome or market is gone for good. */
  isNotAvailable: boolean;
  /** Bet-builder price for a custom bet selection. */
  customOdds?: number;
}

/** One bet of the ticket (spec §3 bet ticket, per bet). */
export interface TicketBet {
  betType: BetType;
  /** Stake in minor units. */
  stake: number;
  currency: string;
  /** Minor units per major unit of the currency (100 for EUR). */
  subunits: number;
  stakeSource: StakeSource;
  selections: Selection[];
  /** Only for system bets. */
  systemType?: SystemType;
  /** Only for custom bets: the bet-builder price of the whole bet. */
  customOdds?: number;
  bonus?: BetBonus;
  /** Bonus odds factor applied on top of the bet odds (comboboost), for display and payload. */
  bonusOdds?: number;
  /** Freebet amount in minor units while a freebet is chosen. */
  freebetStake?: number;
  isVip?: boolean;
}

/** The place-bet error kept on the ticket (spec §3 error object). */
export interface TicketError {
  /** Message per bet index, shown against the bet's first selection id. */
  messagesByBet: Record<string, string>;
  message: string;
  /** `data.data.details` of the response. */
  payload?: unknown;
  isWrongOddsError: boolean;
  code?: number | string;
}

/** The whole slip (spec §3 bet ticket). */
export interface Ticket {
  bets: TicketBet[];
  state: TicketState;
  /** A placement is running; selecting outcomes does nothing meanwhile (spec §4). */
  inProgress: boolean;
  /** Indexes of bets sent in the running placement. */
  processingBets: number[];
  placedBets: unknown[];
  error?: TicketError;
}

/** The composite outcome id of spec §3: match urn, market, outcome, specifier. */
export function outcomeKey(parts: {
  matchUrnId: string;
  marketId: number;
  outcomeId: string;
  specifier: string;
}): string {
  return `${parts.matchUrnId}/${parts.marketId}/${parts.outcomeId}/${parts.specifier}`;
}

/** An empty slip in the INITIAL state. */
export const EMPTY_TICKET: Ticket = Object.freeze({
  bets: [],
  state: 'INITIAL',
  inProgress: false,
  processingBets: [],
  placedBets: [],
});
