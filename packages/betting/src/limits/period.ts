import type { UserLimitPeriod, UserLimitStrategy } from '@sportsbook/contract/vocabulary';

/** Where a periodic limit's period begins and ends, in ms since the epoch (UTC, no clock here). */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Length of a rolling period: 24 hours, 7 days, 30 days. */
export const ROLLING_MS: Record<UserLimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** Year, month (1–12) of a count of days since 1970-01-01 (Hinnant's civil_from_days). */
function civilFromDays(days: number): { year: number; month: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month };
}

/** Days since 1970-01-01 of the first day of `month` (1–12) of `year` (Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5);
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Start of the current period at `now`: a UTC calendar day, Monday week or month, or rolling. */
export function periodStart(
  period: UserLimitPeriod,
  strategy: UserLimitStrategy,
  now: number,
): number {
  if (strategy === 'rolling') return now - ROLLING_MS[period];
  const day = Math.floor(now / DAY_MS);
  if (period === 'day') return day * DAY_MS;
  // 1970-01-01 was a Thursday: Monday is 3 days before it
  if (period === 'week') return (day - ((((day + 3) % 7) + 7) % 7)) * DAY_MS;
  const { year, month } = civilFromDays(day);
  return daysFromCivil(year, month) * DAY_MS;
}

/**
 * When the current period stops counting what happens now: the next calendar boundary, or for a
 * rolling period the moment `now` itself leaves it (what is used now frees up then).
 */
export function periodEnd(
  period: UserLimitPeriod,
  strategy: UserLimitStrategy,
  now: number,
): number {
  if (strategy === 'rolling') return now + ROLLING_MS[period];
  const start = periodStart(period, strategy, now);
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + 7 * DAY_MS;
  const { year, month } = civilFromDays(Math.floor(start / DAY_MS));
  return daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1) * DAY_MS;
}

/** Ms since the epoch of a UTC date and time (month 1–12), without a clock. */
export const utcMs = (year: number, month: number, day: number, hour = 0, minute = 0): number =>
  (daysFromCivil(year, month) + day - 1) * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;
