import { currentPolicy } from './prefix-policy';
import { routing, type AppLocale } from './routing';

/**
 * Locale codes that are not the language tag they stand for (spec §2): `br` is Brazilian
 * Portuguese (not Breton), `no` Norwegian Bokmål, `tl` Filipino, `vn` Vietnamese.
 */
export const LOCALE_ALIASES: Readonly<Record<string, string>> = {
  br: 'pt-BR',
  no: 'nb',
  tl: 'fil',
  vn: 'vi',
};

/** The last-resort locale of spec §2, after the default one. */
const FALLBACK_LOCALE = 'en';

const baseLanguage = (tag: string) => tag.split('-')[0] ?? tag;

/** The alias target of a normalized tag (own keys only: `constructor` is no alias). */
const aliasOf = (tag: string): string | undefined =>
  Object.hasOwn(LOCALE_ALIASES, tag) ? LOCALE_ALIASES[tag] : undefined;

/** `pt_br` / `PT-br` -> `pt-br`: compared case-insensitively, `_` read as `-`. */
const normalize = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();

/** How a tag matched the supported locales; `default` means it did not match at all. */
export type LocaleMatch = 'exact' | 'alias' | 'base' | 'default';

/**
 * Spec §2 fallback of a locale tag among `locales`: the exact tag (case-insensitive), else its
 * alias, else a locale of the same base language (`pt-PT` -> `pt-BR`, `de-AT` -> `de`), else the
 * default locale, else `en`, else the first locale.
 */
export function matchLocale<L extends string>(
  tag: string | null | undefined,
  locales: readonly L[],
  defaultLocale?: L,
): { locale: L; match: LocaleMatch } {
  const wanted = normalize(tag ?? '');
  const find = (candidate: string) => locales.find((l) => normalize(l) === candidate);
  const exact = wanted ? find(wanted) : undefined;
  if (exact) return { locale: exact, match: 'exact' };

  const aliased = aliasOf(wanted) ?? aliasOf(baseLanguage(wanted));
  const alias = aliased ? find(normalize(aliased)) : undefined;
  if (alias) return { locale: alias, match: 'alias' };

  const bases = [wanted, aliased ? normalize(aliased) : ''].map(baseLanguage).filter(Boolean);
  const base = locales.find((l) => bases.includes(baseLanguage(normalize(l))));
  if (base) return { locale: base, match: 'base' };

  const fallback =
    (defaultLocale && locales.includes(defaultLocale) ? defaultLocale : undefined) ??
    find(FALLBACK_LOCALE) ??
    locales[0];
  if (fallback === undefined) throw new Error('matchLocale: no locales');
  return { locale: fallback, match: 'default' };
}

/** The site locale for any tag (spec §2): exact -> alias -> base language -> default -> en. */
export function resolveLocale(tag: string | null | undefined): AppLocale {
  return matchLocale<AppLocale>(tag, routing.locales, currentPolicy().defaultLocale).locale;
}

/** A first path segment that looks like a language tag: `pt`, `pt-br`, `en_GB`, `zh-Hant`. */
const TAG_LIKE = /^[a-z]{2,3}(?:[-_](?:[a-z]{2}|[a-z]{4}))?$/i;

/**
 * The site locale a first path segment names, or undefined when it is no locale (a sport slug,
 * `soccer`, `deutsch`, an unknown tag like `fr`). Names a locale: a supported locale in any case,
 * an alias (`br`, `no`, `tl`, `vn`, even when its target is unsupported: then the default locale),
 * or a tag whose base language is supported (`pt`, `de-AT`, `en-GB`).
 */
export function localeFromSegment(segment: string | undefined): AppLocale | undefined {
  if (!segment || !TAG_LIKE.test(segment)) return undefined;
  const { locale, match } = matchLocale<AppLocale>(
    segment,
    routing.locales,
    currentPolicy().defaultLocale,
  );
  if (match !== 'default') return locale;
  const tag = normalize(segment);
  return (aliasOf(tag) ?? aliasOf(baseLanguage(tag))) ? locale : undefined;
}
