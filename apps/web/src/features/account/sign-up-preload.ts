import type { AuthStatus } from '@/session/auth-status';

/** Spec §9 idle fallback: where the browser has no idle callback, preload after 3 s. */
export const IDLE_FALLBACK_MS = 3_000;

/**
 * Spec §6 sign-up iframe preloader flag: when on, an anonymous visitor's sign-up (the modal's
 * code and the system data its form needs) is loaded once the page is idle, so opening sign-up
 * is instant; when off, or for a signed-in player, nothing is preloaded.
 */
export const shouldPreloadSignUp = (flag: boolean, status: AuthStatus): boolean =>
  flag && status === 'notLoggedIn';

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `task` when the browser is idle (at the latest after the fallback); returns the cancel. */
export function whenIdle(
  task: () => void,
  target: IdleWindow & typeof globalThis = window,
): () => void {
  if (typeof target.requestIdleCallback === 'function') {
    const handle = target.requestIdleCallback(task, { timeout: IDLE_FALLBACK_MS });
    return () => target.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
