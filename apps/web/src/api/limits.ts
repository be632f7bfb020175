import { queryOptions } from '@tanstack/react-query';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { SportsbookSessionWire, UserLimitWire } from '@sportsbook/contract/limits';
import type { UserLimitPeriod, UserLimitType } from '@sportsbook/contract/vocabulary';
import { limitKeys } from './account-keys';
import { apiRequest, lazySchema } from './client';
import { ApiError } from './errors';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wireLimits = () => import('@sportsbook/contract/limits');

/** Spec §3 User limit as the limits page shows it: the domain limit and its use now. */
export interface PlayerLimit extends UserLimit {
  parentType: UserLimitType | null;
  /** The pending change may be confirmed now. */
  confirmable: boolean;
  /** Used and left in the current period (counted limits in force); else null. */
  used: number | null;
  remaining: number | null;
  /** When the current period ends (ms), periodic limits in force; else null. */
  periodEndsAt: number | null;
}

const time = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

export const toPlayerLimit = (w: UserLimitWire): PlayerLimit => ({
  id: w.id,
  type: w.type,
  status: w.status,
  strategy: w.strategy,
  period: w.period,
  parentType: w.parent_type,
  value: w.value,
  currency: w.currency,
  replacesId: w.replaces_id,
  createdAt: Date.parse(w.created_at),
  confirmUntil: time(w.confirm_until),
  disableAt: time(w.disable_at),
  confirmable: w.confirmable,
  used: w.used,
  remaining: w.remaining,
  periodEndsAt: time(w.period_ends_at),
});

export { limitKeys };

/** Texts of the answers come in `locale` (field errors, refusals). */
const inLocale = (locale: string) => ({ 'Accept-Language': locale });

/** GET /user_limits: every limit of the player, newest first (history included). */
export async function getUserLimits(locale: string, signal?: AbortSignal): Promise<PlayerLimit[]> {
  const answer = await apiRequest({
    api: 'platform',
    path: '/user_limits',
    headers: inLocale(locale),
    schema: lazySchema(wireLimits, 'userLimitsResponseSchema'),
    signal,
  });
  return answer.data.map(toPlayerLimit);
}

export const userLimitsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...limitKeys.all, locale] as const,
    queryFn: ({ signal }) => getUserLimits(locale, signal),
  });

/** A new limit as the player sets it (value in the type's unit: minor units, minutes, days). */
export interface NewLimit {
  type: UserLimitType;
  value: number;
  currency?: string;
  period?: UserLimitPeriod;
}

/** POST /user_limits: in force at once (422 field errors on value, currency, period). */
export async function createUserLimit(limit: NewLimit, locale: string): Promise<PlayerLimit> {
  const answer = await apiRequest({
    api: 'platform',
    path: '/user_limits',
    method: 'POST',
    headers: inLocale(locale),
    body: limit,
    schema: lazySchema(wireLimits, 'userLimitResponseSchema'),
  });
  return toPlayerLimit(answer.data);
}

/** PATCH /user_limits/{id}: tighter applies at once; looser answers the pending change. */
export async function changeUserLimit(
  id: string,
  value: number,
  locale: string,
): Promise<PlayerLimit> {
  const answer = await apiRequest({
    api: 'platform',
    path: `/user_limits/${encodeURIComponent(id)}`,
    method: 'PATCH',
    headers: inLocale(locale),
    body: { value },
    schema: lazySchema(wireLimits, 'userLimitResponseSchema'),
  });
  return toPlayerLimit(answer.data);
}

/** POST /user_limits/{id}/confirm: a pending change past its cooling period takes effect. */
export async function confirmUserLimit(id: string, locale: string): Promise<PlayerLimit> {
  const answer = await apiRequest({
    api: 'platform',
    path: `/user_limits/${encodeURIComponent(id)}/confirm`,
    method: 'POST',
    headers: inLocale(locale),
    schema: lazySchema(wireLimits, 'userLimitResponseSchema'),
  });
  return toPlayerLimit(answer.data);
}

/** DELETE /user_limits/{id}: a removal waits its cooling period (or cancels a pending change). */
export async function removeUserLimit(id: string, locale: string): Promise<PlayerLimit> {
  const answer = await apiRequest({
    api: 'platform',
    path: `/user_limits/${encodeURIComponent(id)}`,
    method: 'DELETE',
    headers: inLocale(locale),
    schema: lazySchema(wireLimits, 'userLimitResponseSchema'),
  });
  return toPlayerLimit(answer.data);
}

type OutOfLimitDetailsSchema = Awaited<ReturnType<typeof wireLimits>>['outOfLimitDetailsSchema'];
/** Loaded by withOutOfLimitDetails when a call is refused as out of limit. */
let outOfLimitDetails: OutOfLimitDetailsSchema | undefined;

/**
 * `call`, whose out-of-limit refusal (spec §8) is readable by outOfLimitText once it throws: the
 * details' schema loads then (outOfLimitText is synchronous, for render; zod is not in the first load).
 */
export async function withOutOfLimitDetails<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'out_of_limit')
      outOfLimitDetails ??= (await wireLimits()).outOfLimitDetailsSchema;
    throw error;
  }
}

/**
 * Spec §8 out-of-limit answer ('User is out of limit'): the limit's own text, else null. Read from
 * a call made through withOutOfLimitDetails (the deposit calls of ./wallet).
 */
export function outOfLimitText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'out_of_limit') return null;
  const details = outOfLimitDetails?.safeParse(error.details);
  if (!details) return null;
  return details.success ? details.data.localized_message : null;
}

/** Spec §4 session info for the reality check (never cached): time played and the money. */
export interface SportsbookSession {
  startedAt: number;
  timePlayedS: number;
  currency: string;
  stakes: number;
  wins: number;
  netResult: number;
  /** When the next reality check is due (ms); null without a reality_check limit. */
  nextRealityCheckAt: number | null;
}

const toSession = (w: SportsbookSessionWire): SportsbookSession => ({
  startedAt: Date.parse(w.started_at),
  timePlayedS: w.time_played_s,
  currency: w.currency,
  stakes: w.stakes,
  wins: w.wins,
  netResult: w.net_result,
  nextRealityCheckAt: time(w.next_reality_check_at),
});

/**
 * POST /sportsbook_sessions (or /continue after a reality check): the session info; 403 when a
 * session or time limit is reached (the server has ended the session), 400 stops the checks.
 */
export async function checkSportsbookSession(
  locale: string,
  continued = false,
): Promise<SportsbookSession> {
  const answer = await apiRequest({
    api: 'platform',
    path: continued ? '/sportsbook_sessions/continue' : '/sportsbook_sessions',
    method: 'POST',
    headers: inLocale(locale),
    schema: lazySchema(wireLimits, 'sportsbookSessionSchema'),
  });
  return toSession(answer);
}

/** POST /player/activity_limit_track: counts this minute as active; 401 at the activity limit. */
export async function trackActivity(locale: string): Promise<void> {
  await apiRequest({
    api: 'platform',
    path: '/player/activity_limit_track',
    method: 'POST',
    headers: inLocale(locale),
    schema: lazySchema(wireLimits, 'activityTrackResponseSchema'),
  });
}
