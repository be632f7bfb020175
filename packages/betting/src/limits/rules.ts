import type { UserLimitStatus, UserLimitType } from '@sportsbook/contract/vocabulary';
import { LIMIT_KINDS, MAX_COOLING_OFF_DAYS } from './kinds';
import { DAY_MS, MINUTE_MS } from './period';
import type { UserLimit } from './types';

/**
 * The rules a regulator expects of user limits (spec §3): a tighter limit applies at once; a
 * looser one or a removal waits a cooling period (status unconfirmed / unconfirmed_disabled until
 * `confirmUntil`, then the player confirms it); self-exclusion and cooling-off can only be
 * lengthened. Statuses:
 *
 * - `active`: in force (set, or tightened).
 * - `unconfirmed`: a looser replacement waiting; not in force; the limit it replaces stays.
 * - `confirmed`: a looser replacement the player confirmed: in force.
 * - `unconfirmed_disabled`: a removal waiting; the limit stays in force until it is confirmed.
 * - `confirmed_disabled`: removed by the player after the cooling period: not in force.
 * - `disabled`: replaced, cancelled or ended: not in force.
 */

const IN_FORCE: readonly UserLimitStatus[] = ['active', 'confirmed', 'unconfirmed_disabled'];
const PENDING: readonly UserLimitStatus[] = ['unconfirmed', 'unconfirmed_disabled'];

/** Whether the limit holds at `now` (an exclusion holds until its `disableAt`). */
export function isInForce(limit: UserLimit, now: number): boolean {
  return IN_FORCE.includes(limit.status) && (limit.disableAt === null || now < limit.disableAt);
}

/** The status to show at `now`: an in-force limit past its end reads `disabled`. */
export function statusAt(limit: UserLimit, now: number): UserLimitStatus {
  if (IN_FORCE.includes(limit.status) && limit.disableAt !== null && now >= limit.disableAt)
    return 'disabled';
  return limit.status;
}

/** Whether the limit still matters at `now` (in force, or a change waiting). */
export const isCurrent = (limit: UserLimit, now: number): boolean =>
  isInForce(limit, now) || limit.status === 'unconfirmed';

/** Whether the player may confirm the pending change now (the cooling period is over). */
export function isConfirmable(limit: UserLimit, now: number): boolean {
  return PENDING.includes(limit.status) && limit.confirmUntil !== null && now >= limit.confirmUntil;
}

/** Whether `to` is a stricter value than `from` for a limit of `type`. */
export function isTighter(type: UserLimitType, from: number, to: number): boolean {
  // a longer exclusion is stricter; for every other limit a smaller value is
  return LIMIT_KINDS[type].exclusion ? to > from : to < from;
}

/** Why a value is not a limit of its type. */
export type LimitValueProblem = 'too_large' | 'currency_required' | 'period_required';

/** The largest value of each measure: a year of minutes, ten years of days. */
export const MAX_LIMIT_MINUTES = 366 * 24 * 60;
export const MAX_LIMIT_DAYS = 3660;

/** Checks a new limit's value, currency and period against its type; null when it is one. */
export function limitValueProblem(
  type: UserLimitType,
  value: number,
  hasCurrency: boolean,
  hasPeriod: boolean,
): LimitValueProblem | null {
  const kind = LIMIT_KINDS[type];
  if (kind.measure === 'money' && !hasCurrency) return 'currency_required';
  if (kind.periodic && !hasPeriod) return 'period_required';
  if (kind.measure === 'minutes' && value > MAX_LIMIT_MINUTES) return 'too_large';
  if (kind.measure === 'days') {
    const max = type === 'coolingoff' ? MAX_COOLING_OFF_DAYS : MAX_LIMIT_DAYS;
    if (value > max) return 'too_large';
  }
  return null;
}

/** When an exclusion of `days` set at `now` ends. */
export const exclusionEnd = (now: number, days: number): number => now + days * DAY_MS;

/** What a change of an in-force limit to `value` does. */
export type LimitChange =
  | { kind: 'same' }
  /** Applies at once: the new limit is active, the old one disabled. */
  | { kind: 'tighten'; disableAt: number | null }
  /** Waits: the new limit is unconfirmed until `confirmUntil`. */
  | { kind: 'pending'; confirmUntil: number }
  /** Refused: an exclusion cannot be shortened. */
  | { kind: 'locked' };

/** Plans changing `limit` (in force) to `value` at `now` with the site's cooling period. */
export function planChange(
  limit: UserLimit,
  value: number,
  now: number,
  coolingMs: number,
): LimitChange {
  if (LIMIT_KINDS[limit.type].exclusion) {
    const end = exclusionEnd(now, value);
    return limit.disableAt === null || end > limit.disableAt
      ? { kind: 'tighten', disableAt: end }
      : { kind: 'locked' };
  }
  if (value === limit.value) return { kind: 'same' };
  return isTighter(limit.type, limit.value, value)
    ? { kind: 'tighten', disableAt: null }
    : { kind: 'pending', confirmUntil: now + coolingMs };
}

/** What removing a limit does. */
export type LimitRemoval =
  /** A waiting change withdrawn: at once (keeping the stricter limit is never a risk). */
  | { kind: 'cancel' }
  /** An in-force limit: waits as unconfirmed_disabled until `confirmUntil`. */
  | { kind: 'pending'; confirmUntil: number }
  /** Already waiting to be removed. */
  | { kind: 'same' }
  /** An exclusion in force, or a limit that no longer holds. */
  | { kind: 'locked' }
  | { kind: 'gone' };

/** Plans removing `limit` at `now` with the site's cooling period. */
export function planRemoval(limit: UserLimit, now: number, coolingMs: number): LimitRemoval {
  if (limit.status === 'unconfirmed') return { kind: 'cancel' };
  if (!isInForce(limit, now)) return { kind: 'gone' };
  if (LIMIT_KINDS[limit.type].exclusion) return { kind: 'locked' };
  if (limit.status === 'unconfirmed_disabled') return { kind: 'same' };
  return { kind: 'pending', confirmUntil: now + coolingMs };
}

/** The status a confirmed pending change takes: a loosening holds, a removal ends. */
export function confirmedStatus(limit: UserLimit): UserLimitStatus {
  return limit.status === 'unconfirmed_disabled' ? 'confirmed_disabled' : 'confirmed';
}

/** What is left of a limit of `value` once `used` is counted (never below 0). */
export const remainder = (value: number, used: number): number => Math.max(0, value - used);

/** A net loss: stakes minus what came back (wins, cashouts, refunds), never below 0. */
export const netLoss = (stakes: number, returns: number): number => Math.max(0, stakes - returns);

/** Whether `amount` more fits a limit of `value` of which `used` is spent. */
export const fitsLimit = (value: number, used: number, amount: number): boolean =>
  used + amount <= value;

/** Whether a time limit of `minutes` is reached after `elapsedMs`. */
export const timeReached = (minutes: number, elapsedMs: number): boolean =>
  elapsedMs >= minutes * MINUTE_MS;

/**
 * The limit that holds among several of one type and key: the strictest in force (the tightest
 * value; for an exclusion the latest end).
 */
export function strictest(limits: readonly UserLimit[], now: number): UserLimit | null {
  let best: UserLimit | null = null;
  for (const l of limits) {
    if (!isInForce(l, now)) continue;
    if (best === null) best = l;
    else if (LIMIT_KINDS[l.type].exclusion) {
      if ((l.disableAt ?? Infinity) > (best.disableAt ?? Infinity)) best = l;
    } else if (isTighter(l.type, best.value, l.value)) best = l;
  }
  return best;
}
