import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { REMINDED_ONLY } from './consent-state';

// Issue #14 cookie consent (spec §2 cookie alert, §4 notice, §9 consent cookie 365 days) and
// tracking parameters (spec §2): a visitor without an answer, as on a first visit.
test.use({ storageState: REMINDED_ONLY });

const alert = (page: Page) => page.getByTestId('cookie-alert');

async function storedTracking(page: Page) {
  const cookies = (await page.context().cookies()).map((c) => c.name);
  const local = await page.evaluate(() => localStorage.getItem('tracking'));
  return { cookies, local };
}

test('the alert stays until answered; nothing is stored before consent; the ctag goes with the sign-up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?ctag=summer-26&btag=aff_7#top');
  await expect(alert(page)).toBeVisible();
  // the parameters leave the address bar at once, the hash stays
  await expect(page).toHaveURL(/\/#top$/);
  // still there after a toast's life (5 s) and a navigation: it never closes by itself
  await page.waitForFunction(() => performance.now() > 6_000);
  // a navigation inside the site: the values wait in memory (a reload before consent drops them)
  const nav =
    test.info().project.name === 'mobile'
      ? page.getByRole('navigation', { name: 'Quick navigation' })
      : page.getByRole('banner');
  await nav.getByRole('link', { name: 'Live', exact: true }).click();
  await expect(page).toHaveURL(/\/live/);
  await expect(alert(page)).toBeVisible();
  expect(await storedTracking(page)).toEqual({
    cookies: expect.not.arrayContaining(['consent']) as unknown,
    local: null,
  });

  await alert(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(alert(page)).toHaveCount(0);
  const consent = (await page.context().cookies()).find((c) => c.name === 'consent');
  expect(consent?.value).toBe('v1.a1.s1');
  // 365 days, give or take the test's own minutes
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThan(365.1);
  expect(JSON.parse((await storedTracking(page)).local ?? '{}')).toEqual({
    ctag: 'summer-26',
    btag: 'aff_7',
  });

  // the sign-up carries them
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/platform/users') && r.method() === 'POST',
  );
  // the sign-up modal opens by its hash, on the same page: the values are still in memory too
  await page.evaluate(() => {
    window.location.hash = 'signUp';
  });
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Email' }).fill(`consent-${Date.now()}@example.com`);
  await modal.getByLabel('Password', { exact: true }).fill('Consent-pass-2026');
  const country = modal.getByLabel('Country');
  if ((await country.inputValue()) === '') await country.selectOption({ index: 1 });
  await modal.getByLabel(/terms and conditions/).check();
  await modal.getByRole('button', { name: 'Create account' }).click();
  const body = (await sent).postDataJSON() as { tracking?: Record<string, string> };
  expect(body.tracking).toEqual({ ctag: 'summer-26', btag: 'aff_7' });
  // the sign-up hashes at the production cost: seconds on a busy machine
  await expect(page.getByTestId('account-balance')).toBeVisible({ timeout: 30_000 });
});

test(
  'choices: essential only keeps the tracking values out of storage and the sign-up',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/?gclid=abc123');
    await expect(page).not.toHaveURL(/gclid/);
    await alert(page).getByRole('button', { name: 'Choices' }).click();
    await expect(alert(page).getByRole('checkbox', { name: /Attribution/ })).not.toBeChecked();
    await alert(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(alert(page)).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe(
      'v1.a0.s0',
    );
    expect((await storedTracking(page)).local).toBeNull();
    // answered: not asked again
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(alert(page)).toHaveCount(0);
  },
);

test('no notice in the app webview', { tag: '@once' }, async ({ browser }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 SportsbookApp/1.0' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(alert(page)).toHaveCount(0);
  await context.close();
});

for (const locale of ['', '/ar']) {
  test(`${locale || '/en'}: the alert and its choices have no accessibility violations`, async ({
    page,
  }) => {
    // axe over a whole page takes a while on a busy 2-core machine
    test.setTimeout(90_000);
    await page.goto(`${locale}/`);
    await expect(alert(page)).toBeVisible();
    await alert(page).getByRole('button').nth(1).click();
    await expect(alert(page).getByRole('checkbox')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `.artifacts/screenshots/${test.info().project.name}-cookie-alert${locale.replace('/', '-')}.png`,
    });
  });
}

// spec §4 access-blocked-without-consent: the pair runs without it, so the site's answer says so
test('with consent required the drawer blocks the page until answered (axe)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route('**/api/platform/system*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, cookie_consent_required: true } });
  });
  await page.goto('/ar/');
  const drawer = page.getByTestId('cookie-drawer');
  await expect(drawer).toBeVisible();
  await expect(alert(page)).toHaveCount(0);
  // a modal: the page behind it is inert
  expect(await page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `.artifacts/screenshots/${test.info().project.name}-cookie-drawer-ar.png`,
  });
  await drawer.getByRole('button').first().click();
  await expect(drawer).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe(
    'v1.a1.s1',
  );
});
