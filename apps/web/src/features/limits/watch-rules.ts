import { isInForce } from '@sportsbook/betting/limits/rules';
import type { PlayerLimit, SportsbookSession } from '@/api/limits';
import { ApiError } from '@/api/errors';

/** Spec §9: session info for the reality check every 30 s, the activity ping every 60 s. */
export const SESSION_CHECK_MS = 30_000;
export const ACTIVITY_PING_MS = 60_000;

/** What a session check answer means (spec §4, §8). */
export type SessionCheck =
  | { kind: 'ok'; session: SportsbookSession }
  // 403: a session or time limit is reached; the server ended the session
  | { kind: 'outOfSession' }
  // 400: this site does not run sessions; no more checks
  | { kind: 'stop' }
  // 401: signed out elsewhere; anything else: try again at the next tick
  | { kind: 'signedOut' }
  | { kind: 'retry' };

export function sessionCheckOf(result: unknown, failed: boolean): SessionCheck {
  if (!failed) return { kind: 'ok', session: result as SportsbookSession };
  if (!(result instanceof ApiError)) return { kind: 'retry' };
  if (result.status === 403) return { kind: 'outOfSession' };
  if (result.status === 400) return { kind: 'stop' };
  if (result.status === 401) return { kind: 'signedOut' };
  return { kind: 'retry' };
}

/** The reality check is due when its time has come (spec §3 reality_check limit). */
export const isRealityCheckDue = (session: SportsbookSession, now: number): boolean =>
  session.nextRealityCheckAt !== null && now >= session.nextRealityCheckAt;

/** Spec §9: the activity ping runs only while an activity limit is in force. */
export const needsActivityPing = (limits: readonly PlayerLimit[], now: number): boolean =>
  limits.some((l) => l.type === 'activity' && isInForce(l, now));

/** Spec §8: a 401 out_of_limit from the ping is the activity limit; other 401s a lost session. */
export type ActivityFailure = 'limitReached' | 'signedOut' | 'retry';

export function activityFailureOf(error: unknown): ActivityFailure {
  if (!(error instanceof ApiError) || error.status !== 401) return 'retry';
  return error.code === 'out_of_limit' ? 'limitReached' : 'signedOut';
}
