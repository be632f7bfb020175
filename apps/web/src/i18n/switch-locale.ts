import { isAppLocale, localizePath } from './paths';
import type { AppLocale } from './routing';

export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same page in another locale (spec §2): the first path segment is rewritten (dropped for the
 * default locale), query and hash are kept.
 */
export function switchLocaleHref(
  { pathname, search, hash }: LocationParts,
  target: AppLocale,
): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = isAppLocale(segments[0]) ? segments.slice(1) : segments;
  return `${localizePath(`/${rest.join('/')}`, target)}${search}${hash}`;
}
