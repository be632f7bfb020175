import { localizePath } from './paths';
import { localeFromSegment } from './resolve-locale';
import type { AppLocale } from './routing';

export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same page in another locale (spec §2): the first path segment is rewritten (dropped for the
 * default locale), query and hash are kept. A first segment naming a locale in another spelling
 * (`/pt-br`, `/br`) is replaced too; any other segment (`/deutsch`, `/soccer`) is part of the page.
 */
export function switchLocaleHref(
  { pathname, search, hash }: LocationParts,
  target: AppLocale,
): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = localeFromSegment(segments[0]) ? segments.slice(1) : segments;
  return `${localizePath(`/${rest.join('/')}`, target)}${search}${hash}`;
}
