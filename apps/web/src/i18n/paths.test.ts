import { afterEach, describe, expect, it } from 'vitest';
import { getPathname } from './navigation';
import { isAppLocale, isExternalHref, localizeHref, localizePath } from './paths';
import { BUILD_POLICY, setServerPolicy, type PrefixPolicy } from './prefix-policy';
import { routing, type AppLocale } from './routing';

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

describe("localizePath and localizeHref under the site's prefix policy (spec §2)", () => {
  const deDefault: PrefixPolicy = { defaultLocale: 'de', forcePrefix: false };
  const forced: PrefixPolicy = { defaultLocale: 'de', forcePrefix: true };

  afterEach(() => setServerPolicy(BUILD_POLICY));

  it.each([
    [deDefault, '/', 'de', '/'],
    [deDefault, '/soccer', 'de', '/soccer'],
    [deDefault, '/soccer', 'en', '/en/soccer'],
    [deDefault, '/', 'en', '/en'],
    [deDefault, '/live', 'ar', '/ar/live'],
    [forced, '/', 'de', '/de'],
    [forced, '/soccer', 'de', '/de/soccer'],
    [forced, '/soccer', 'en', '/en/soccer'],
    [forced, 'mailto:help@example.com', 'de', 'mailto:help@example.com'],
    [forced, 'https://example.com/x', 'en', 'https://example.com/x'],
  ] as [PrefixPolicy, string, AppLocale, string][])(
    'localizePath under %o: %s in %s is %s',
    (policy, pathname, locale, expected) => {
      expect(localizePath(pathname, locale, policy)).toBe(expected);
    },
  );

  it.each([
    [deDefault, '/?betcode=X1#signUp', 'de', '/?betcode=X1#signUp'],
    [deDefault, '/?betcode=X1#signUp', 'en', '/en?betcode=X1#signUp'],
    [deDefault, '/soccer#top', 'en', '/en/soccer#top'],
    [deDefault, '#signIn', 'en', '#signIn'],
    [forced, '/soccer?a=1', 'de', '/de/soccer?a=1'],
    [forced, '/?a=1', 'en', '/en?a=1'],
    [forced, 'sms:+4915112345678', 'de', 'sms:+4915112345678'],
    [forced, '/de/soccer', 'de', '/de/soccer'],
  ] as [PrefixPolicy, string, AppLocale, string][])(
    'localizeHref under %o: %s in %s is %s',
    (policy, href, locale, expected) => {
      expect(localizeHref(href, locale, policy)).toBe(expected);
    },
  );

  it('follows the policy the site configuration last set, with no argument', () => {
    setServerPolicy(deDefault);
    expect(localizePath('/soccer', 'de')).toBe('/soccer');
    expect(localizeHref('/soccer?a=1', 'en')).toBe('/en/soccer?a=1');
    setServerPolicy(forced);
    expect(localizePath('/', 'de')).toBe('/de');
    setServerPolicy(BUILD_POLICY);
    expect(localizePath('/soccer', 'en')).toBe('/soccer');
  });
});
