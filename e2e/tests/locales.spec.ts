import { expect, test } from '@playwright/test';
import { sportNames } from './sports-api';

test.describe('locales in the path (spec §2)', () => {
  for (const { path, lang, dir } of [
    { path: '/', lang: 'en', dir: 'ltr' },
    { path: '/de', lang: 'de', dir: 'ltr' },
    { path: '/ar', lang: 'ar', dir: 'rtl' },
  ]) {
    test(`${path} renders lang="${lang}" dir="${dir}" and the sports from the API in that language`, async ({
      page,
      request,
    }) => {
      const names = await sportNames(request, lang);
      expect(names.length).toBeGreaterThan(0);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', lang);
      await expect(html).toHaveAttribute('dir', dir);
      const main = page.getByRole('main');
      for (const name of names)
        await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
    });
  }

  test('the sports are server-rendered, in priority order, before any script runs', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const names = await sportNames(request, 'en');
    const positions = names.map((name) => html.indexOf(`>${name}<`));
    expect(positions.every((p) => p >= 0)).toBe(true);
    // within one list, top sports come first
    const [soccer, tennis] = [html.indexOf('>Soccer<'), html.indexOf('>Tennis<')];
    expect(soccer).toBeLessThan(tennis);
  });

  test('the default locale has no prefix: /en/... redirects to /...', async ({ page }) => {
    await page.goto('/en');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/en/locked');
    await expect(page).toHaveURL(/\/locked$/);
  });
});
