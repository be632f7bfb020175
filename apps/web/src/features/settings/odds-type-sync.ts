import type { OddsType } from '@sportsbook/betting/odds/odds-type';

/** What to do with the first settings answer of a signed-in session. */
export type FirstSync =
  /** The player saved a type before: it wins over this browser's local choice. */
  | { action: 'apply'; oddsType: OddsType }
  /** Nothing stored on the server yet: the local choice becomes the player's setting. */
  | { action: 'save'; oddsType: OddsType }
  | { action: 'none' };

/**
 * Spec §3 Betting settings: a signed-in player's odds type comes from GET /settings; local
 * storage is the anonymous fallback. `updatedAt` null means the server holds only site defaults.
 */
export function firstOddsTypeSync(
  server: { oddsType: OddsType; updatedAt: string | null },
  local: OddsType,
): FirstSync {
  if (server.updatedAt !== null) {
    return server.oddsType === local
      ? { action: 'none' }
      : { action: 'apply', oddsType: server.oddsType };
  }
  return server.oddsType === local ? { action: 'none' } : { action: 'save', oddsType: local };
}
