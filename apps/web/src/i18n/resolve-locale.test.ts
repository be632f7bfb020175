import { describe, expect, it } from 'vitest';
import { LOCALE_ALIASES, localeFromSegment, matchLocale, resolveLocale } from './resolve-locale';

describe('resolveLocale (spec §2: exact -> alias -> base language -> default -> en)', () => {
  it.each([
    // exact, in any case and with `_`
    ['en', 'en'],
    ['de', 'de'],
    ['ar', 'ar'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['PT_br', 'pt-BR'],
    ['DE', 'de'],
    // aliases
    ['br', 'pt-BR'],
    ['BR', 'pt-BR'],
    ['no', 'en'], // nb is not a site locale: default
    ['tl', 'en'],
    ['vn', 'en'],
    // base language
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
    // default
    ['fr', 'en'],
    ['fr-CA', 'en'],
    ['he', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
    ['constructor', 'en'],
  ])('%o -> %s', (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });

  it('has the aliases of spec §2', () => {
    expect(LOCALE_ALIASES).toEqual({ br: 'pt-BR', no: 'nb', tl: 'fil', vn: 'vi' });
  });
});

describe('matchLocale', () => {
  const locales = ['de', 'nb', 'fil', 'vi', 'pt-BR', 'en'] as const;

  it.each([
    ['no', 'nb', 'alias'],
    ['no-NO', 'nb', 'alias'],
    ['tl', 'fil', 'alias'],
    ['vn', 'vi', 'alias'],
    ['br', 'pt-BR', 'alias'],
    ['nb-NO', 'nb', 'base'],
    ['vi-VN', 'vi', 'base'],
    ['de', 'de', 'exact'],
    ['xx', 'de', 'default'],
  ] as const)('%s -> %s by %s', (tag, locale, match) => {
    expect(matchLocale(tag, locales, 'de')).toEqual({ locale, match });
  });

  it('prefers an exact match to an alias and a base language', () => {
    expect(matchLocale('pt', ['pt-BR', 'pt'], 'pt-BR')).toEqual({ locale: 'pt', match: 'exact' });
    expect(matchLocale('pt-PT', ['pt-BR', 'pt-PT'])).toEqual({ locale: 'pt-PT', match: 'exact' });
  });

  it('falls back to en when the default locale is not among the locales, then to the first', () => {
    expect(matchLocale('xx', ['de', 'en'], 'fr' as 'de')).toEqual({
      locale: 'en',
      match: 'default',
    });
    expect(matchLocale('xx', ['de', 'en'])).toEqual({ locale: 'en', match: 'default' });
    expect(matchLocale('xx', ['de', 'ar'])).toEqual({ locale: 'de', match: 'default' });
  });

  it('throws without locales', () => {
    expect(() => matchLocale('en', [])).toThrow();
  });
});

describe('localeFromSegment', () => {
  it.each([
    ['de', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['PT-BR', 'pt-BR'],
    ['br', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-pt', 'pt-BR'],
    ['de-at', 'de'],
    ['en-GB', 'en'],
    ['EN', 'en'],
    ['no', 'en'],
    ['tl', 'en'],
    ['vn', 'en'],
    ['no-NO', 'en'],
  ])('%s names %s', (segment, locale) => {
    expect(localeFromSegment(segment)).toBe(locale);
  });

  it.each([
    undefined,
    '',
    'soccer',
    'deutsch',
    'live',
    'fr',
    'he',
    'mma',
    'top-sports',
    'de-fussball',
    '404',
    'constructor',
  ])('%o is no locale', (segment) => {
    expect(localeFromSegment(segment)).toBeUndefined();
  });
});
