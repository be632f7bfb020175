import path from 'node:path';
import { axeBuilder } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { confirmEmail } from './confirm-email';
import { CONSENTED } from './consent-state';

// Issue #6 wallet part against the real pair: iframe deposit with the pushed balance, quick
// deposit alerts, transaction history, favorites, betting settings; axe on the three pages.

const PASSWORD = 'Wallet-pass-2026';

/**
 * Signs up a test-payment player (email @test.example), confirmed unless told otherwise (the
 * group comes with the confirmed email); the session cookie lands in the page.
 */
async function signUp(page: Page, { confirmed = true } = {}): Promise<string> {
  const email = `wallet-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
  const res = await page.request.post('/api/platform/users', {
    data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  if (confirmed) await confirmEmail(page.request, email);
  return email;
}

/** The odds-type select on screen: the header's on desktop, the side menu's on a phone. */
async function oddsPicker(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Menu' })
      .click();
  }
  return page.locator('select:visible', { has: page.locator('option[value="american"]') }).first();
}

/** Brings a control to the middle of the screen, clear of the phone's tab bar. */
async function centered<T extends ReturnType<Page['locator']>>(locator: T): Promise<T> {
  await locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return locator;
}

const balance = (page: Page) => page.getByTestId('account-balance');
const toast = (page: Page, type: string) => page.locator(`[data-toast-type="${type}"]`);

test.describe('wallet flows', () => {
  test(
    'iframe deposit: the pushed balance updates without a reload, history lists it',
    { tag: '@once' },
    async ({ page }) => {
      await signUp(page);
      await page.goto('/profile/wallet/deposit?cid=casino-7');
      await expect(balance(page)).toHaveText(/0[.,]00/);
      await page.evaluate(() => {
        (window as unknown as { noReload: boolean }).noReload = true;
      });

      await page.getByLabel('Amount').fill('25');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const frame = page.frameLocator('[data-testid="deposit-frame"]');
      // casino query parameters go on to the provider page
      await expect(page.getByTestId('deposit-frame')).toHaveAttribute('src', /cid=casino-7/);
      await frame.locator('button[value="success"]').click();

      await expect(toast(page, 'success')).toContainText('Payment successful');
      await expect(page.getByTestId('deposit-frame')).toHaveCount(0);
      await expect(balance(page)).toHaveText(/25[.,]00/);
      expect(
        await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload),
      ).toBe(true);

      await page.goto('/profile/wallet/transactions');
      const row = page.locator('tr[data-transaction-type="deposit"]');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('25.00');
      await expect(row).toContainText('Completed');
    },
  );

  test(
    'payment return query shows its alert and is cleaned from the URL',
    { tag: '@once' },
    async ({ page }) => {
      await signUp(page);
      // the toast's 5-s countdown starts at hydration, often before the load event: not waited for
      await page.goto('/profile/wallet/deposit?cid=7&payment=pending', { waitUntil: 'commit' });
      // hovered, the countdown pauses (spec §9) until the swipe below
      await toast(page, 'warning').hover();
      await expect(toast(page, 'warning')).toContainText('Payment pending');
      await expect(page).toHaveURL(/\/profile\/wallet\/deposit\?cid=7$/);
      // a sideways swipe closes the toast
      const box = await toast(page, 'warning').boundingBox();
      if (!box) throw new Error('the toast has no box');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 250, y, { steps: 12 });
      await page.mouse.up();
      await expect(toast(page, 'warning')).toHaveCount(0);
    },
  );

  test('quick deposit: success, failed and pending alerts', { tag: '@once' }, async ({ page }) => {
    await signUp(page);
    await page.goto('/profile/wallet/deposit');
    await (await centered(page.getByRole('button', { name: 'Deposit €10.00' }))).click();
    await expect(toast(page, 'success')).toContainText('Deposit received');
    await expect(balance(page)).toHaveText(/10[.,]00/);
    // a click closes a toast
    await toast(page, 'success').click();
    await expect(toast(page, 'success')).toHaveCount(0);

    // spec §3 demo outcomes by the last two digits, above the EUR minimum of 1.00
    await page.getByLabel('Amount').fill('10.13');
    await (await centered(page.getByTestId('quick-deposit-typed'))).click();
    await expect(toast(page, 'error')).toContainText('Quick deposit failed');
    await toast(page, 'error').getByRole('button', { name: 'Close notification' }).click();

    await page.getByLabel('Amount').fill('10.77');
    await (await centered(page.getByTestId('quick-deposit-typed'))).click();
    await expect(toast(page, 'warning')).toContainText('waiting for confirmation');
  });

  test(
    'demo payments: the note where money enters, the bounds and their field errors',
    { tag: '@once' },
    async ({ page }, testInfo) => {
      await signUp(page);
      await page.goto('/profile/wallet/deposit');
      await expect(page.getByRole('note')).toContainText('Demo payments');
      await expect(page.getByRole('note')).toContainText('no real money moves');
      const amount = page.getByLabel('Amount');
      await expect(page.getByTestId('deposit-bounds')).toHaveText('From €1.00 to €10,000.00');
      await expect(amount).toHaveAttribute('aria-describedby', /.+/);

      await amount.fill('0.50');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByText('The smallest deposit is €1.00.')).toBeVisible();
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({
        path: path.join(
          testInfo.project.outputDir,
          '..',
          'screenshots',
          `${testInfo.project.name}-deposit-bounds.png`,
        ),
        fullPage: true,
        animations: 'disabled',
      });
      await amount.fill('10000.01');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByText('The largest deposit is €10,000.00.')).toBeVisible();
      await expect(page.getByTestId('deposit-frame')).toHaveCount(0);

      // the server holds the same bounds: above the maximum is a 422 on amount, 2^53-1 a 400 at
      // the door (the shared amount bound), and nothing is written
      const large = await page.request.post('/api/platform/player/quick_deposit', {
        data: { amount: 1_000_001, currency: 'EUR' },
      });
      expect(large.status()).toBe(422);
      expect(((await large.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty(
        'amount',
      );
      const huge = await page.request.post('/api/platform/player/quick_deposit', {
        data: { amount: Number.MAX_SAFE_INTEGER, currency: 'EUR' },
      });
      expect(huge.status()).toBe(400);
      const history = await page.request.get('/api/platform/player/transactions');
      expect(((await history.json()) as { data: unknown[] }).data).toEqual([]);
    },
  );

  test(
    'quick deposit comes with the confirmed email, not with the typed address',
    { tag: '@once' },
    async ({ page }) => {
      const email = await signUp(page, { confirmed: false });
      await page.goto('/profile/wallet/deposit');
      await expect(page.getByLabel('Amount')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Quick deposit' })).toHaveCount(0);
      const refused = await page.request.post('/api/platform/player/quick_deposit', {
        data: { amount: 1000, currency: 'EUR' },
      });
      expect(refused.status()).toBe(403);

      await confirmEmail(page.request, email);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Quick deposit' })).toBeVisible();
    },
  );

  test(
    'transactions filter by type and show the empty state',
    { tag: '@once' },
    async ({ page }) => {
      await signUp(page);
      await page.goto('/profile/wallet/transactions');
      await expect(page.getByTestId('transactions-empty')).toHaveText('No transactions yet.');
      await page.getByLabel('Type').selectOption('win');
      await expect(page).toHaveURL(/type=win/);
      await expect(page.getByTestId('transactions-empty')).toHaveText(
        'No transactions match these filters.',
      );
    },
  );

  test(
    'favorite a match by its star, see it on /favorites, unfavorite',
    { tag: '@once' },
    async ({ page }) => {
      await signUp(page);
      await page.goto('/live');
      await expect(balance(page)).toBeVisible();
      const row = page.locator('li[data-match-id]').first();
      const matchId = await row.getAttribute('data-match-id');
      const star = row.getByTestId('favorite-star');
      await expect(star).toHaveAttribute('aria-pressed', 'false');
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/favorites');
      const favorite = page.locator(`li[data-match-id="${matchId}"]`);
      await expect(favorite).toBeVisible();
      await favorite.getByTestId('favorite-star').click();
      await expect(favorite).toHaveCount(0);
      await expect(page.getByText('No favourite matches yet.', { exact: false })).toBeVisible();
    },
  );

  test('an anonymous star click asks to sign in', { tag: '@once' }, async ({ page }) => {
    await page.goto('/live');
    const star = page.locator('li[data-match-id]').first().getByTestId('favorite-star');
    await expect(async () => {
      await star.click();
      await expect(page.locator('html')).toHaveAttribute('data-account-modal', 'signIn', {
        timeout: 1000,
      });
    }).toPass();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  test('anonymous wallet and favorites pages offer sign-in', { tag: '@once' }, async ({ page }) => {
    for (const path of ['/profile/wallet/deposit', '/profile/wallet/transactions', '/favorites']) {
      await page.goto(path);
      await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
    }
    await page.getByTestId('sign-in-prompt').getByRole('link').click();
    await expect(page.locator('html')).toHaveAttribute('data-account-modal', 'signIn');
  });

  test('stake presets are saved to the betting settings', { tag: '@once' }, async ({ page }) => {
    await signUp(page);
    await page.goto('/profile/wallet/deposit');
    const field = page.getByLabel('Quick stakes in EUR');
    await field.fill('20 2, 5');
    await (await centered(page.getByRole('button', { name: 'Save presets' }))).click();
    await expect(toast(page, 'success')).toContainText('Stake presets saved');
    await expect(field).toHaveValue('2, 5, 20');
    const res = await page.request.get('/api/sportsbook/v2/settings');
    expect(((await res.json()) as { stakes: Record<string, number[]> }).stakes.EUR).toEqual([
      2, 5, 20,
    ]);
  });

  test('the odds type is kept in the betting settings across browsers', async ({
    page,
    browser,
    isMobile,
  }) => {
    const email = await signUp(page);
    await page.goto('/');
    await expect(balance(page)).toBeVisible();
    await (await oddsPicker(page, isMobile)).selectOption('american');
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/sportsbook/v2/settings');
        return ((await res.json()) as { odds_type: string }).odds_type;
      })
      .toBe('american');

    const context = await browser.newContext({ storageState: CONSENTED });
    const other = await context.newPage();
    const res = await other.request.post('/api/platform/users/sign_in', {
      data: { login: email, password: PASSWORD },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await other.goto('/');
    await expect(await oddsPicker(other, isMobile)).toHaveValue('american');
    await context.close();
  });
});

test.describe('wallet accessibility', () => {
  const pages: [string, (page: Page) => ReturnType<Page['getByTestId']>][] = [
    [
      '/profile/wallet/deposit',
      (page) => page.getByRole('button', { name: 'Continue to payment' }),
    ],
    ['/profile/wallet/transactions', (page) => page.getByTestId('transactions-empty')],
    ['/favorites', (page) => page.getByTestId('favorites-list')],
  ];
  for (const [path, ready] of pages) {
    test(`axe: ${path} signed in`, async ({ page }) => {
      await signUp(page);
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });

    test(`axe: ${path} anonymous`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }

  test('axe: a toast', async ({ page }) => {
    await signUp(page);
    await page.goto('/profile/wallet/deposit?payment=success');
    await expect(toast(page, 'success')).toBeVisible();
    const results = await axeBuilder(page).include('[data-testid="toaster"]').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
