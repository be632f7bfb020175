/** Spec §9 progress bar constants. */
export const PROGRESS = {
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;

/** The bar's value after one trickle step: it creeps towards, never reaches, the end. */
export function trickle(value: number): number {
  if (value >= 0.994) return value;
  return Math.min(0.994, value + PROGRESS.trickleRate * Math.max(0.1, 1 - value) * 2.5);
}

/** The first value of a navigation. */
export const start = (): number => PROGRESS.minimum;

/**
 * Whether a click on an anchor starts a client-side navigation worth a progress bar: a plain
 * left click on a same-origin link to another page, not a new tab, download or hash jump.
 */
export function isNavigationClick(
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  anchor: { href: string; target: string; hasDownload: boolean },
  location: { origin: string; pathname: string; search: string },
): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  if (anchor.hasDownload || (anchor.target && anchor.target !== '_self')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}
