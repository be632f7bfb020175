import { afterEach, describe, expect, test, vi } from 'vitest';
import { localized } from '@/api/localized-text';
import { brandColourProperties } from '@/api/site-config';
import { currentPolicy } from '@/i18n/prefix-policy';
import {
  FALLBACK_SITE_CONFIG,
  resetSiteConfigCache,
  siteConfig,
  SITE_CONFIG_TTL_MS,
} from './site-config';

const version = (n: number) => ({ ...FALLBACK_SITE_CONFIG, version: n });

describe('the cached site configuration', () => {
  afterEach(() => {
    resetSiteConfigCache();
    vi.restoreAllMocks();
  });

  test('asks the backend once per TTL, then again', async () => {
    const load = vi.fn().mockResolvedValueOnce(version(1)).mockResolvedValueOnce(version(2));
    expect((await siteConfig(0, load)).version).toBe(1);
    expect((await siteConfig(SITE_CONFIG_TTL_MS - 1, load)).version).toBe(1);
    expect((await siteConfig(SITE_CONFIG_TTL_MS, load)).version).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('requests waiting together share one call', async () => {
    const load = vi.fn().mockResolvedValue(version(3));
    const answers = await Promise.all([siteConfig(0, load), siteConfig(0, load)]);
    expect(answers.map((a) => a.version)).toEqual([3, 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed refresh keeps the last good one; never answered: the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = vi.fn().mockRejectedValue(new Error('down'));
    expect(await siteConfig(0, down)).toBe(FALLBACK_SITE_CONFIG);
    await siteConfig(SITE_CONFIG_TTL_MS, vi.fn().mockResolvedValue(version(4)));
    expect((await siteConfig(2 * SITE_CONFIG_TTL_MS, down)).version).toBe(4);
  });

  test("its default locale and forced prefix become the server's link policy (spec §2)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const locales = { enabled: ['en', 'de'], default: 'de', forcePrefix: true } as const;
    await siteConfig(0, vi.fn().mockResolvedValue({ ...version(5), locales }));
    expect(currentPolicy()).toEqual({ defaultLocale: 'de', forcePrefix: true });
    // a backend that is down keeps the last good policy
    await siteConfig(SITE_CONFIG_TTL_MS, vi.fn().mockRejectedValue(new Error('down')));
    expect(currentPolicy()).toEqual({ defaultLocale: 'de', forcePrefix: true });
    resetSiteConfigCache();
    expect(currentPolicy()).toEqual({ defaultLocale: 'en', forcePrefix: false });
  });
});

describe('site configuration helpers', () => {
  test('brand colours become the tokens.css custom properties', () => {
    expect(brandColourProperties({ primary: '#ff0066', on_primary: '#fff' })).toBe(
      '--color-primary: #ff0066; --color-on-primary: #fff;',
    );
    expect(brandColourProperties({})).toBe('');
  });

  test('a text falls back to the default locale', () => {
    expect(localized({ en: 'Hello', de: 'Hallo' }, 'de', 'en')).toBe('Hallo');
    expect(localized({ en: 'Hello' }, 'ar', 'en')).toBe('Hello');
    expect(localized({}, 'ar', 'en')).toBe('');
  });
});
