/**
 * Spec §6 embedded mode: "a wildcard may be allowed when session init is used". This tab's session
 * came from the host platform's one-time token (/init-sportsbook): kept for the browser tab
 * (sessionStorage, partitioned by the framing site), forgotten on sign-out.
 */
export const TOKEN_SESSION_KEY = 'sportsbook:token-session';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // storage blocked (a sandboxed or third-party frame): no token session, the list alone rules
    return null;
  }
}

/** Records that /init-sportsbook signed this tab in. */
export function markTokenSession(): void {
  try {
    storage()?.setItem(TOKEN_SESSION_KEY, '1');
  } catch {
    // full or blocked storage: the listed origins still work
  }
}

/** Whether this tab's session came from the platform's token. */
export const hasTokenSession = (): boolean => storage()?.getItem(TOKEN_SESSION_KEY) === '1';

/** Forgets it (sign-out, an expired session): the wildcard no longer applies. */
export function forgetTokenSession(): void {
  storage()?.removeItem(TOKEN_SESSION_KEY);
}
