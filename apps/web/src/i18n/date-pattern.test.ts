import { describe, expect, it } from 'vitest';
import { applyDatePattern, type DateFields } from './date-pattern';
import { formatDateTime, formatListStart, formatMatchStart, formatPattern } from './format';

// Saturday 5 December 2026, 09:07:03 and 21:07:03
const MORNING: DateFields = {
  year: 2026,
  month: 12,
  day: 5,
  hour: 9,
  minute: 7,
  second: 3,
  monthName: 'Dec',
  dayPeriod: 'AM',
};
const EVENING: DateFields = { ...MORNING, hour: 21, dayPeriod: 'PM' };

describe('applyDatePattern (spec §3 date-time patterns)', () => {
  it.each([
    ['dd.MM.yyyy', '05.12.2026'],
    ['d.M.yy', '5.12.26'],
    ['HH:mm', '09:07'],
    ['H:mm:ss', '9:07:03'],
    ['dd.MM.yyyy HH:mm', '05.12.2026 09:07'],
    ['d MMM yyyy, h:mm a', '5 Dec 2026, 9:07 AM'],
    ['MM/dd/yyyy hh:mm a', '12/05/2026 09:07 AM'],
    ["yyyy-MM-dd'T'HH:mm", '2026-12-05T09:07'],
    ["'at' HH 'o''clock'", "at 09 o'clock"],
    ["HH''mm", "09'07"],
  ])('%s -> %s', (pattern, expected) => {
    expect(applyDatePattern(pattern, MORNING)).toBe(expected);
  });

  it('12-hour tokens: 21 is 9 PM, midnight and noon are 12', () => {
    expect(applyDatePattern('hh:mm a|HH', EVENING)).toBe('09:07 PM|21');
    expect(applyDatePattern('h a', { ...MORNING, hour: 0 })).toBe('12 AM');
    expect(applyDatePattern('h', { ...MORNING, hour: 12 })).toBe('12');
  });
});

describe('formatPattern: the fields of a moment in the zone and locale', () => {
  const AT = new Date('2026-12-05T23:30:09Z');

  it('numbers in the time zone (the next day in Berlin)', () => {
    expect(formatPattern(AT, 'dd.MM.yyyy HH:mm:ss', 'en', 'UTC')).toBe('05.12.2026 23:30:09');
    expect(formatPattern(AT, 'dd.MM.yyyy HH:mm', 'de', 'Europe/Berlin')).toBe('06.12.2026 00:30');
    expect(formatPattern(AT, 'HH:mm', 'ar', 'UTC')).toBe('23:30');
  });

  it('month names and day periods from Intl in the page locale', () => {
    expect(formatPattern(AT, 'd MMM', 'en', 'UTC')).toBe('5 Dec');
    expect(formatPattern(AT, 'd MMM', 'de', 'UTC')).toBe('5 Dez');
    expect(formatPattern(AT, 'h:mm a', 'en', 'UTC')).toBe('11:30 PM');
  });

  it('the formatters take the pattern; without one they keep the locale shape', () => {
    const options = { timeZone: 'UTC', pattern: 'dd.MM.yyyy HH:mm' };
    expect(formatDateTime(AT, 'en', options)).toBe('05.12.2026 23:30');
    expect(formatMatchStart(AT, 'en', options)).toBe('05.12.2026 23:30');
    expect(formatDateTime(AT, 'en', { timeZone: 'UTC' })).toMatch(/^Dec 5, 2026/);
    // a list start today shows the time in the time pattern; relative days keep their words
    const list = { timeZone: 'UTC', now: AT, pattern: 'HH.mm' };
    expect(formatListStart(AT, 'en', list)).toBe('23.30');
  });
});
