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
    // pt-BR, and query and hash kept whichever way
    ['/', '', '', 'pt-BR', '/pt-BR'],
    ['/pt-BR', '', '', 'en', '/'],
    ['/pt-BR', '?a=1', '#signUp', 'en', '/?a=1#signUp'],
    ['/pt-BR/soccer', '?a=1&b=2', '#passwordNew', 'de', '/de/soccer?a=1&b=2#passwordNew'],
    ['/de/tennis', '', '#signIn', 'pt-BR', '/pt-BR/tennis#signIn'],
    ['/ar/live', '?modal=signIn', '', 'pt-BR', '/pt-BR/live?modal=signIn'],
    ['/', '?betcode=X1', '#signIn', 'ar', '/ar?betcode=X1#signIn'],
    ['/', '?betcode=X1', '#signIn', 'en', '/?betcode=X1#signIn'],
    // a locale in another spelling is the first segment too; other segments are the page
    ['/pt-br/soccer', '', '', 'de', '/de/soccer'],
    ['/br/soccer', '', '', 'pt-BR', '/pt-BR/soccer'],
    ['/soccer/de', '', '', 'ar', '/ar/soccer/de'],
  ] as const)('%s%s%s -> %s = %s', (pathname, search, hash, target, expected) => {
    expect(switchLocaleHref({ pathname, search, hash }, target)).toBe(expected);
  });
});
