import { applyDatePattern } from './date-pattern';
import { resolveLocale } from './resolve-locale';

/**
 * Dates and times per locale (spec §2): `Intl.DateTimeFormat` with the site locale's tag (`br` ->
 * `pt-BR` by resolveLocale) in a time zone. Without one, the browser's own zone; on the server,
 * where the visitor's zone is unknown, UTC.
 */
export interface DateFormatOptions {
  /** IANA time zone (`Europe/Berlin`); default defaultTimeZone(). */
  timeZone?: string;
  /** The site's pattern (`dd.MM.yyyy HH:mm`, date-pattern.ts) instead of the locale's shape. */
  pattern?: string;
}

export interface RelativeDayOptions extends DateFormatOptions {
  /** The moment "today" is counted from; default the current time. */
  now?: Date | number | string;
}

type DateInput = Date | number | string;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

let browserZone: string | undefined;

/** The browser's time zone, or UTC on the server (and where the browser names none). */
export function defaultTimeZone(): string {
  if (typeof window === 'undefined') return 'UTC';
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return browserZone;
}

const numericDay = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

/** The shapes of date this module writes, by name (the name keys the formatter cache). */
const SHAPES = {
  start: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  listDate: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
  weekday: { weekday: 'long' },
  dayMonth: { day: 'numeric', month: 'short' },
  calendarDay: numericDay,
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  fields: {
    ...numericDay,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  },
  monthName: { month: 'short' },
  dayPeriod: { hour: 'numeric', hourCycle: 'h12' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// building an Intl.DateTimeFormat costs far more than formatting with one: a list of a hundred
// start times needs only a handful of them
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, zone: string | undefined, shape: keyof typeof SHAPES) {
  const timeZone = zone ?? defaultTimeZone();
  const key = `${locale}|${timeZone}|${shape}`;
  let hit = formatters.get(key);
  if (!hit) {
    // the calendar day is read from parts, which en-US numbers in Latin digits
    const tag = shape === 'calendarDay' || shape === 'fields' ? 'en-US' : resolveLocale(locale);
    hit = new Intl.DateTimeFormat(tag, { ...SHAPES[shape], timeZone });
    formatters.set(key, hit);
  }
  return hit;
}

/** A moment in a site pattern (`dd.MM.yyyy HH:mm`), in the zone; month names in the locale's words. */
export function formatPattern(
  value: DateInput,
  pattern: string,
  locale: string,
  timeZone?: string,
): string {
  const date = toDate(value);
  const parts = (shape: keyof typeof SHAPES) =>
    formatter(locale, timeZone, shape).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(fields.find((p) => p.type === type)?.value);
  const fields = parts('fields');
  return applyDatePattern(pattern, {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour') % 24,
    minute: field('minute'),
    second: field('second'),
    monthName: formatter(locale, timeZone, 'monthName').format(date),
    dayPeriod: parts('dayPeriod').find((p) => p.type === 'dayPeriod')?.value ?? '',
  });
}

/** A match start, day and time: `Sun, Nov 22, 2:05 PM`, `So., 22. Nov., 14:05`. */
export function formatMatchStart(
  start: DateInput,
  locale: string,
  { timeZone, pattern }: DateFormatOptions = {},
): string {
  if (pattern) return formatPattern(start, pattern, locale, timeZone);
  return formatter(locale, timeZone, 'start').format(toDate(start));
}

/** A start as a list shows it: the time today (in `pattern`, a time one), else the short date and time. */
export function formatListStart(
  start: DateInput,
  locale: string,
  { timeZone, now = Date.now(), pattern }: RelativeDayOptions = {},
): string {
  const zone = timeZone ?? defaultTimeZone();
  if (calendarDaysBetween(now, start, zone) === 0)
    return formatTime(start, locale, { timeZone: zone, pattern });
  return formatter(locale, zone, 'listDate').format(toDate(start));
}

/** A moment with its year, as histories show it: `Nov 22, 2026, 2:05 PM`, `22. Nov. 2026, 14:05`. */
export function formatDateTime(
  value: DateInput,
  locale: string,
  { timeZone, pattern }: DateFormatOptions = {},
): string {
  if (pattern) return formatPattern(value, pattern, locale, timeZone);
  return formatter(locale, timeZone, 'dateTime').format(toDate(value));
}

/** The time only: `2:05 PM`, `14:05`. */
export function formatTime(
  value: DateInput,
  locale: string,
  { timeZone, pattern }: DateFormatOptions = {},
): string {
  if (pattern) return formatPattern(value, pattern, locale, timeZone);
  return formatter(locale, timeZone, 'time').format(toDate(value));
}

/** The calendar day of a moment in a time zone, as days since 1970-01-01. */
function dayNumber(value: Date, timeZone: string): number {
  const parts = formatter('en-US', timeZone, 'calendarDay').formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
}

/** The days from `now` to `value` by the calendar of the time zone (tomorrow is 1). */
export function calendarDaysBetween(now: DateInput, value: DateInput, timeZone: string): number {
  return dayNumber(toDate(value), timeZone) - dayNumber(toDate(now), timeZone);
}

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The day of a moment relative to today, as a heading: `Today`, `Tomorrow`, `Yesterday`, the
 * weekday within the coming week (`Wednesday`), else the date (`Dec 3`). In the locale's words
 * (`Heute`, `Amanhã`, `اليوم`), from Intl, so no catalogue key is needed.
 */
export function formatRelativeDay(
  value: DateInput,
  locale: string,
  { timeZone, now = Date.now() }: RelativeDayOptions = {},
): string {
  const tag = resolveLocale(locale);
  const zone = timeZone ?? defaultTimeZone();
  const days = calendarDaysBetween(now, value, zone);
  if (days >= -1 && days <= 1) {
    const words = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(days, 'day');
    return capitalize(words, tag);
  }
  const date = toDate(value);
  if (days > 1 && days < 7) return capitalize(formatter(tag, zone, 'weekday').format(date), tag);
  return formatter(tag, zone, 'dayMonth').format(date);
}
