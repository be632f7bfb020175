import type { BonusNoticeWire, TournamentPoolWire } from '@sportsbook/contract/bonus';
import type { BonusType } from '@sportsbook/contract/vocabulary';

/** Spec §3 Bonus notice: what the bonus-issued alert needs. */
export interface BonusNotice {
  id: string;
  type: BonusType;
  name: string;
}

export const toBonusNotice = (w: BonusNoticeWire): BonusNotice => ({
  id: w.id,
  type: w.type,
  name: w.name,
});

/** A tournament's prize pool now (minor units of `currency`). */
export interface TournamentPool {
  tournamentId: string;
  currency: string;
  poolAmount: number;
}

export const toTournamentPool = (w: TournamentPoolWire): TournamentPool => ({
  tournamentId: w.tournament_id,
  currency: w.currency,
  poolAmount: w.pool_amount,
});

/*
 * Spec §7 bonus_issued reaches the page on the private channel before the alerts (loaded lazily
 * after sign-in) may listen: notices wait here until a listener takes them.
 */
const waiting: BonusNotice[] = [];
const listeners = new Set<(notice: BonusNotice) => void>();

/** Hands a newly issued bonus to the alerts, or keeps it until they listen. */
export function noticeBonusIssued(notice: BonusNotice): void {
  if (listeners.size === 0) {
    waiting.push(notice);
    return;
  }
  for (const listener of [...listeners]) listener(notice);
}

/** Calls `listener` with every notice, those that waited first; returns the remover. */
export function onBonusIssued(listener: (notice: BonusNotice) => void): () => void {
  listeners.add(listener);
  for (const notice of waiting.splice(0)) listener(notice);
  return () => {
    listeners.delete(listener);
  };
}

/** Forgets notices nobody took (spec §4: bonus alerts close on sign-out). */
export function clearBonusNotices(): void {
  waiting.length = 0;
}
