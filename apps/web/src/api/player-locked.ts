import type { ApiError } from './errors';

/**
 * Spec §2 locked: a platform answer 423 `player_locked` says the signed-in player's account is
 * locked, whichever call met it. Whoever sends the player to /locked listens here.
 */
const listeners = new Set<() => void>();

export const isPlayerLockedError = (error: ApiError): boolean =>
  error.status === 423 && error.code === 'player_locked';

/** Calls `listener` each time an answer says the player is locked; returns the remover. */
export function onPlayerLocked(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners when `error` is a locked player's answer. */
export function noticePlayerLocked(error: ApiError): void {
  if (!isPlayerLockedError(error)) return;
  for (const listener of listeners) listener();
}
