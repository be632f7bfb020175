/**
 * The site's date-time patterns (spec §3 site configuration "date-time patterns", e.g.
 * `dd.MM.yyyy HH:mm`) applied to the fields of a moment. Pure: format.ts reads the fields with
 * Intl in the visitor's zone and locale. Text in single quotes is literal ('' is a quote).
 */
export interface DateFields {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  second: number;
  /** The locale's short month name (`Nov`, `nov.`, `نوفمبر`). */
  monthName: string;
  /** The locale's day period (`AM`, `PM`). */
  dayPeriod: string;
}

/** The date-time patterns of the site configuration, by what they show. */
export interface DateTimePatterns {
  date: string;
  time: string;
  dateTime: string;
}

const TOKEN = /'((?:[^']|'')*)'|yyyy|yy|MMM|MM|M|dd|d|HH|H|hh|h|mm|ss|a/g;

const two = (n: number) => String(n).padStart(2, '0');

export function applyDatePattern(pattern: string, f: DateFields): string {
  const h12 = f.hour % 12 || 12;
  const values: Record<string, string> = {
    yyyy: String(f.year),
    yy: two(f.year % 100),
    MMM: f.monthName,
    MM: two(f.month),
    M: String(f.month),
    dd: two(f.day),
    d: String(f.day),
    HH: two(f.hour),
    H: String(f.hour),
    hh: two(h12),
    h: String(h12),
    mm: two(f.minute),
    ss: two(f.second),
    a: f.dayPeriod,
  };
  return pattern.replace(TOKEN, (token, quoted?: string) =>
    quoted === undefined ? (values[token] ?? token) : quoted.replaceAll("''", "'") || "'",
  );
}
