/** The tab a key press moves to in a tab list (WAI-ARIA tabs: arrows wrap, Home, End). */
export function tabAfterKey<T>(
  tabs: readonly T[],
  current: T,
  key: string,
  rtl: boolean,
): T | null {
  const i = Math.max(0, tabs.indexOf(current));
  const last = tabs.length - 1;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return tabs[i === last ? 0 : i + 1] ?? null;
  if (key === back) return tabs[i === 0 ? last : i - 1] ?? null;
  if (key === 'Home') return tabs[0] ?? null;
  if (key === 'End') return tabs[last] ?? null;
  return null;
}
