import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_POLICY,
  currentPolicy,
  isPrefixed,
  POLICY_ATTRIBUTES,
  setServerPolicy,
  type PrefixPolicy,
} from './prefix-policy';
import type { AppLocale } from './routing';

afterEach(() => {
  setServerPolicy(BUILD_POLICY);
  vi.unstubAllGlobals();
});

describe('isPrefixed (spec §2)', () => {
  it.each([
    [{ defaultLocale: 'en', forcePrefix: false }, 'en', false],
    [{ defaultLocale: 'en', forcePrefix: false }, 'de', true],
    [{ defaultLocale: 'de', forcePrefix: false }, 'de', false],
    [{ defaultLocale: 'de', forcePrefix: false }, 'en', true],
    [{ defaultLocale: 'de', forcePrefix: false }, 'ar', true],
    [{ defaultLocale: 'en', forcePrefix: true }, 'en', true],
    [{ defaultLocale: 'de', forcePrefix: true }, 'de', true],
    [{ defaultLocale: 'de', forcePrefix: true }, 'pt-BR', true],
  ] as [PrefixPolicy, AppLocale, boolean][])(
    '%o: %s prefixed is %s',
    (policy, locale, expected) => {
      expect(isPrefixed(locale, policy)).toBe(expected);
    },
  );
});

describe('currentPolicy', () => {
  it('is the build default (en, not forced) until the site configuration sets one', () => {
    expect(currentPolicy()).toEqual({ defaultLocale: 'en', forcePrefix: false });
  });

  it('on the server, is the last policy the site configuration set', () => {
    setServerPolicy({ defaultLocale: 'pt-BR', forcePrefix: true });
    expect(currentPolicy()).toEqual({ defaultLocale: 'pt-BR', forcePrefix: true });
  });

  const documentWith = (attributes: Record<string, string>) => ({
    documentElement: {
      getAttribute: (name: string) => attributes[name] ?? null,
      hasAttribute: (name: string) => name in attributes,
    },
  });

  it('in the browser, is what the page was rendered with (the <html> attributes)', () => {
    setServerPolicy({ defaultLocale: 'ar', forcePrefix: false });
    vi.stubGlobal(
      'document',
      documentWith({
        [POLICY_ATTRIBUTES.defaultLocale]: 'de',
        [POLICY_ATTRIBUTES.forcePrefix]: '',
      }),
    );
    expect(currentPolicy()).toEqual({ defaultLocale: 'de', forcePrefix: true });
    vi.stubGlobal('document', documentWith({ [POLICY_ATTRIBUTES.defaultLocale]: 'pt-BR' }));
    expect(currentPolicy()).toEqual({ defaultLocale: 'pt-BR', forcePrefix: false });
  });

  it('in the browser, falls back to the build default without (valid) attributes', () => {
    vi.stubGlobal('document', documentWith({}));
    expect(currentPolicy()).toEqual(BUILD_POLICY);
    vi.stubGlobal('document', documentWith({ [POLICY_ATTRIBUTES.defaultLocale]: 'xx' }));
    expect(currentPolicy()).toEqual(BUILD_POLICY);
  });
});
