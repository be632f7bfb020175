import { describe, expect, it } from 'vitest';
import { getPathname } from './navigation';
import { isAppLocale, localizePath } from './paths';

describe('localizePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'de', '/de'],
    ['/', 'ar', '/ar'],
    ['/soccer', 'en', '/soccer'],
    ['/soccer', 'de', '/de/soccer'],
    ['blocked', 'ar', '/ar/blocked'],
  ] as const)('%s in %s is %s', (pathname, locale, expected) => {
    expect(localizePath(pathname, locale)).toBe(expected);
  });

  it.each(['/', '/soccer/premier-league', '/locked'])(
    'agrees with next-intl for %s',
    (pathname) => {
      for (const locale of ['en', 'de', 'ar'] as const) {
        expect(localizePath(pathname, locale)).toBe(getPathname({ href: pathname, locale }));
      }
    },
  );
});

describe('isAppLocale', () => {
  it.each([
    ['en', true],
    ['de', true],
    ['ar', true],
    ['fr', false],
    ['EN', false],
    [undefined, false],
    [['de'], false],
  ])('%o -> %s', (value, expected) => {
    expect(isAppLocale(value)).toBe(expected);
  });
});
