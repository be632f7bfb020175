/**
 * The interface timings and sizes of spec §9 ("Lazy chunk loading delay 200 ms. Idle fallback
 * 3 s. Modal enter 50 ms, exit 500 ms; dynamic modal height fraction 0.95 ... Link prefetch
 * margin 200 px"): one definition each, read by the code and (as CSS variables) the styles.
 */

/** A modal's entry transition. */
export const MODAL_ENTER_MS = 50;

/** A modal's exit transition: the owner keeps it mounted this long after closing it. */
export const MODAL_EXIT_MS = 500;

/** A modal is at most this share of the viewport's height (it scrolls inside beyond). */
export const MODAL_HEIGHT_FRACTION = 0.95;

/** A lazily loaded chunk's placeholder shows only after this delay (no flash on a fast load). */
export const LAZY_CHUNK_DELAY_MS = 200;

/** Work deferred to an idle moment runs at the latest after this (requestIdleCallback timeout). */
export const IDLE_FALLBACK_MS = 3000;

/**
 * A link's page is prefetched once the link comes within this distance of the viewport: Next's
 * <Link> observes with this margin (constants.test.ts holds it to this value).
 */
export const LINK_PREFETCH_MARGIN_PX = 200;

/** Whether the visitor asked for less motion (transitions then end at once). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** How long a closing modal stays mounted: its exit transition, or nothing with reduced motion. */
export const modalExitMs = (): number => (prefersReducedMotion() ? 0 : MODAL_EXIT_MS);
