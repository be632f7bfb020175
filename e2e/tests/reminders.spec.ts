import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { CONSENT_ONLY } from './consent-state';
import { PASSWORD } from './bet-api';

// Issue #14 reminders (spec §4, §9): the sign-up reminder once for an anonymous visitor after the
// site's seconds (60 on the pair), the deposit reminder once a day for the site's player group
// (every new player: `regular`) after remindAfter (10 s). The page clock is moved on instead of
// waiting; the exact delays are checked by the component tests.
test.use({ storageState: CONSENT_ONLY });

/** Moves the page's clock on in 5-second steps until `done` holds (the timer starts once the
 * session and the site's settings are known, which the test cannot see). */
async function fastForwardUntil(page: Page, done: () => Promise<boolean>): Promise<number> {
  let moved = 0;
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.fastForward(5_000);
        moved += 5_000;
        return false;
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBe(true);
  return moved;
}

const reminderCookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name);

test('the sign-up reminder shows once, after a minute, and opens the sign-up', async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await page.goto('/');
  const card = page.getByTestId('reminder-signUp');
  const moved = await fastForwardUntil(page, async () => (await card.count()) === 1);
  expect(moved).toBeGreaterThanOrEqual(55_000);
  await expect(card.getByRole('heading', { name: 'New here?' })).toBeVisible();
  await expectNoAxeViolations(page);
  const cookie = await reminderCookie(page, 'signUpReminded');
  expect(cookie?.value).toBe('1');
  await card.getByRole('button', { name: 'Sign up' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();

  // once: a new page and two more minutes bring no second reminder
  await page.goto('/live');
  await page.clock.fastForward(120_000);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test(
  'the deposit reminder shows for a player of the group, links to the deposit and comes back a day later',
  { tag: '@once' },
  async ({ page }) => {
    test.setTimeout(90_000);
    const email = `remind-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await page.request.post('/api/platform/users', {
      data: { email, password: PASSWORD, currency: 'EUR', country: 'DE', terms_accepted: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.clock.install();
    await page.goto('/ar/');
    const card = page.getByTestId('reminder-deposit');
    const moved = await fastForwardUntil(page, async () => (await card.count()) === 1);
    expect(moved).toBeGreaterThanOrEqual(5_000);
    await expect(card.getByRole('heading', { name: 'مستعد للرهان التالي؟' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `.artifacts/screenshots/reminder-deposit-ar-${test.info().project.name}.png`,
    });

    // spec §9: the cookie lasts a day
    const cookie = await reminderCookie(page, 'depositReminded');
    const hours = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
    await card.getByRole('link', { name: 'إيداع' }).click();
    await expect(page).toHaveURL(/\/ar\/profile\/wallet\/deposit$/);
    await expect(card).toHaveCount(0);

    // the same day: no second reminder; once the cookie is gone (a day later) it comes again
    await page.goto('/');
    await page.clock.fastForward(30_000);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('reminder-deposit')).toHaveCount(0);
    await page.context().clearCookies({ name: 'depositReminded' });
    await page.reload();
    await fastForwardUntil(page, async () => (await card.count()) === 1);
    await expect(card.getByRole('heading', { name: 'Ready for the next bet?' })).toBeVisible();
    await card.getByRole('button', { name: 'Not now' }).click();
    await expect(card).toHaveCount(0);
  },
);

test(
  'an anonymous visitor who signed in before on this browser is not reminded to sign up',
  { tag: '@once' },
  async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('isRegistered', '1'));
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.clock.fastForward(120_000);
    await page.clock.fastForward(120_000);
    await expect(page.getByTestId('reminder-signUp')).toHaveCount(0);
    expect(await reminderCookie(page, 'signUpReminded')).toBeUndefined();
  },
);
