import { readCookie, writeSiteCookie } from '@/lib/cookies';
import { isAppLocale } from './paths';
import type { AppLocale } from './routing';

/**
 * Spec §9 stored keys: `locale`, the locale the visitor chose last (a cookie, so the server and
 * the error shell read it too). The path still decides a page's locale (spec §2): an unprefixed
 * URL is the default locale, whatever is stored.
 */
export const LOCALE_KEY = 'locale';

/** A year: the choice outlives a session (the consent cookie's lifetime, spec §9). */
export const LOCALE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The stored locale in a cookie header, or null when none or not one of the site's locales. */
export function storedLocale(cookieHeader: string): AppLocale | null {
  const value = readCookie(cookieHeader, LOCALE_KEY);
  return isAppLocale(value) ? value : null;
}

/** Stores the visitor's choice (the language picker, a host page's change-locale message). */
export function rememberLocale(locale: AppLocale): void {
  writeSiteCookie(LOCALE_KEY, locale, LOCALE_MAX_AGE_S);
}
