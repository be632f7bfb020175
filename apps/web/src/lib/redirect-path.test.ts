import { describe, expect, test } from 'vitest';
import { safeRedirectPath } from './redirect-path';

describe('safeRedirectPath (spec §2 /init-sportsbook: no open redirect)', () => {
  test.each([
    ['/', '/'],
    ['/soccer', '/soccer'],
    ['/de/soccer/some-match-12?tab=stats#markets', '/de/soccer/some-match-12?tab=stats#markets'],
    ['/profile/wallet/deposit?amount=10', '/profile/wallet/deposit?amount=10'],
    ['/live/../soccer', '/soccer'],
  ])('keeps the same-site path %s', (value, expected) =>
    expect(safeRedirectPath(value)).toBe(expected),
  );

  test.each([
    ['nothing', undefined],
    ['an array (a repeated query)', ['/a', '/b']],
    ['an empty string', ''],
    ['a relative path', 'soccer'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later', '/soccer\\..\\x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab inside (browsers drop it)', '/\t/evil.example'],
    ['a newline', '/soccer\n'],
    ['the init page itself (a loop)', '/init-sportsbook?token=x'],
    ['the init page in a locale', '/de/init-sportsbook'],
    ['the API', '/api/platform/player'],
    ['a very long value', `/${'a'.repeat(2001)}`],
  ])('refuses %s: home', (_name, value) => expect(safeRedirectPath(value)).toBe('/'));
});
