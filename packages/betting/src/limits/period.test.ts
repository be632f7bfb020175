import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DAY_MS, periodEnd, periodStart, ROLLING_MS, utcMs } from './period';

/** An ISO time `YYYY-MM-DDTHH:MM…Z` in ms (the domain has no Date). */
const at = (iso: string) => {
  const [y, mo, d, h, mi] = (iso.match(/\d+/g) ?? []).map(Number);
  return utcMs(y ?? 0, mo ?? 1, d ?? 1, h, mi) + Number(iso.slice(17, 19)) * 1000;
};

describe('periodStart and periodEnd: the current period of a limit', () => {
  test.each<[string, 'day' | 'week' | 'month', string, string]>([
    ['a day', 'day', '2026-11-25T13:45:00Z', '2026-11-25T00:00:00Z'],
    ['a Wednesday week', 'week', '2026-11-25T13:45:00Z', '2026-11-23T00:00:00Z'],
    ['a Monday week', 'week', '2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z'],
    ['a Sunday week', 'week', '2026-11-29T23:59:59Z', '2026-11-23T00:00:00Z'],
    ['a month', 'month', '2026-11-25T13:45:00Z', '2026-11-01T00:00:00Z'],
    ['a leap February', 'month', '2028-02-29T10:00:00Z', '2028-02-01T00:00:00Z'],
    ['before 1970', 'month', '1969-12-31T10:00:00Z', '1969-12-01T00:00:00Z'],
  ])('calendar %s starts at its UTC boundary', (_, period, now, start) => {
    expect(periodStart(period, 'calendar', at(now))).toBe(at(start));
  });

  test.each<[string, 'day' | 'week' | 'month', string, string]>([
    ['a day', 'day', '2026-11-25T13:45:00Z', '2026-11-26T00:00:00Z'],
    ['a week', 'week', '2026-11-25T13:45:00Z', '2026-11-30T00:00:00Z'],
    ['November', 'month', '2026-11-25T13:45:00Z', '2026-12-01T00:00:00Z'],
    ['December', 'month', '2026-12-31T23:00:00Z', '2027-01-01T00:00:00Z'],
    ['a leap February', 'month', '2028-02-10T00:00:00Z', '2028-03-01T00:00:00Z'],
  ])('calendar %s ends at the next boundary', (_, period, now, end) => {
    expect(periodEnd(period, 'calendar', at(now))).toBe(at(end));
  });

  test('a rolling period is the last 24 h, 7 d or 30 d and frees what is used now that long after', () => {
    const now = at('2026-11-25T13:45:00Z');
    expect(periodStart('day', 'rolling', now)).toBe(now - DAY_MS);
    expect(periodStart('week', 'rolling', now)).toBe(now - 7 * DAY_MS);
    expect(periodStart('month', 'rolling', now)).toBe(now - 30 * DAY_MS);
    expect(periodEnd('month', 'rolling', now)).toBe(now + ROLLING_MS.month);
  });

  test('property: a calendar period holds now, starts on a UTC midnight and is 1–31 days long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2_000_000_000_000, max: 4_000_000_000_000 }),
        fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        (now, period) => {
          const start = periodStart(period, 'calendar', now);
          const end = periodEnd(period, 'calendar', now);
          expect(start).toBeLessThanOrEqual(now);
          expect(end).toBeGreaterThan(now);
          expect(Math.abs(start % DAY_MS)).toBe(0);
          expect((end - start) / DAY_MS).toBeGreaterThanOrEqual(1);
          expect((end - start) / DAY_MS).toBeLessThanOrEqual(31);
          const day = Math.floor(start / DAY_MS);
          if (period === 'week') expect((((day + 3) % 7) + 7) % 7).toBe(0);
          if (period === 'month')
            expect(periodStart('month', 'calendar', start - 1)).toBeLessThan(start);
        },
      ),
    );
  });
});
