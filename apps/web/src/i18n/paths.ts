import { routing, type AppLocale } from './routing';

/** Narrows any value (a route param, a cookie) to a supported locale. */
export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/**
 * A path of the app in a locale (spec §2): prefixed with the locale segment, except for the
 * default locale (`/soccer` -> `/de/soccer`, `/` -> `/de`; English stays `/soccer`, `/`).
 * Plain and synchronous, so server components, error boundaries and metadata share one rule.
 */
export function localizePath(pathname: string, locale: AppLocale): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
