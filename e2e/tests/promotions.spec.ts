import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { apiUrl } from './bet-api';
import { balance, signUp } from './betslip-helpers';

// Issue #15 promotions on the real pair (spec §2 /promotions, bonus detail and jackpot-hit modals,
// bonus alerts; §4 bonuses transitions; §7 /bonuses, /jackpots, /jackpot-hits, /vote): the demo
// seed's campaigns, promo codes (WELCOME10), jackpot (jp_demo) and prediction.

async function screenshot(page: Page, name: string): Promise<void> {
  const info = test.info();
  const file = path.join(
    info.project.outputDir,
    '..',
    'screenshots',
    `${info.project.name}-promotions-${name}.png`,
  );
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

const alert = (page: Page) => page.getByTestId('bonus-alert');
const V2 = '/api/sportsbook/v2';

/** How many of the signed-in player's bonuses (or jackpot hits) the server still has unseen. */
async function unseenCount(page: Page, path: string): Promise<number> {
  const res = await page.request.get(`${V2}${path}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: unknown[] }).data.length;
}
const detail = (page: Page) => page.getByRole('dialog');

/** The signed-in player's email (the header's account menu knows it; the API is simpler). */
async function playerEmail(page: Page): Promise<string> {
  const res = await page.request.get('/api/platform/player');
  const body = (await res.json()) as { email: string };
  return body.email;
}

test.describe('promotions', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'a promo code issues a freebet: its alert shows once, is marked seen and the list has it',
    { tag: '@once' },
    async ({ page }) => {
      await signUp(page, 0);
      await page.goto('/promotions');
      const input = page.getByRole('textbox', { name: 'Promo code' });
      await input.fill('NOT-A-CODE');
      await page.getByRole('button', { name: 'Redeem' }).click();
      await expect(page.getByTestId('promo-code-error')).toHaveText(
        'This promo code does not exist.',
      );

      await input.fill('welcome10');
      await page.getByRole('button', { name: 'Redeem' }).click();
      await expect(page.getByTestId('promo-code-success')).toBeVisible();
      // bonus_issued: the alert comes by push, after its delay, one at a time
      await expect(alert(page)).toHaveCount(1);
      await expect(alert(page)).toContainText('New bonus');
      const freebets = page.getByTestId('kind-freebets');
      await expect(freebets.getByTestId('bonus-card').first()).toBeVisible();
      await screenshot(page, 'freebet-alert');

      // the alert sits over a phone's page top: closed, it is marked seen (spec §4)
      await alert(page).getByRole('button', { name: 'Close' }).click();
      await expect(alert(page)).toHaveCount(0);
      // the same code again: used
      await input.fill('WELCOME10');
      await page.getByRole('button', { name: 'Redeem' }).click();
      await expect(page.getByTestId('promo-code-error')).toHaveText(
        'This promo code has already been used.',
      );
      // marked seen on dismissal (spec §4): the server has no unseen freebet left
      await expect
        .poll(() => unseenCount(page, '/bonuses?unseen=true&type=freebet_no_risk'))
        .toBe(0);
      await page.reload();
      await expect(page.getByTestId('bonus-count')).toBeVisible();
      await expect(alert(page)).toHaveCount(0);
    },
  );

  test(
    'the bonus detail modal: terms, leaderboard of a tournament, activation',
    { tag: '@once' },
    async ({ page }) => {
      await signUp(page, 0);
      await page.goto('/promotions');
      const tournaments = page.getByTestId('kind-tournaments');
      await tournaments
        .getByRole('button', { name: /^Details/ })
        .first()
        .click();
      await expect(detail(page)).toBeVisible();
      await expect(detail(page).getByTestId('bonus-terms')).toBeVisible();
      await expect(detail(page).getByTestId('tournament-pool')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, 'tournament-detail');
      await page.keyboard.press('Escape');
      await expect(detail(page)).toHaveCount(0);
    },
  );

  test('a prediction vote is saved and shown', { tag: '@once' }, async ({ page }) => {
    await signUp(page, 0);
    await page.goto('/promotions');
    const prediction = page.getByTestId('prediction').first();
    // by keyboard: on a phone the fixed tab bar may cover the form's last row
    await prediction.getByRole('radio').nth(1).focus();
    await page.keyboard.press('Space');
    await expect(prediction.getByRole('radio').nth(1)).toBeChecked();
    await prediction.getByRole('button', { name: 'Vote' }).focus();
    await page.keyboard.press('Enter');
    await expect(prediction.getByRole('status')).toHaveText('Your vote is saved.');
    const chosen = await prediction
      .getByRole('radio')
      .nth(1)
      .evaluate((radio) => radio.parentElement?.textContent?.trim());
    await page.reload();
    await expect(page.getByTestId('prediction').first().getByTestId('prediction-vote')).toHaveText(
      `Your vote: ${chosen}`,
    );
  });

  test(
    'a jackpot hit shows in the jackpot-hit modal once, and the jackpot is live',
    { tag: '@once' },
    async ({ page }) => {
      await signUp(page, 0);
      await page.goto('/promotions');
      await expect(page.getByTestId('jackpot-banner').first()).toBeVisible();
      const email = await playerEmail(page);
      const hit = await fetch(`${apiUrl}/api/dev/jackpots/jp_demo/hit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, level_code: 'minor', status: 'paid' }),
      });
      expect(hit.status, await hit.text()).toBeLessThan(300);
      await page.reload();
      const modal = page.getByTestId('jackpot-hit');
      // the hits load after the page (lazy, after sign-in), then wait the reaction delay
      await expect(modal).toBeVisible({ timeout: 30_000 });
      await expect(modal).toContainText('you won');
      const won = (await (await page.request.get(`${V2}/jackpot-hits?for_user=true`)).json()) as {
        data: { amount: number }[];
      };
      const amount = ((won.data[0]?.amount ?? 0) / 100).toFixed(2);
      await expect(modal).toContainText(amount);
      // paid: the wallet went from 0 to the hit's amount
      await expect(balance(page)).toContainText(amount);
      await expectNoAxeViolations(page);
      await screenshot(page, 'jackpot-hit');
      await modal.getByRole('button', { name: 'Great' }).click();
      await expect(modal).toHaveCount(0);
      // shown once: closing marked it seen
      await expect.poll(() => unseenCount(page, '/jackpot-hits?for_user=true&unseen=true')).toBe(0);
    },
  );

  test('ar: the jackpot-hit and bonus detail modals have no accessibility violations, right to left', async ({
    page,
  }) => {
    await signUp(page, 0);
    const hit = await fetch(`${apiUrl}/api/dev/jackpots/jp_demo/hit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: await playerEmail(page), level_code: 'minor', status: 'paid' }),
    });
    expect(hit.status, await hit.text()).toBeLessThan(300);
    await page.goto('/ar/promotions');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const modal = page.getByTestId('jackpot-hit');
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await expect(detail(page)).toHaveAccessibleName('ربحت الجائزة الكبرى!');
    await expectNoAxeViolations(page);
    await screenshot(page, 'jackpot-hit-ar');
    await modal.getByRole('button', { name: 'رائع' }).click();
    await expect(modal).toHaveCount(0);

    await page
      .getByTestId('kind-tournaments')
      .getByRole('button', { name: /^التفاصيل/ })
      .first()
      .click();
    await expect(detail(page).getByTestId('bonus-terms')).toBeVisible();
    await expect(detail(page).getByTestId('tournament-pool')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'tournament-detail-ar');
    await page.keyboard.press('Escape');
    await expect(detail(page)).toHaveCount(0);
  });

  for (const locale of ['', '/ar']) {
    test(`${locale || '/en'}: /promotions has no accessibility violations, for a visitor and a player`, async ({
      page,
    }) => {
      await page.goto(`${locale}/promotions`);
      await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
      await expect(page.getByTestId('kind-comboboosts')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `visitor${locale.replace('/', '-')}`);

      await signUp(page, 0);
      await page.goto(`${locale}/promotions`);
      await expect(page.getByTestId('kind-freebets')).toBeVisible();
      await expect(
        page.getByTestId('kind-tournaments').getByTestId('bonus-card').first(),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `player${locale.replace('/', '-')}`);
    });
  }
});
