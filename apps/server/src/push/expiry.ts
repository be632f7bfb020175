/** setTimeout fires at once beyond 2^31-1 ms: longer expiries are re-armed in steps. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Calls `expire` `delay` ms from now; a delay past {@link MAX_TIMER_MS} calls `rearm` when the
 * longest timer ends instead, which arms again with what is left.
 */
export function expiryTimer(delay: number, expire: () => void, rearm: () => void): NodeJS.Timeout {
  return setTimeout(
    () => {
      if (delay > MAX_TIMER_MS) rearm();
      else expire();
    },
    Math.min(delay, MAX_TIMER_MS),
  );
}

/** The reply fields of an expiring connection or subscription: `expires` and its `ttl` in seconds. */
export function expiryFields(
  expiresAt: number | null,
  now: number,
): { expires?: true; ttl?: number } {
  if (expiresAt === null) return {};
  return { expires: true, ttl: Math.max(1, Math.ceil((expiresAt - now) / 1000)) };
}
