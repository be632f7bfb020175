/** Cookie carrying the visitor's IANA time zone, so the server formats times as the browser will. */
export const TIME_ZONE_COOKIE = 'tz';

/** The zone if Intl knows it (a cookie is user input), else null. */
export function validTimeZone(value: string | undefined | null): string | null {
  if (!value || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
