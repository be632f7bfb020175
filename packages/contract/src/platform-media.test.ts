import { describe, expect, test } from 'vitest';
import { acceptsPlatformVersion, PLATFORM_ACCEPT, platformMediaType } from './platform-media';

describe('platform media type (spec §7 versioned JSON accept)', () => {
  test('the web asks for version 1 of the vendor JSON type', () => {
    expect(PLATFORM_ACCEPT).toBe('application/vnd.sportsbook.platform.v1+json');
    expect(platformMediaType(2)).toBe('application/vnd.sportsbook.platform.v2+json');
  });

  test.each([
    [undefined, true],
    ['', true],
    ['*/*', true],
    ['application/json', true],
    ['text/html,application/xhtml+xml,*/*;q=0.8', true],
    ['application/vnd.sportsbook.platform.v1+json', true],
    ['Application/VND.Sportsbook.Platform.V1+JSON', true],
    ['application/vnd.sportsbook.platform.v2+json', false],
    [
      'application/vnd.sportsbook.platform.v2+json, application/vnd.sportsbook.platform.v1+json',
      true,
    ],
    ['application/vnd.sportsbook.platform.v2+json, application/json;q=0.5', true],
    ['application/vnd.sportsbook.platform.v1+json;q=0', false],
    ['application/vnd.sportsbook.platform.v0+json', false],
  ])('Accept %j served by version 1: %s', (accept, ok) => {
    expect(acceptsPlatformVersion(accept, 1)).toBe(ok);
  });

  test('a backend serving version 2 takes version 2', () => {
    expect(acceptsPlatformVersion(platformMediaType(2), 2)).toBe(true);
  });
});
