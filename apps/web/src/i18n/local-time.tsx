'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useDateTimePatterns } from './date-patterns';
import { defaultTimeZone, formatListStart, formatMatchStart } from './format';
import { TIME_ZONE_COOKIE } from './time-zone';

const browserZone = defaultTimeZone;
const noSubscription = () => () => {};

/**
 * The browser's time zone; during hydration the zone the server formatted with, so the first
 * render matches the HTML and a different browser zone re-renders once afterwards.
 */
export function useTimeZone(serverZone: string): string {
  return useSyncExternalStore(noSubscription, browserZone, () => serverZone);
}

const formats = { list: formatListStart, start: formatMatchStart } as const;

/** A time shown in the visitor's zone and the page's locale. */
export function LocalTime({
  value,
  locale,
  serverZone,
  format,
}: {
  value: string;
  locale: string;
  serverZone: string;
  format: keyof typeof formats;
}) {
  const timeZone = useTimeZone(serverZone);
  const patterns = useDateTimePatterns();
  // spec §3 date-time patterns: a full start in the date-time one, today's start in the time one
  const pattern = format === 'start' ? patterns?.dateTime : patterns?.time;
  return <time dateTime={value}>{formats[format](value, locale, { timeZone, pattern })}</time>;
}

/** Stores the browser's zone in a cookie so the next server render already uses it. */
export function TimeZoneCookie() {
  useEffect(() => {
    const zone = browserZone();
    // IANA names are cookie-safe ([A-Za-z0-9/_+-]), so no encoding
    if (document.cookie.split('; ').includes(`${TIME_ZONE_COOKIE}=${zone}`)) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=31536000; samesite=lax`;
  }, []);
  return null;
}
