// Curve `bets` (issue 18 items 4 and 5): bets in the database 10,000 → 100,000 → 1,000,000, one
// player holding 10,000 of them. GET /bets of that player (first page, a deep page, the open and
// settled filters, the web's page of 500 and all of its pages) and the settlement of one market
// carrying 1,000 bets, so only the table grows. apps/server/bench/bets-curve-target.ts measures.
import { envInt } from '../lib.mjs';
import { runServerTarget } from '../server-target.mjs';
import { growth } from './growth.mjs';

export const name = 'bets';

const TIMEOUT_MS = 20 * 60_000;

export default async function betsCurve() {
  // knobs reach the target through the environment: BENCH_BETS_POINTS (comma list),
  // BENCH_BETS_REQUESTS, BENCH_BETS_SETTLE_MARKETS, BENCH_BETS_EXPLAIN=1 (query plans),
  // BENCH_BETS_VACUUM=1 (vacuum as autovacuum would, not only analyze)
  const result = await runServerTarget('bets-curve-target.ts', {
    timeoutMs: envInt('BENCH_BETS_TIMEOUT_MS', TIMEOUT_MS),
    label: 'bets',
  });
  const { points } = result;
  return {
    x: 'bets in the database (one player holds 10,000 of them)',
    playerBets: result.playerBets,
    settleBetsPerMarket: result.settleBetsPerMarket,
    points,
    growth: [
      'betsListP50Ms',
      'betsDeepPageP50Ms',
      'betsOpenP50Ms',
      'betsSettledP50Ms',
      'betsWebPageP50Ms',
      'betsAllPagesMs',
      'settleMarketMs',
    ].map((metric) => growth(points, metric)),
  };
}
