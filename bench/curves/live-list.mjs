// Curve `liveList` (issue 18 item 5): live matches 300 → 1,000 → 3,000 in the catalogue, GET
// /matches?match_status=1 uncached (every request its own URL, so each computes its answer) with
// limit 50 and with the largest limit allowed (500). apps/server/bench/live-list-target.ts
// measures; the live matches beyond the feed's own are copies made by that bench process only.
import { envInt } from '../lib.mjs';
import { runServerTarget } from '../server-target.mjs';
import { growth } from './growth.mjs';

export const name = 'liveList';

const TIMEOUT_MS = 10 * 60_000;

export default async function liveListCurve() {
  // knobs reach the target through the environment: BENCH_LIVE_POINTS (comma list),
  // BENCH_LIVE_REQUESTS, BENCH_LIVE_FULL_REQUESTS, BENCH_LIVE_EXPLAIN=1 (query plans)
  const result = await runServerTarget('live-list-target.ts', {
    timeoutMs: envInt('BENCH_LIVE_TIMEOUT_MS', TIMEOUT_MS),
    label: 'liveList',
  });
  const { points } = result;
  return {
    x: 'live matches in the catalogue',
    feedLive: result.feedLive,
    pageLimit: result.pageLimit,
    fullLimit: result.fullLimit,
    points,
    growth: ['listP50Ms', 'listP95Ms', 'fullListP50Ms', 'fullListP95Ms'].map((metric) =>
      growth(points, metric),
    ),
  };
}
