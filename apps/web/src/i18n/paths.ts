import { currentPolicy, isPrefixed, type PrefixPolicy } from './prefix-policy';
import { routing, type AppLocale } from './routing';

/** Narrows any value (a route param, a cookie) to a supported locale. */
export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** A scheme (`https:`, `sms:`, `mailto:`, `tel:`, ...) or a protocol-relative `//host`. */
const EXTERNAL_HREF = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Whether a link leaves the app (spec §2: links starting with http, sms: or mailto: are never
 * locale-prefixed; tel: and any other scheme, and `//host/...`, neither).
 */
export function isExternalHref(href: string): boolean {
  return EXTERNAL_HREF.test(href.trim());
}

/**
 * A path of the app in a locale (spec §2): prefixed with the locale segment, except for the
 * default locale unless the site forces prefixes (default en: `/soccer` -> `/de/soccer`, `/` ->
 * `/de`, English stays `/soccer`, `/`). The policy is the site's current one (prefix-policy.ts).
 * Plain and synchronous, so server components, error boundaries and metadata share one rule.
 * An external link is returned as it is.
 */
export function localizePath(
  pathname: string,
  locale: AppLocale,
  policy: PrefixPolicy = currentPolicy(),
): string {
  if (isExternalHref(pathname)) return pathname;
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (!isPrefixed(locale, policy)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Any link in a locale: external links (`https:`, `sms:`, `mailto:`, `tel:`) and same-page links
 * (`#hash`, `?query`) unchanged, a path prefixed as localizePath() does, keeping its query and
 * hash (`/?a=1#b` -> `/de?a=1#b`). A path already starting with a locale segment is left as is.
 */
export function localizeHref(href: string, locale: AppLocale, policy?: PrefixPolicy): string {
  if (href === '' || isExternalHref(href) || href.startsWith('#') || href.startsWith('?'))
    return href;
  const suffixAt = href.search(/[?#]/);
  const pathname = suffixAt === -1 ? href : href.slice(0, suffixAt);
  const suffix = suffixAt === -1 ? '' : href.slice(suffixAt);
  const first = pathname.split('/').find(Boolean);
  if (pathname.startsWith('/') && isAppLocale(first)) return href;
  return `${localizePath(pathname, locale, policy)}${suffix}`;
}
