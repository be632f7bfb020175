import { expect, test } from '@playwright/test';
import { sportNames } from './sports-api';

test.describe('locales in the path (spec §2)', { tag: '@once' }, () => {
  for (const { path, lang, dir } of [
    { path: '/', lang: 'en', dir: 'ltr' },
    { path: '/de', lang: 'de', dir: 'ltr' },
    { path: '/pt-BR', lang: 'pt-BR', dir: 'ltr' },
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

  test('/pt-BR is Brazilian Portuguese: lang="pt-BR" and Portuguese texts', async ({ page }) => {
    const response = await page.goto('/pt-BR');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Esportes', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Escolha um esporte para ver suas ligas e partidas.'),
    ).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Idioma', includeHidden: true }).first(),
    ).toHaveValue('pt-BR');
    // a page below the prefix stays in Portuguese
    await page.goto('/pt-BR/locked');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(
      page.getByText('Não autorizado. Desculpe, mas você não tem permissão para ver esta página'),
    ).toBeVisible();
  });

  test('/ar is right-to-left', async ({ page }) => {
    await page.goto('/ar/locked');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  // Aliases redirect (307) to the locale's own URL, keeping the rest of the path and the query:
  // br -> pt-BR (spec §2 alias), pt -> pt-BR (base language), vn -> vi, not a site locale -> default
  for (const { from, to } of [
    { from: '/br', to: '/pt-BR' },
    { from: '/br/locked?betcode=X1', to: '/pt-BR/locked?betcode=X1' },
    { from: '/pt-br/locked', to: '/pt-BR/locked' },
    { from: '/pt/locked', to: '/pt-BR/locked' },
    { from: '/DE/locked', to: '/de/locked' },
    { from: '/de-AT/locked', to: '/de/locked' },
    { from: '/en-AU/locked', to: '/locked' },
    { from: '/vn', to: '/' },
  ]) {
    test(`the alias path ${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? '', 'http://host');
      expect(`${location.pathname}${location.search}`).toBe(to);
    });
  }

  test('an alias path lands on the locale page, in its language, with query and hash', async ({
    page,
  }) => {
    await page.goto('/br/locked?a=1#top');
    await expect(page).toHaveURL(/\/pt-BR\/locked\?a=1#top$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('an unknown first segment is no locale: no redirect, the default locale', async ({
    request,
    page,
  }) => {
    for (const path of ['/fr', '/soccer', '/deutsch']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308], path).not.toContain(response.status());
    }
    await page.goto('/fr');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('switching language rewrites the first segment and keeps query and hash', async ({
    page,
  }) => {
    await page.goto('/de/locked?a=1#top');
    // the header picker on wide screens, the one in the (closed) side menu on phones: the choice
    // itself is what is tested here, not where the picker sits
    await page
      .getByRole('combobox', { name: 'Sprache', includeHidden: true })
      .first()
      .selectOption('pt-BR', { force: true });
    await expect(page).toHaveURL(/\/pt-BR\/locked\?a=1#top$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

// spec §2 error-page shell: languages the site has no pages in still get their not-found text
test.describe('error-page shell languages (spec §2)', () => {
  for (const { path, lang, text } of [
    { path: '/fi/no-such-page', lang: 'fi', text: 'Hups, pahoittelemme. Emme löydä tätä sivua.' },
    { path: '/it/x', lang: 'it', text: 'Ops, spiacenti. Non riusciamo a trovare questa pagina.' },
    { path: '/no/x/y/z', lang: 'no', text: 'Oi, beklager. Vi finner ikke den siden.' },
    { path: '/fr-CA/x', lang: 'fr-CA', text: 'Oups, désolé. Nous ne trouvons pas cette page.' },
  ]) {
    test(`${path} answers 404 with the not-found text in ${lang}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const notFound = page.getByRole('main').locator(`section[lang="${lang}"]`);
      await expect(notFound).toHaveAttribute('dir', 'ltr');
      await expect(notFound.getByRole('heading', { level: 1 })).toHaveText(text);
    });
  }

  test('a page under a shell-only language falls back to the default locale', async ({ page }) => {
    const response = await page.goto('/no/locked');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/no\/locked$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/Unauthorized/)).toBeVisible();
  });

  test('a language without shell texts falls back by the chain: he -> en', async ({ page }) => {
    const response = await page.goto('/he/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible();
  });
});

// spec §9: custom locale icons for ar and en, shown in the language picker
test('the language picker shows the current language mark', async ({ page }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  for (const locale of ['ar', 'en'] as const) {
    await page.goto(locale === 'en' ? '/locked' : `/${locale}/locked`);
    // in the header from the tablet width up, in the side menu on a phone
    if (mobile)
      await page
        .getByRole('button', { name: locale === 'en' ? 'Open menu' : 'فتح القائمة' })
        .click();
    const mark = page.locator(`svg[data-locale-icon="${locale}"]`).filter({ visible: true });
    await expect(mark.first()).toBeVisible();
    await page.screenshot({
      path: `.artifacts/screens/language-picker-${locale}-${testInfo.project.name}.png`,
    });
  }
});
