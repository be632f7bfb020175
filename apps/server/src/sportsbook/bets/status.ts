import type { BetRow } from '@/db/schema';

/**
 * How bet statuses and results of spec §3 answer the My Bets filters (GET /bets status and result).
 * - open and settled: packages/betting `bets/status`;
 * - win: win_entire, refund_half_win_other and cashed_out with a payout; lose: lose_entire,
 *   refund_half_lose_other; refund: refund_entire and canceled.
 * This server places bets as waiting_results, settles them to done with a result, cashes them out
 * to cashed_out / cashed_out; a market the feed cancels (-4, e.g. a match not covered) voids its
 * selections, so a bet of only such selections is done / refund_entire with its stake paid back.
 */
export const RESULTS_BY_FILTER = {
  win: ['win_entire', 'refund_half_win_other', 'cashed_out'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
} as const satisfies Record<string, readonly BetRow['result'][]>;
