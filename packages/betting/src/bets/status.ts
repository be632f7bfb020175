/**
 * What the bet statuses of spec §3 mean for the My Bets filters (GET /bets `status`): open bets
 * still wait for their money, settled ones are done with it.
 */
import { BET_STATUSES, type BetStatus } from '@sportsbook/contract/vocabulary';

/**
 * Open: submitted (taken, not yet accepted), waiting_results (accepted, results pending),
 * ready_to_process (results in, being paid) and cashout_in_progress.
 */
export const OPEN_BET_STATUSES = [
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
] as const satisfies readonly BetStatus[];

/** Settled: done (settled by results), cashed_out, cancelled, withdrawn and rejected. */
export const SETTLED_BET_STATUSES = [
  'done',
  'cashed_out',
  'cancelled',
  'withdrawn',
  'rejected',
] as const satisfies readonly BetStatus[];

/** True for a bet still waiting for its money ({@link OPEN_BET_STATUSES}). */
export const isBetOpen = (status: BetStatus): boolean =>
  (OPEN_BET_STATUSES as readonly BetStatus[]).includes(status);

/** True for a bet done with its money ({@link SETTLED_BET_STATUSES}). */
export const isBetSettled = (status: BetStatus): boolean =>
  (SETTLED_BET_STATUSES as readonly BetStatus[]).includes(status);

/**
 * Spec §5 "Bets listing excludes some statuses": My Bets leaves these out.
 */
// rejected and withdrawn bets were never taken (refused at acceptance, or withdrawn before it): no stake at risk to show
export const UNLISTED_BET_STATUSES = [
  'rejected',
  'withdrawn',
] as const satisfies readonly BetStatus[];

/** True for a bet My Bets lists (every status but {@link UNLISTED_BET_STATUSES}). */
export const isBetListed = (status: BetStatus): boolean =>
  !(UNLISTED_BET_STATUSES as readonly BetStatus[]).includes(status);

/** The statuses My Bets lists, in the spec's order. */
export const LISTED_BET_STATUSES: readonly BetStatus[] = BET_STATUSES.filter(isBetListed);

/** The bets My Bets shows of a list (a live update may turn a listed bet unlisted). */
export const listedBets = <T extends { betStatus: BetStatus }>(bets: readonly T[]): T[] =>
  bets.filter((bet) => isBetListed(bet.betStatus));
