/**
 * The value an operator wrote for the page's locale, by the spec §2 fallback: the locale, its base
 * language, the site's default locale, English, then any (an operator may not translate all).
 */
export function pickLocale<T>(
  texts: Readonly<Partial<Record<string, T>>>,
  locale: string,
  defaultLocale = 'en',
): T | undefined {
  return (
    texts[locale] ??
    texts[locale.split('-')[0] ?? ''] ??
    texts[defaultLocale] ??
    texts.en ??
    Object.values(texts).find((value) => value !== undefined)
  );
}

/** An operator's text in the page's locale; empty when there is none. */
export const localized = (
  texts: Readonly<Partial<Record<string, string>>>,
  locale: string,
  defaultLocale = 'en',
): string => pickLocale(texts, locale, defaultLocale) ?? '';
