import { expect, test, type APIRequestContext } from '@playwright/test';
import { openMatches, pick, signUp } from './betslip-helpers';
import {
  operatorHeaders as headers,
  readSiteConfig as readConfig,
  SHOWS_WITHIN,
  SITE_CONFIG,
} from './site-config-api';
import { expectNoAxeViolations } from './axe';

// Issue 16 item 1: site settings stored in the site configuration apply at run time: the
// date-time patterns, floating favorites and the quick deposit feature flag (spec §3, §6).

/** Applies `data` as the operator, runs `body`, and always puts the configuration back. */
async function withSettings(
  request: APIRequestContext,
  data: Record<string, unknown>,
  body: () => Promise<void>,
): Promise<void> {
  expect(process.env.OPERATOR_API_KEY, 'the pair runs with an operator key').toBeTruthy();
  const original = await readConfig(request);
  try {
    const res = await request.patch(SITE_CONFIG, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
    await body();
  } finally {
    const restored = await request.put(SITE_CONFIG, { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
}

test('the date-time pattern shows on the transaction history after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUp(page, 10_00);
  await withSettings(
    request,
    { date_time: { date: 'yyyy/MM/dd', time: 'HH.mm', date_time: "yyyy/MM/dd 'at' HH.mm" } },
    async () => {
      const date = page.locator('[data-cell="date"]').first();
      await expect
        .poll(
          async () => {
            await page.goto('/profile/wallet/transactions');
            await date.waitFor();
            return date.textContent();
          },
          { timeout: SHOWS_WITHIN },
        )
        .toMatch(/^\d{4}\/\d{2}\/\d{2} at \d{2}\.\d{2}$/);
    },
  );
});

test('floating favorites: a link to the favorites with the count, clear of the floating ticket', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [match] = await openMatches(request, 0);
  if (!match) throw new Error('no open match');
  await signUp(page, 0);
  const added = await page.request.post(`/api/sportsbook/v2/favourites/matches/${match.id}`);
  expect(added.status(), await added.text()).toBe(200);
  await withSettings(request, { floating: { favorites: true, ticket: true } }, async () => {
    const button = page.getByTestId('floating-favorites');
    await expect
      .poll(
        async () => {
          await page.goto('/live');
          return button.count();
        },
        { timeout: SHOWS_WITHIN },
      )
      .toBe(1);
    await expect(page.getByTestId('floating-favorites-count')).toHaveText('1');
    await expect(button).toHaveAccessibleName('Favorites 1');
    await page.screenshot({ path: test.info().outputPath('floating-favorites-1280.png') });

    // a phone with a selection: the floating ticket's bar and the button do not overlap
    await page.setViewportSize({ width: 375, height: 812 });
    await pick(page, match);
    const bar = page.getByTestId('floating-ticket');
    await expect(bar).toBeVisible();
    await expect(button).toBeVisible();
    const [a, b] = [await button.boundingBox(), await bar.boundingBox()];
    if (!a || !b) throw new Error('no boxes');
    expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
    await page.screenshot({ path: test.info().outputPath('floating-favorites-375.png') });

    await button.click();
    await expect(page).toHaveURL(/\/favorites$/);
  });
  // off again (the seed): no button
  await expect
    .poll(
      async () => {
        await page.goto('/live');
        return page.getByTestId('floating-favorites').count();
      },
      { timeout: SHOWS_WITHIN },
    )
    .toBe(0);
});

test('quick deposit off: the deposit page does not offer it and the API refuses it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // a test-payment player, whom quick deposit is offered to while the flag is on
  await signUp(page, 10_00);
  await page.goto('/profile/wallet/deposit');
  await expect(page.getByTestId('quick-deposit-typed')).toBeVisible();
  await withSettings(request, { features: { quick_deposit: false } }, async () => {
    await expect
      .poll(
        async () => {
          await page.goto('/profile/wallet/deposit');
          await page.getByLabel('Amount').first().waitFor();
          return page.getByTestId('quick-deposit-typed').count();
        },
        { timeout: SHOWS_WITHIN },
      )
      .toBe(0);
    const refused = await page.request.post('/api/platform/player/quick_deposit', {
      data: { amount: 10_00, currency: 'EUR' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('quick_deposit_disabled');
  });
});

test('a new app version: a polite notice with Reload (en) and dismiss (ar), axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // the watch asks every 5 minutes: the page's clock is moved on instead of waiting
  await page.clock.install();
  const current = String((await readConfig(request)).app_version);
  const notice = page.getByTestId('app-version-notice');
  const waitForNotice = () =>
    expect
      .poll(
        async () => {
          await page.clock.fastForward('05:01');
          return notice.count();
        },
        { timeout: SHOWS_WITHIN },
      )
      .toBe(1);
  // each change comes after the page was rendered, so the page's version differs from it
  await page.goto('/');
  await page.getByRole('banner').waitFor();
  await withSettings(request, { app_version: `${current}-next` }, async () => {
    await waitForNotice();
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(notice).toContainText('A new version is available');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('app-version-en.png') });
    await Promise.all([
      page.waitForEvent('load'),
      notice.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.getByRole('banner').waitFor();
    await expect(notice).toHaveCount(0);
  });

  await page.goto('/ar');
  await page.getByRole('banner').waitFor();
  await withSettings(request, { app_version: `${current}-ar` }, async () => {
    await waitForNotice();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('app-version-ar.png') });
    await notice.getByRole('button').last().click();
    await expect(notice).toHaveCount(0);
  });
});
