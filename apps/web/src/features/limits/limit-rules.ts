import { LIMIT_KINDS, MAX_COOLING_OFF_DAYS } from '@sportsbook/betting/limits/kinds';
import { isCurrent } from '@sportsbook/betting/limits/rules';
import type { Currency } from '@sportsbook/betting/money/currency';
import { toMinor } from '@sportsbook/betting/money/minor-units';
import type { UserLimitType } from '@sportsbook/betting/vocabulary';
import type { PlayerLimit } from '@/api/limits';

/** The limits page's sections (spec §3 User limit types), in the order a bettor meets them. */
export const LIMIT_SECTIONS = [
  { key: 'money', types: ['deposit', 'loss', 'wager', 'bet'] },
  { key: 'time', types: ['session', 'sportsbook_session', 'time', 'activity', 'reality_check'] },
  { key: 'exclusion', types: ['coolingoff', 'selfexclusion'] },
] as const satisfies readonly { key: string; types: readonly UserLimitType[] }[];

export type LimitSectionKey = (typeof LIMIT_SECTIONS)[number]['key'];

/** The limits of one type that matter now (in force or waiting), in force first. */
export function currentOfType(
  limits: readonly PlayerLimit[],
  type: UserLimitType,
  now: number,
): PlayerLimit[] {
  const pendingLast = (l: PlayerLimit) => (l.status === 'unconfirmed' ? 1 : 0);
  return limits
    .filter((l) => l.type === type && isCurrent(l, now))
    .sort((a, b) => pendingLast(a) - pendingLast(b));
}

/** Ended, replaced and removed limits: the history below the current ones, newest first. */
export const pastLimits = (limits: readonly PlayerLimit[], now: number): PlayerLimit[] =>
  limits.filter((l) => !isCurrent(l, now)).sort((a, b) => b.createdAt - a.createdAt);

/** Why a typed limit value cannot be sent. */
export type ValueProblem = 'invalid' | 'tooLong';

export type ValueReading = { value: number } | { problem: ValueProblem };

/**
 * A typed value in the type's unit as the server takes it: money in minor units of `currency`,
 * minutes and days as whole positive numbers; a cooling-off lasts at most 42 days.
 */
export function readLimitValue(
  type: UserLimitType,
  text: string,
  currency: Currency | undefined,
): ValueReading {
  const measure = LIMIT_KINDS[type].measure;
  if (measure === 'money') {
    if (!currency) return { problem: 'invalid' };
    try {
      const minor = toMinor(text, currency);
      return minor > 0 ? { value: minor } : { problem: 'invalid' };
    } catch {
      return { problem: 'invalid' };
    }
  }
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed) || Number(trimmed) < 1) return { problem: 'invalid' };
  const value = Number(trimmed);
  if (type === 'coolingoff' && value > MAX_COOLING_OFF_DAYS) return { problem: 'tooLong' };
  return { value };
}

/** Limit types whose value is money, minutes or days (the unit shown next to the field). */
export const measureOf = (type: UserLimitType) => LIMIT_KINDS[type].measure;
export const isPeriodic = (type: UserLimitType) => LIMIT_KINDS[type].periodic;
export const isExclusion = (type: UserLimitType) => LIMIT_KINDS[type].exclusion;
export { MAX_COOLING_OFF_DAYS };
