import type { MatchView } from '@/api/catalogue/types';

/**
 * The clock text of a live match (spec §3 clock): minutes played with announced stoppage time
 * ("45'+2"), or the time left in a period for counting-down sports ("12:34").
 */
export function clockText(match: Pick<MatchView, 'clock'>): string | null {
  const c = match.clock;
  if (!c) return null;
  if (c.remainingTimeInPeriod !== undefined) {
    const s = Math.max(0, Math.round(c.remainingTimeInPeriod));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  }
  if (c.matchTime === undefined) return null;
  const minute = Math.floor(c.matchTime / 60) + (c.stoppageTime ? 0 : 1);
  if (c.stoppageTime) {
    const extra = Math.max(1, Math.ceil(c.stoppageTime / 60));
    return `${Math.floor(c.matchTime / 60)}'+${extra}`;
  }
  return `${minute}'`;
}
