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

  /** A browser whose `<html>` has these attributes (as the DOM's dataset names them). */
  const browserWith = (attributes: Record<string, string>) => {
    const dataset = Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [
        name.replace(/^data-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
        value,
      ]),
    );
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', { documentElement: { dataset } });
  };

  it('in the browser, is what the page was rendered with (the <html> attributes)', () => {
    setServerPolicy({ defaultLocale: 'ar', forcePrefix: false });
    browserWith({ [POLICY_ATTRIBUTES.defaultLocale]: 'de', [POLICY_ATTRIBUTES.forcePrefix]: '' });
    expect(currentPolicy()).toEqual({ defaultLocale: 'de', forcePrefix: true });
    browserWith({ [POLICY_ATTRIBUTES.defaultLocale]: 'pt-BR' });
    expect(currentPolicy()).toEqual({ defaultLocale: 'pt-BR', forcePrefix: false });
  });

  it('in the browser, falls back to the build default without the attributes', () => {
    browserWith({});
    expect(currentPolicy()).toEqual(BUILD_POLICY);
  });
});
