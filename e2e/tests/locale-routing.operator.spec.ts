import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  operatorHeaders as headers,
  readSiteConfig as readConfig,
  SHOWS_WITHIN,
  SITE_CONFIG,
} from './site-config-api';

// Spec §2 "The locale is omitted for the first (default) locale unless a setting forces it into
// URLs" (issue 16 item 5): the operator changes the default locale and the forced prefix of the
// running site; routing, links and the page's language follow with no rebuild and no restart.

const ALL_LOCALES = ['en', 'de', 'pt-BR', 'ar'];

const setLocales = async (request: APIRequestContext, locales: Record<string, unknown>) => {
  const res = await request.patch(SITE_CONFIG, { headers, data: { locales } });
  expect(res.status(), await res.text()).toBe(200);
};

/** Where the web sends a path, without following: `200` when it serves it, else the target. */
const answer = async (request: APIRequestContext, path: string): Promise<string> => {
  const res = await request.get(path, { maxRedirects: 0 });
  if (res.status() !== 307 && res.status() !== 308) return String(res.status());
  const location = new URL(res.headers().location ?? '', 'http://host');
  return `${res.status()} ${location.pathname}${location.search}`;
};

/** Hydration errors of a page: server and browser must render the same links. */
const hydrationErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat/i.test(error.message)) errors.push(error.message);
  });
  return errors;
};

test('the default locale and the forced prefix of the site configuration route at run time', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  expect(process.env.OPERATOR_API_KEY, 'the pair runs with an operator key').toBeTruthy();
  const original = await readConfig(request);
  const errors = hydrationErrors(page);
  const html = page.locator('html');
  const soccerLink = (href: string) => page.locator(`a[href="${href}"]`).first();
  try {
    // German is the default locale: unprefixed, and /de/... moves to the unprefixed URL
    await setLocales(request, { enabled: ALL_LOCALES, default: 'de', force_prefix: false });
    await expect
      .poll(() => answer(request, '/de/soccer'), { timeout: SHOWS_WITHIN })
      .toBe('307 /soccer');
    await expect.poll(() => answer(request, '/en/soccer'), { timeout: SHOWS_WITHIN }).toBe('200');

    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(html).toHaveAttribute('data-default-locale', 'de');
    await expect(soccerLink('/soccer')).toBeAttached();
    await expect(page.locator('a[href="/de/soccer"]')).toHaveCount(0);
    await page.goto('/soccer');
    await expect(html).toHaveAttribute('lang', 'de');
    await page.goto('/de/soccer');
    await expect(page).toHaveURL(/\/soccer$/);
    await expect(html).toHaveAttribute('lang', 'de');

    // English now carries its prefix: served there, not redirected, with prefixed links
    expect((await page.goto('/en'))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en$/);
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(soccerLink('/en/soccer')).toBeAttached();
    await expect(page.locator('a[href="/soccer"]')).toHaveCount(0);
    // the browser links by the same policy: the picker's German is the unprefixed URL
    await page.goto('/en/locked?a=1');
    await page
      .getByRole('combobox', { name: 'Language', includeHidden: true })
      .first()
      .selectOption('de', { force: true });
    await expect(page).toHaveURL(/\/locked\?a=1$/);
    await expect(page).not.toHaveURL(/\/(?:de|en)\/locked/);
    await expect(html).toHaveAttribute('lang', 'de');
    // aliases and shell-only languages keep working
    expect(await answer(request, '/br/locked')).toBe('307 /pt-BR/locked');
    expect(await answer(request, '/en-AU/locked')).toBe('307 /en/locked');
    expect(await answer(request, '/fi/no-such-page')).toBe('404');

    // every locale prefixed: the unprefixed URL moves to the default locale's
    await setLocales(request, { enabled: ALL_LOCALES, default: 'de', force_prefix: true });
    await expect.poll(() => answer(request, '/'), { timeout: SHOWS_WITHIN }).toBe('307 /de');
    expect(await answer(request, '/soccer?a=1')).toBe('307 /de/soccer?a=1');
    expect(await answer(request, '/de/soccer')).toBe('200');
    expect(await answer(request, '/en/soccer')).toBe('200');
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(html).toHaveAttribute('data-force-prefix', '');
    await expect(soccerLink('/de/soccer')).toBeAttached();
    await expect(page.locator('a[href="/soccer"]')).toHaveCount(0);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', /\/de$/);
    expect(await answer(request, '/fi/no-such-page')).toBe('404');
    expect(errors).toEqual([]);
  } finally {
    const restored = await request.put(SITE_CONFIG, { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
    // later specs expect the build's routing again (English unprefixed)
    await expect
      .poll(() => answer(request, '/en/soccer'), { timeout: SHOWS_WITHIN })
      .toBe('307 /soccer');
    await expect.poll(() => answer(request, '/'), { timeout: SHOWS_WITHIN }).toBe('200');
  }
});
