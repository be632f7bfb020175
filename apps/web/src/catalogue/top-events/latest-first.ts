/**
 * The `count` latest events by start time, newest first. GET /matches sorts start times only
 * ascending, so a results list is fetched for a recent window and turned round here.
 */
export function latestFirst<T extends { id: number; startTime: string }>(
  events: readonly T[],
  count: number,
): T[] {
  return [...events]
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime) || b.id - a.id)
    .slice(0, Math.max(0, count));
}

/**
 * Start of a results window `spanMs` back from `now`, moved in `stepMs` steps so that repeat
 * calls within a step share one URL (and the API's response cache), as an ISO time.
 */
export function windowStart(now: number, spanMs: number, stepMs: number): string {
  return new Date(Math.floor((now - spanMs) / stepMs) * stepMs).toISOString();
}
