import { isAppLocale, localizePath } from '@/i18n/paths';
import type { PrefixPolicy } from '@/i18n/prefix-policy';
import type { AppLocale } from '@/i18n/routing';

/**
 * Spec §2 static pages blocked (country not served) and locked: where a visitor who may not use
 * the site is sent. Pure, so the proxy (blocked: the country is known at the edge) and the client
 * (locked: only the platform's answer knows) share one rule, and neither page sends to itself.
 */
export type AccessPage = 'blocked' | 'locked';

/** The page's locale (its first segment when that is a locale) and the path below it. */
export function splitLocale(
  pathname: string,
  policy: PrefixPolicy,
): { locale: AppLocale; rest: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isAppLocale(first)) return { locale: first, rest: `/${rest.join('/')}` };
  return { locale: policy.defaultLocale, rest: pathname || '/' };
}

/** Whether `pathname` already is that page (any locale, a trailing slash too): no loop. */
export function isAccessPage(pathname: string, page: AccessPage, policy: PrefixPolicy): boolean {
  return splitLocale(pathname, policy).rest.replace(/\/+$/, '') === `/${page}`;
}

/**
 * The /blocked URL (in the page's locale, naming the country) for a visitor from a blocked
 * country, or null: not blocked, no country known, or already there.
 */
export function blockedRedirect(
  pathname: string,
  country: string | null,
  blockedCountries: readonly string[],
  policy: PrefixPolicy,
): string | null {
  if (!country || !blockedCountries.includes(country.toUpperCase())) return null;
  if (isAccessPage(pathname, 'blocked', policy)) return null;
  const { locale } = splitLocale(pathname, policy);
  const query = new URLSearchParams({ country: country.toUpperCase() });
  return `${localizePath('/blocked', locale, policy)}?${query}`;
}

/**
 * The /locked URL in the page's locale for a locked player, or null when already there or when
 * the page is the emailed unlock link (its token must reach the unlock call first).
 */
export function lockedRedirect(
  pathname: string,
  search: string,
  policy: PrefixPolicy,
): string | null {
  if (isAccessPage(pathname, 'locked', policy)) return null;
  if (new URLSearchParams(search).has('unlock_token')) return null;
  return localizePath('/locked', splitLocale(pathname, policy).locale, policy);
}
