import { cookies } from 'next/headers';
import { TIME_ZONE_COOKIE, validTimeZone } from './time-zone';

/** The visitor's zone from the cookie the browser sets, or UTC on a first visit. */
export async function requestTimeZone(): Promise<string> {
  const jar = await cookies();
  return validTimeZone(jar.get(TIME_ZONE_COOKIE)?.value) ?? 'UTC';
}
