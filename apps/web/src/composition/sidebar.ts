/**
 * Left sidebar state (spec §3 site configuration "left sidebar collapsible/collapsed"): `auto`
 * shows icons only on tablets and the full list from the desktop width up (UI.md); a bettor's
 * choice of `collapsed` or `expanded` holds on every width and is kept in a cookie so the
 * server renders it with no jump.
 */
export const SIDEBAR_STATES = ['auto', 'collapsed', 'expanded'] as const;
export type SidebarState = (typeof SIDEBAR_STATES)[number];

export const SIDEBAR_COOKIE = 'sidebar';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** Spec §9 lg breakpoint: from here the auto sidebar shows names. */
export const SIDEBAR_WIDE_FROM_PX = 1280;

/** The bettor's choice, else the site's default (spec §3 left sidebar collapsed). */
export function parseSidebarState(
  value: string | null | undefined,
  fallback: SidebarState = 'auto',
): SidebarState {
  return (SIDEBAR_STATES as readonly string[]).includes(value ?? '')
    ? (value as SidebarState)
    : fallback;
}

/** Whether the sidebar shows only icons at a viewport width. */
export function isSidebarCollapsed(state: SidebarState, viewportWidth: number): boolean {
  return state === 'auto' ? viewportWidth < SIDEBAR_WIDE_FROM_PX : state === 'collapsed';
}

/** The state after the toggle: the opposite of what the bettor sees now. */
export function toggledSidebarState(state: SidebarState, viewportWidth: number): SidebarState {
  return isSidebarCollapsed(state, viewportWidth) ? 'expanded' : 'collapsed';
}

export function sidebarCookie(state: SidebarState): string {
  return `${SIDEBAR_COOKIE}=${state}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
