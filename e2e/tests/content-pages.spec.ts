import { expect, test } from '@playwright/test';

// Issue 16 item 4: the demo operator's legal and help pages are content pages with real text in
// every locale; the sign-up form's terms link opens the terms. Read-only: nothing is changed.
// Text and links, the same at every width: once, on desktop.

const LEGAL = [
  { path: '/about', en: 'About us', de: 'Über uns' },
  { path: '/general-rules', en: 'General betting rules', de: 'Allgemeine Wettregeln' },
  {
    path: '/terms-and-conditions',
    en: 'Terms and Conditions',
    de: 'Allgemeine Geschäftsbedingungen',
  },
  { path: '/help-center', en: 'Help Centre', de: 'Hilfe-Center' },
];

test.describe('legal and help pages (issue 16 item 4)', { tag: '@once' }, () => {
  for (const { path, en, de } of LEGAL) {
    test(`${path} answers 200 with its heading and text in en and de`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(en));
      // several paragraphs of real text, not a placeholder
      await expect(page.locator('main p')).not.toHaveCount(0);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(600);

      const german = await page.goto(`/de${path}`);
      expect(german?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: de })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    });
  }

  test('the Arabic terms read right to left', async ({ page }) => {
    const response = await page.goto('/ar/terms-and-conditions');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
  });

  test('links between legal pages stay in the locale', async ({ page }) => {
    await page.goto('/de/terms-and-conditions');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Allgemeinen Wettregeln' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/de\/general-rules$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Allgemeine Wettregeln' }),
    ).toBeVisible();
  });

  test('the sign-up form links the terms, opened in a new tab', async ({ page }) => {
    await page.goto('/#signUp');
    const modal = page.getByRole('dialog');
    await expect(modal.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const link = modal.getByRole('link', { name: /Read the terms and conditions/ });
    await expect(link).toHaveAttribute('href', '/terms-and-conditions');
    const [terms] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(
      terms.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await expect(terms.getByText(/at least 18 years old/)).toBeVisible();
  });
});
