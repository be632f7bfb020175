import { expect, test, type Page } from '@playwright/test';

// Spec §8 static page texts, exact.
const NOT_FOUND = "Oops, sorry. We can't find that page.";
const ERROR = 'Oops! Sorry, something went wrong. Please come back in a while.';
const LOCKED = 'Unauthorized. Sorry, but you are not authorized to view the page';

async function expectNoStack(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\bat \S+ \(|node_modules|Error: /);
}

async function goHome(page: Page, home: RegExp, label: RegExp = /home/i) {
  await page.getByRole('main').getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(home);
}

test.describe('static pages (spec §2, §8)', { tag: '@once' }, () => {
  test('an unknown path answers 404 with the not-found text and a way home', async ({ page }) => {
    const response = await page.goto('/nothing/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expectNoStack(page);
    await goHome(page, /127\.0\.0\.1:\d+\/$/);
  });

  test('/404 shows the not-found text', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  });

  test('an unknown path under a locale stays in that locale', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByText('Hoppla, tut uns leid. Wir können diese Seite nicht finden.'),
    ).toBeVisible();
    await goHome(page, /\/de$/, /^Zur Startseite$/);
  });

  test('/500 shows the generic error text and a home button', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByText(ERROR)).toBeVisible();
    await expectNoStack(page);
    await goHome(page, /127\.0\.0\.1:\d+\/$/);
  });

  test('/locked shows the unauthorized text', async ({ page }) => {
    await page.goto('/locked');
    await expect(page.getByText(LOCKED)).toBeVisible();
    await goHome(page, /127\.0\.0\.1:\d+\/$/);
  });

  test('/blocked names the country in the text', async ({ page }) => {
    await page.goto('/blocked?country=DE');
    await expect(page.getByText("Sorry, we're not available in Germany right now.")).toBeVisible();
    await page.goto('/blocked?country=BR');
    await expect(page.getByText("Sorry, we're not available in Brazil right now.")).toBeVisible();
  });

  test('/blocked with a bogus country still reads as a sentence', async ({ page }) => {
    await page.goto('/blocked?country=<script>');
    await expect(page.getByText(/^Sorry, we're not available in .+ right now\.$/)).toBeVisible();
    await expect(page.locator('body')).not.toContainText('<script>');
  });
});
