import { IDLE_FALLBACK_MS } from './constants';

/**
 * Runs `work` when the browser is idle, and at the latest after the spec §9 idle fallback (3 s);
 * a browser without requestIdleCallback waits the fallback. @returns the cancel function
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
