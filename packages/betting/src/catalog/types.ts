import type { MarketStatus, MatchStatus, Provider } from '../ticket/types';

/**
 * Catalogue entities of spec §3 in their camelCase shape (the web maps wire data into these; the
 * server builds them from its tables). Only what the domain rules read is required.
 */

/** A home/away pair, used for total, game and period scores. */
export interface Score {
  home: number;
  away: number;
}

/** One period's score (spec §3 periodScore). */
export interface PeriodScore extends Score {
  periodKey: string;
  periodName: string;
  number: number;
  type: string;
}

/** The match clock (spec §3). Times in seconds; clockUpdatedAt is an ISO timestamp. */
export interface MatchClock {
  matchTime?: number;
  stoppageTime?: number;
  stoppageTimeAnnounced?: number;
  remainingTime?: number;
  remainingTimeInPeriod?: number;
  stopped: boolean;
  clockUpdatedAt?: string;
}

/** A match (spec §3 Match), the fields live updates touch plus identity. */
export interface Match {
  id: number;
  urnId: string;
  slug: string;
  sportKey: string;
  nameA: string;
  nameB: string;
  status: MatchStatus;
  isLive: boolean;
  isFinished: boolean;
  startTime: string;
  provider: Provider;
  clock?: MatchClock;
  totalScore?: Score;
  gameScore?: Score;
  periodScore?: PeriodScore[];
  currentServer?: 'home' | 'away';
  availableMarketsCount?: number;
}

/** An outcome of a market (spec §3 Outcome). */
export interface Outcome {
  /** Composite id: see ticket/types outcomeKey. */
  id: string;
  outcomeId: string;
  name: string;
  active: boolean;
  odds: number;
}

/** A market of a match (spec §3 Market). */
export interface Market {
  matchUrnId: string;
  marketId: number;
  name: string;
  status: MarketStatus;
  specifier: string;
  outcomes: Outcome[];
  marketGroups?: string[];
  priority?: number;
  mostBalanced?: boolean;
  provider: Provider;
}

/** Markets are identified by match, market id and specifier. */
export function marketKey(m: Pick<Market, 'matchUrnId' | 'marketId' | 'specifier'>): string {
  return `${m.matchUrnId}/${m.marketId}/${m.specifier}`;
}

/** A player account balance (spec §3 Accounts): currency and balance in minor units. */
export interface Account {
  currency: string;
  balance: number;
}
