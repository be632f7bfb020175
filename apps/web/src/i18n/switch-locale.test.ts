import { describe, expect, it } from 'vitest';
import { switchLocaleHref } from './switch-locale';

describe('switchLocaleHref', () => {
  it.each([
    ['/', '', '', 'de', '/de'],
    ['/', '', '', 'en', '/'],
    ['/de', '', '', 'en', '/'],
    ['/de', '', '', 'ar', '/ar'],
    [
      '/soccer/premier-league',
      '?betcode=X1',
      '#signIn',
      'ar',
      '/ar/soccer/premier-league?betcode=X1#signIn',
    ],
    ['/ar/soccer', '?a=1', '', 'en', '/soccer?a=1'],
    ['/de/blocked', '?country=FR', '', 'de', '/de/blocked?country=FR'],
    ['/deutsch/page', '', '', 'de', '/de/deutsch/page'],
    ['/en/live', '', '', 'de', '/de/live'],
  ] as const)('%s%s%s -> %s = %s', (pathname, search, hash, target, expected) => {
    expect(switchLocaleHref({ pathname, search, hash }, target)).toBe(expected);
  });
});
