/**
 * Replaces the address bar's URL without a navigation. The state is left null on purpose: Next's
 * patched replaceState copies its own state in and tells the router the new URL; passing Next's
 * state (`window.history.state`) skips that, and the router later writes its old URL back.
 */
export function replaceUrl(url: string): void {
  window.history.replaceState(null, '', url);
}
