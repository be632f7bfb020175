import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarDaysBetween,
  defaultTimeZone,
  formatDateTime,
  formatListStart,
  formatMatchStart,
  formatRelativeDay,
  formatTime,
} from './format';

// Intl puts narrow no-break spaces before AM/PM; compare with plain spaces
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// Sunday 22 November 2026, 14:05 UTC (15:05 in Berlin, 11:05 in São Paulo)
const START = new Date('2026-11-22T14:05:00Z');
const UTC = { timeZone: 'UTC' };

describe('formatMatchStart', () => {
  it.each([
    ['en', 'Sun, Nov 22, 2:05 PM'],
    ['de', 'So., 22. Nov., 14:05'],
    ['pt-BR', 'dom., 22 de nov., 14:05'],
  ])('%s: %s', (locale, expected) => {
    expect(plain(formatMatchStart(START, locale, UTC))).toBe(expected);
  });

  it('ar: day and time in Arabic, not the English text', () => {
    const text = formatMatchStart(START, 'ar', UTC);
    expect(text).not.toBe(formatMatchStart(START, 'en', UTC));
    expect(text).toContain('الأحد');
    expect(text).toMatch(/نوفمبر/);
  });

  it('reads the time in the given time zone', () => {
    expect(formatMatchStart(START, 'de', { timeZone: 'Europe/Berlin' })).toBe(
      'So., 22. Nov., 15:05',
    );
    expect(formatMatchStart(START, 'pt-BR', { timeZone: 'America/Sao_Paulo' })).toBe(
      'dom., 22 de nov., 11:05',
    );
    // late evening UTC is already the next day in Tokyo
    expect(plain(formatMatchStart('2026-11-22T20:00:00Z', 'en', { timeZone: 'Asia/Tokyo' }))).toBe(
      'Mon, Nov 23, 5:00 AM',
    );
  });

  it('takes a timestamp or an ISO string as well as a Date', () => {
    const expected = formatMatchStart(START, 'de', UTC);
    expect(formatMatchStart(START.getTime(), 'de', UTC)).toBe(expected);
    expect(formatMatchStart(START.toISOString(), 'de', UTC)).toBe(expected);
  });

  it('formats an alias like its locale (br is pt-BR)', () => {
    expect(formatMatchStart(START, 'br', UTC)).toBe(formatMatchStart(START, 'pt-BR', UTC));
  });
});

describe('formatTime', () => {
  it.each([
    ['en', '2:05 PM'],
    ['de', '14:05'],
    ['pt-BR', '14:05'],
  ])('%s: %s', (locale, expected) => {
    expect(plain(formatTime(START, locale, UTC))).toBe(expected);
  });

  it('ar is not the English text', () => {
    const text = formatTime(START, 'ar', UTC);
    expect(plain(text)).not.toBe('2:05 PM');
    expect(text).toMatch(/م/);
  });

  it('uses the time zone', () => {
    expect(formatTime(START, 'de', { timeZone: 'Europe/Berlin' })).toBe('15:05');
  });
});

describe('formatListStart', () => {
  it('shows only the time for a start later today', () => {
    const now = '2026-11-22T09:00:00Z';
    expect(formatListStart(START, 'de', { timeZone: 'UTC', now })).toBe('14:05');
    expect(plain(formatListStart(START, 'en', { timeZone: 'UTC', now }))).toBe('2:05 PM');
  });

  it('adds the date for another day', () => {
    const now = '2026-11-21T09:00:00Z';
    expect(formatListStart(START, 'de', { timeZone: 'UTC', now })).toBe('22. Nov., 14:05');
  });

  it('counts today in the visitor zone: 23:30 UTC is tomorrow in Berlin', () => {
    const late = '2026-11-22T23:30:00Z';
    const now = '2026-11-22T12:00:00Z';
    expect(formatListStart(late, 'de', { timeZone: 'UTC', now })).toBe('23:30');
    expect(formatListStart(late, 'de', { timeZone: 'Europe/Berlin', now })).toBe('23. Nov., 0:30');
  });
});

describe('formatRelativeDay', () => {
  const now = new Date('2026-11-22T09:00:00Z'); // a Sunday
  const at = (iso: string) => new Date(iso);

  it.each([
    ['en', 'Today', 'Tomorrow', 'Yesterday', 'Wednesday', 'Dec 3'],
    ['de', 'Heute', 'Morgen', 'Gestern', 'Mittwoch', '3. Dez.'],
    ['pt-BR', 'Hoje', 'Amanhã', 'Ontem', 'Quarta-feira', '3 de dez.'],
  ])('%s: %s, %s, %s, %s, %s', (locale, today, tomorrow, yesterday, weekday, date) => {
    const options = { timeZone: 'UTC', now };
    expect(formatRelativeDay(at('2026-11-22T23:59:00Z'), locale, options)).toBe(today);
    expect(formatRelativeDay(at('2026-11-23T00:00:00Z'), locale, options)).toBe(tomorrow);
    expect(formatRelativeDay(at('2026-11-21T12:00:00Z'), locale, options)).toBe(yesterday);
    expect(formatRelativeDay(at('2026-11-25T18:00:00Z'), locale, options)).toBe(weekday);
    expect(formatRelativeDay(at('2026-12-03T18:00:00Z'), locale, options)).toBe(date);
  });

  it('ar: its own words, not the English ones', () => {
    const options = { timeZone: 'UTC', now };
    expect(formatRelativeDay(now, 'ar', options)).toBe('اليوم');
    expect(formatRelativeDay(at('2026-11-23T10:00:00Z'), 'ar', options)).not.toBe('Tomorrow');
    expect(formatRelativeDay(at('2026-11-25T10:00:00Z'), 'ar', options)).toBe('الأربعاء');
  });

  it('counts days by the calendar of the time zone', () => {
    // 23:30 UTC on Sunday is already Monday in Berlin
    const late = at('2026-11-22T23:30:00Z');
    expect(formatRelativeDay(late, 'en', { timeZone: 'UTC', now })).toBe('Today');
    expect(formatRelativeDay(late, 'en', { timeZone: 'Europe/Berlin', now })).toBe('Tomorrow');
  });

  it('defaults to the current time', () => {
    expect(formatRelativeDay(new Date(), 'en', { timeZone: 'UTC' })).toBe('Today');
  });
});

describe('calendarDaysBetween', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(calendarDaysBetween('2026-11-22T23:00:00Z', '2026-11-23T01:00:00Z', 'UTC')).toBe(1);
    expect(calendarDaysBetween('2026-11-22T01:00:00Z', '2026-11-22T23:00:00Z', 'UTC')).toBe(0);
    // across the end of daylight saving time in Berlin (25 October 2026)
    expect(
      calendarDaysBetween('2026-10-24T12:00:00Z', '2026-10-26T12:00:00Z', 'Europe/Berlin'),
    ).toBe(2);
  });
});

describe('defaultTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is UTC on the server', () => {
    expect(defaultTimeZone()).toBe('UTC');
    expect(formatTime(START, 'de')).toBe('14:05');
  });

  it("is the browser's own zone in the browser", () => {
    vi.stubGlobal('window', {});
    const resolved = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(defaultTimeZone()).toBe(resolved);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['en', 'Nov 22, 2026, 2:05 PM'],
    ['de', '22. Nov. 2026, 14:05'],
  ])('%s', (locale, expected) => {
    expect(plain(formatDateTime(START, locale, UTC))).toBe(expected);
  });
});
