import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { balance, signUp } from './betslip-helpers';

// Issue 17 item 5 (spec §1, §2, §7 virtual wallet): /racing and /lotteries launch the demo
// provider in a frame; its bets and settlements move the sportsbook balance live.

const providerFrame = (page: Page) => page.frameLocator('[data-testid="provider-frame"]');

/** The page with its provider frame loaded (the loading placeholder gone). */
async function openProvider(page: Page, url: string, heading: RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('provider-frame')).toBeVisible();
  await expect(providerFrame(page).getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByTestId('provider-loading')).toHaveCount(0);
}

/** A full-page screenshot for review in .artifacts/screenshots (gitignored). */
async function shoot(page: Page, name: string) {
  const file = path.join(
    test.info().project.outputDir,
    '..',
    'screenshots',
    `${test.info().project.name}-${name}.png`,
  );
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

test(
  'a bet placed in the racing frame moves the header balance live, its win too',
  { tag: '@once' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, 50_00);
    await openProvider(page, '/racing', /horse racing/i);
    await expect(balance(page)).toHaveText(/50[.,]00/);
    // a reload would also move the balance: this marker proves the push moved it
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });
    const frame = providerFrame(page);
    await expect(frame.getByTestId('provider-balance')).toHaveText('50.00 EUR');
    await frame.getByLabel('Stake').selectOption({ label: '5.00 EUR' });
    await frame.getByRole('button', { name: 'Place bet' }).click();
    await expect(frame.getByTestId('provider-notice')).toHaveText('Bet placed');
    await expect(balance(page)).toHaveText(/45[.,]00/);

    // Northern Star at 2.50: a 5.00 stake pays 12.50
    await frame.getByRole('button', { name: 'Settle as won' }).click();
    await expect(frame.getByTestId('provider-notice')).toContainText('12.50 EUR');
    await expect(balance(page)).toHaveText(/57[.,]50/);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(
      true,
    );
  },
);

test(
  'lotteries load the provider; a visitor is asked to sign in',
  { tag: '@once' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/lotteries');
    await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
    await expect(page.getByTestId('provider-frame')).toHaveCount(0);
    await signUp(page, 10_00);
    await openProvider(page, '/lotteries', /lottery/i);
    await expect(providerFrame(page).getByRole('option', { name: /Lucky 7/ })).toBeAttached();
  },
);

test('the sport list links racing and lotteries', { tag: '@once' }, async ({ page }) => {
  await page.goto('/');
  const sports = page.getByRole('navigation', { name: 'Sports' }).first();
  await expect(sports.getByRole('link', { name: 'Racing' })).toHaveAttribute('href', '/racing');
  await expect(sports.getByRole('link', { name: 'Lotteries' })).toHaveAttribute(
    'href',
    '/lotteries',
  );
});

for (const [locale, prefix] of [
  ['en', ''],
  ['ar', '/ar'],
] as const) {
  test(`axe: /racing and /lotteries have no violations (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, 10_00);
    await openProvider(page, `${prefix}/racing`, locale === 'ar' ? /سباق/ : /horse racing/i);
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // the frame fills the content column without scrolling the page sideways
    const frameBox = await page.getByTestId('provider-frame').boundingBox();
    const viewport = page.viewportSize();
    expect(frameBox && viewport && frameBox.x + frameBox.width <= viewport.width).toBe(true);
    expect(frameBox?.height ?? 0).toBeGreaterThanOrEqual(400);
    await shoot(page, `racing-${locale}`);
    await expectNoAxeViolations(page);
    await openProvider(page, `${prefix}/lotteries`, locale === 'ar' ? /يانصيب/ : /lottery/i);
    await shoot(page, `lotteries-${locale}`);
    await expectNoAxeViolations(page);
  });
}
