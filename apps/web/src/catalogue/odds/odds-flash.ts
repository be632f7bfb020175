/** How long a price change stays marked (UI.md: about a second). */
export const ODDS_FLASH_MS = 1200;

export type OddsMove = 'up' | 'down';

/** A price change being shown; `id` grows with each change so the animation restarts. */
export interface OddsFlash {
  move: OddsMove;
  id: number;
}

/** The direction decimal odds moved, or null when they did not move or cannot be compared. */
export function oddsMove(previous: number, next: number): OddsMove | null {
  if (!Number.isFinite(previous) || !Number.isFinite(next) || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** What an odds button tracks between renders: the odds last seen and the change on show. */
export interface FlashState {
  odds: number;
  flash: OddsFlash | null;
}

/**
 * The state after the button renders `odds`: a move starts a new flash (a later move replaces
 * the running one), a change while locked only records the odds (a lock shows no price change).
 * Returns `state` itself when nothing changed.
 */
export function nextFlashState(state: FlashState, odds: number, locked: boolean): FlashState {
  if (state.odds === odds) return state;
  const move = locked ? null : oddsMove(state.odds, odds);
  return {
    odds,
    flash: move ? { move, id: (state.flash?.id ?? 0) + 1 } : locked ? null : state.flash,
  };
}
