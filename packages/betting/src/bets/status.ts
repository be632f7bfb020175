/**
 * What the bet statuses of spec §3 mean for the My Bets filters (GET /bets `status`): open bets
 * still wait for their money, settled ones are done with it.
 */
import type { BetStatus } from '@sportsbook/contract/vocabulary';

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
