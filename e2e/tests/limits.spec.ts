import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openMatches, pick, PASSWORD, signUp, slip } from './betslip-helpers';
import { expectNoAxeViolations } from './axe';

// Issue #14 responsible gambling on the real pair (spec §3 User limit, §8): the limits page sets,
// tightens and loosens limits; the server refuses deposits and bets past them; a break signs the
// player out and keeps sign-in shut.

const card = (page: Page, type: string) => page.getByTestId(`limit-${type}`);

async function screenshot(page: Page, name: string): Promise<void> {
  const info = test.info();
  const file = path.join(
    info.project.outputDir,
    '..',
    'screenshots',
    `${info.project.name}-limits-${name}.png`,
  );
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

/** Sets a limit through the page's form of its type. */
async function setLimit(page: Page, type: string, value: string): Promise<void> {
  const form = card(page, type).getByTestId(`limit-form-${type}`);
  await form.getByRole('textbox').fill(value);
  await form.getByRole('button', { name: 'Set limit' }).click();
}

test.describe('responsible gambling', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'deposit limit 50 EUR a day: 60 refused with the limit; 40 at once; 100 waits',
    { tag: '@once' },
    async ({ page }) => {
      await signUp(page, 0);
      // the footer of every page leads to the limits
      await page.goto('/live');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Responsible gambling' })
        .click();
      await expect(page).toHaveURL(/\/profile\/limits$/);
      await setLimit(page, 'deposit', '50');
      const deposit = card(page, 'deposit');
      await expect(deposit.getByTestId('limit-row')).toHaveAttribute('data-status', 'active');
      await expect(deposit.getByTestId('limit-row')).toContainText('€50.00 per day');

      await page.goto('/profile/wallet/deposit');
      await page.getByLabel('Amount').fill('60');
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Your deposit limit' })).toHaveText(
        'Your deposit limit is 50.00 EUR per day: 50.00 EUR left',
      );

      await page.goto('/profile/limits');
      await deposit.getByRole('button', { name: 'Change' }).click();
      await deposit.getByRole('textbox').fill('40');
      await deposit.getByRole('button', { name: 'Save' }).click();
      await expect(deposit.getByRole('status')).toHaveText('Your limit is saved and applies now.');
      await expect(deposit.getByTestId('limit-row')).toHaveCount(1);
      await expect(deposit.getByTestId('limit-row')).toContainText('€40.00 per day');

      await deposit.getByRole('button', { name: 'Change' }).click();
      await deposit.getByRole('textbox').fill('100');
      await deposit.getByRole('button', { name: 'Save' }).click();
      await expect(deposit.getByRole('status')).toContainText('Your change waits a cooling period');
      const rows = deposit.getByTestId('limit-row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('€40.00 per day');
      await expect(rows.nth(1)).toHaveAttribute('data-status', 'unconfirmed');
      await expect(rows.nth(1)).toContainText('€100.00 per day');
      await expect(rows.nth(1)).toContainText('You can confirm this change from');
      await screenshot(page, 'deposit');
    },
  );

  test('a bad value shows a field error and sends nothing', { tag: '@once' }, async ({ page }) => {
    await signUp(page, 0);
    await page.goto('/profile/limits');
    await setLimit(page, 'session', '1.5');
    await expect(card(page, 'session')).toContainText('Enter a whole number above 0.');
    await setLimit(page, 'coolingoff', '43');
    await expect(card(page, 'coolingoff')).toContainText('A cooling-off lasts at most 42 days');
    await expect(card(page, 'session').getByTestId('limit-row')).toHaveCount(0);
  });

  test(
    'loss limit: a bet that could pass it is refused in the slip with limit and remainder',
    { tag: '@once' },
    async ({ page, request }) => {
      const [match] = await openMatches(request, 0);
      if (!match) throw new Error('no match');
      await signUp(page, 100_00);
      const set = await page.request.post('/api/platform/user_limits', {
        data: { type: 'loss', value: 5_00, currency: 'EUR', period: 'week' },
      });
      expect(set.status(), await set.text()).toBe(201);
      await pick(page, match);
      const s = await slip(page);
      await s.getByTestId('stake-input').fill('8');
      await s.getByTestId('place-bet').click();
      // the refusal names the limit and what is left, against the bet's selection
      await expect(s.getByTestId('slip-error')).toBeVisible();
      await expect(s).toContainText('Your loss limit is 5.00 EUR per week: 5.00 EUR left');
    },
  );

  test(
    'cooling-off: the player is signed out and sign-in is refused with its message',
    { tag: '@once' },
    async ({ page }) => {
      const email = `break-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const res = await page.request.post('/api/platform/users', {
        data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
      });
      expect(res.status()).toBe(201);
      await page.goto('/profile/limits');
      await setLimit(page, 'coolingoff', '7');
      await expect(card(page, 'coolingoff').getByRole('alertdialog')).toContainText(
        'You will be signed out now',
      );
      await screenshot(page, 'exclusion-warning');
      await page.getByTestId('coolingoff-confirm').click();
      await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

      await page.getByRole('link', { name: 'Sign in' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'You are taking a break from playing until',
      );
    },
  );

  for (const locale of ['', '/ar']) {
    test(`${locale || '/en'}: the limits page has no accessibility violations`, async ({
      page,
    }) => {
      await signUp(page, 0);
      const set = await page.request.post('/api/platform/user_limits', {
        data: { type: 'wager', value: 100_00, currency: 'EUR', period: 'month' },
      });
      expect(set.status()).toBe(201);
      await page.goto(`${locale}/profile/limits`);
      await expect(card(page, 'wager').getByTestId('limit-row')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `page${locale.replace('/', '-')}`);
      // the break's confirmation step
      const form = card(page, 'coolingoff').getByTestId('limit-form-coolingoff');
      await form.getByRole('textbox').fill('7');
      await form.locator('button[type="submit"]').click();
      await expect(card(page, 'coolingoff').getByRole('alertdialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
