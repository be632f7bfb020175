import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetTokenSession, hasTokenSession, markTokenSession } from './token-session';

describe('token session (spec §6 wildcard with session init)', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
        removeItem: (key: string) => void stored.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  test('marked by /init-sportsbook, forgotten on sign-out', () => {
    expect(hasTokenSession()).toBe(false);
    markTokenSession();
    expect(hasTokenSession()).toBe(true);
    forgetTokenSession();
    expect(hasTokenSession()).toBe(false);
  });

  test('a value another script wrote is not a token session', () => {
    stored.set('sportsbook:token-session', 'yes');
    expect(hasTokenSession()).toBe(false);
  });

  test('blocked storage (a sandboxed frame) is no token session and no error', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => markTokenSession()).not.toThrow();
    expect(hasTokenSession()).toBe(false);
  });
});
