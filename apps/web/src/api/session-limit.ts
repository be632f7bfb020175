import type { ApiError } from './errors';

/**
 * Spec §8: a 403 out_of_limit means a session, sportsbook-session or time limit ended the session,
 * whichever call met it (the 30 s session check, or a bet placed in between). Whoever shows the
 * out-of-session modal listens here.
 */
const listeners = new Set<() => void>();

export const isSessionLimitError = (error: ApiError): boolean =>
  error.status === 403 && error.code === 'out_of_limit';

/** Calls `listener` each time an answer says a session limit ended the session. */
export function onSessionLimitReached(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners when `error` is a session limit's answer. */
export function noticeSessionLimit(error: ApiError): void {
  if (!isSessionLimitError(error)) return;
  for (const listener of listeners) listener();
}
