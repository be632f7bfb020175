import { describe, expect, it } from 'vitest';
import { getPathname } from './navigation';
import { isAppLocale, isExternalHref, localizeHref, localizePath } from './paths';
import { routing } from './routing';

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'de', '/de'],
    ['/', 'ar', '/ar'],
    ['/', 'pt-BR', '/pt-BR'],
    ['/soccer', 'en', '/soccer'],
    ['/soccer', 'de', '/de/soccer'],
    ['/soccer', 'pt-BR', '/pt-BR/soccer'],
    ['blocked', 'ar', '/ar/blocked'],
    ['https://example.com/help', 'de', 'https://example.com/help'],
    ['mailto:help@example.com', 'ar', 'mailto:help@example.com'],
  ] as const)('%s in %s is %s', (pathname, locale, expected) => {
    expect(localizePath(pathname, locale)).toBe(expected);
  });

  it.each(['/', '/soccer/premier-league', '/locked'])(
    'agrees with next-intl for %s',
    (pathname) => {
      for (const locale of routing.locales) {
        expect(localizePath(pathname, locale)).toBe(getPathname({ href: pathname, locale }));
      }
    },
  );
});

describe('isExternalHref', () => {
  it.each([
    ['http://example.com', true],
    ['https://example.com/de/x', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['sms:+4915112345678', true],
    ['sms:+4915112345678?body=hi', true],
    ['mailto:support@example.com', true],
    ['tel:+49301234567', true],
    ['whatsapp://send?text=x', true],
    ['//cdn.example.com/a', true],
    [' https://example.com', true],
    ['/soccer', false],
    ['/', false],
    ['soccer', false],
    ['/http', false],
    ['httpbin', false],
    ['#signIn', false],
    ['?betcode=X1', false],
    ['', false],
  ])('%s -> %s', (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});

describe('localizeHref', () => {
  it.each([
    ['https://example.com/help', 'de', 'https://example.com/help'],
    ['http://example.com', 'pt-BR', 'http://example.com'],
    ['sms:+4915112345678', 'ar', 'sms:+4915112345678'],
    ['mailto:support@example.com?subject=Hi', 'de', 'mailto:support@example.com?subject=Hi'],
    ['tel:+49301234567', 'pt-BR', 'tel:+49301234567'],
    ['#signIn', 'de', '#signIn'],
    ['?modal=signIn', 'de', '?modal=signIn'],
    ['', 'de', ''],
    ['/', 'en', '/'],
    ['/', 'de', '/de'],
    ['/?betcode=X1#signUp', 'de', '/de?betcode=X1#signUp'],
    ['/soccer?a=1', 'pt-BR', '/pt-BR/soccer?a=1'],
    ['/soccer#top', 'ar', '/ar/soccer#top'],
    ['/soccer?a=1#top', 'en', '/soccer?a=1#top'],
    ['live', 'de', '/de/live'],
    ['/de/soccer', 'de', '/de/soccer'],
    ['/pt-BR/soccer', 'pt-BR', '/pt-BR/soccer'],
    ['/deutsch', 'de', '/de/deutsch'],
  ] as const)('%s in %s is %s', (href, locale, expected) => {
    expect(localizeHref(href, locale)).toBe(expected);
  });
});

describe('isAppLocale', () => {
  it.each([
    ['en', true],
    ['de', true],
    ['ar', true],
    ['pt-BR', true],
    ['pt-br', false],
    ['br', false],
    ['fr', false],
    ['EN', false],
    [undefined, false],
    [['de'], false],
  ])('%o -> %s', (value, expected) => {
    expect(isAppLocale(value)).toBe(expected);
  });
});
