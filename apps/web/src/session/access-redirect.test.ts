import { describe, expect, it } from 'vitest';
import type { PrefixPolicy } from '@/i18n/prefix-policy';
import { blockedRedirect, isAccessPage, lockedRedirect } from './access-redirect';

const asNeeded: PrefixPolicy = { defaultLocale: 'en', forcePrefix: false };
const forced: PrefixPolicy = { defaultLocale: 'en', forcePrefix: true };
const BLOCKED = ['KP', 'IR'];

describe('blockedRedirect (spec §2 blocked: country not served)', () => {
  it.each([
    ['/', 'KP', asNeeded, '/blocked?country=KP'],
    ['/soccer', 'kp', asNeeded, '/blocked?country=KP'],
    ['/de/live', 'IR', asNeeded, '/de/blocked?country=IR'],
    ['/ar', 'KP', asNeeded, '/ar/blocked?country=KP'],
    ['/en/soccer', 'KP', forced, '/en/blocked?country=KP'],
    ['/soccer', 'DE', asNeeded, null],
    ['/soccer', null, asNeeded, null],
    ['/blocked', 'KP', asNeeded, null],
    ['/de/blocked/', 'KP', asNeeded, null],
    ['/en/blocked', 'KP', forced, null],
  ] as const)('%s from %s (%o) -> %s', (path, country, policy, expected) => {
    expect(blockedRedirect(path, country, BLOCKED, policy)).toBe(expected);
  });

  it('a site that blocks nothing sends nobody', () => {
    expect(blockedRedirect('/', 'KP', [], asNeeded)).toBeNull();
  });
});

describe('lockedRedirect (spec §2 locked)', () => {
  it.each([
    ['/', '', asNeeded, '/locked'],
    ['/de/soccer', '?x=1', asNeeded, '/de/locked'],
    ['/soccer', '', forced, '/en/locked'],
    ['/locked', '', asNeeded, null],
    ['/pt-BR/locked', '', asNeeded, null],
    ['/', '?unlock_token=abc', asNeeded, null],
  ] as const)('%s%s (%o) -> %s', (path, search, policy, expected) => {
    expect(lockedRedirect(path, search, policy)).toBe(expected);
  });

  it('the other static page is no exemption', () => {
    expect(isAccessPage('/blocked', 'locked', asNeeded)).toBe(false);
    expect(lockedRedirect('/blocked', '', asNeeded)).toBe('/locked');
  });
});
