/**
 * What the match status and market availability codes of spec §3 mean. Code decides with these
 * predicates and lists, never with the numbers (lint refuses a status compared with a code). They
 * take any number, so a database row's status is read the same way as a wire match's.
 */
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/contract/vocabulary';

export {
  MARKET_STATUS,
  MATCH_STATUS,
  type MarketStatus,
  type MatchStatus,
} from '@sportsbook/contract/vocabulary';

/** A match in play: live, or stopped while live (spec §3 isLive). */
export const LIVE_MATCH_STATUSES = [MATCH_STATUS.live, MATCH_STATUS.stopped] as const;

/** A match that takes bets: prematch or live; stopped suspends, closed and later are over. */
export const BETTABLE_MATCH_STATUSES = [MATCH_STATUS.prematch, MATCH_STATUS.live] as const;

/** A match ended with its result: closed or finished (spec §3 isFinished). */
export const FINISHED_MATCH_STATUSES = [MATCH_STATUS.closed, MATCH_STATUS.finished] as const;

/** A match not over yet: prematch, live or stopped (closed, finished and not covered are over). */
export const OPEN_MATCH_STATUSES = [
  MATCH_STATUS.prematch,
  MATCH_STATUS.live,
  MATCH_STATUS.stopped,
] as const;

/** True for a match in play: live or stopped ({@link LIVE_MATCH_STATUSES}). */
export const isLive = (status: number): boolean =>
  status === MATCH_STATUS.live || status === MATCH_STATUS.stopped;

/** True for a match that takes bets: prematch or live ({@link BETTABLE_MATCH_STATUSES}). */
export const isBettable = (status: number): boolean =>
  status === MATCH_STATUS.prematch || status === MATCH_STATUS.live;

/** True for a match ended with its result: closed or finished ({@link FINISHED_MATCH_STATUSES}). */
export const isFinished = (status: number): boolean =>
  status === MATCH_STATUS.closed || status === MATCH_STATUS.finished;

/** True for a match not started yet. */
export const isPrematch = (status: number): boolean => status === MATCH_STATUS.prematch;

/** True for a live match whose play is stopped (interrupted): its markets are suspended. */
export const isStopped = (status: number): boolean => status === MATCH_STATUS.stopped;

/** True for a match that is over: closed, finished or not covered ({@link OPEN_MATCH_STATUSES}). */
export const isOver = (status: number): boolean => !isLive(status) && !isPrematch(status);

/** Markets listed with their match and counted as available: allowed or suspended. */
export const LISTED_MARKET_STATUSES = [MARKET_STATUS.allowed, MARKET_STATUS.suspended] as const;

/** Markets removed from the list (spec §3: 0, -2, -3, -4 not allowed). */
export const NOT_ALLOWED_MARKET_STATUSES = [
  MARKET_STATUS.deactivated,
  MARKET_STATUS.handedOver,
  MARKET_STATUS.settled,
  MARKET_STATUS.cancelled,
] as const;

/** Markets whose results are final, never written again: settled or cancelled. */
export const FINAL_MARKET_STATUSES = [MARKET_STATUS.settled, MARKET_STATUS.cancelled] as const;

/** True for the one market status that takes bets (spec §3: 1 allowed). */
export const isMarketAllowed = (status: number): boolean => status === MARKET_STATUS.allowed;

/** True for a market listed with its match: allowed or suspended ({@link LISTED_MARKET_STATUSES}). */
export const isMarketListed = (status: number): boolean =>
  status === MARKET_STATUS.allowed || status === MARKET_STATUS.suspended;

/** True for a status that removes a market from the list ({@link NOT_ALLOWED_MARKET_STATUSES}). */
export const isMarketNotAllowed = (status: number): boolean =>
  (NOT_ALLOWED_MARKET_STATUSES as readonly number[]).includes(status);

/** True for a market whose results are final ({@link FINAL_MARKET_STATUSES}). */
export const isMarketFinal = (status: number): boolean =>
  status === MARKET_STATUS.settled || status === MARKET_STATUS.cancelled;
