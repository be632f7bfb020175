import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { pickAt, placeBet, settle, signUpFunded } from './bet-api';

// Issue #14 reality check and session limit (spec §4, §8, §9) on the real pair. The shortest
// limits are one minute and the page checks the session every 30 s, so each modal comes within
// about 90 s of the page opening; these run once (the modals' layout is covered at both widths by
// limit-modals.spec.ts).

const SESSION_CHECK_WAIT = 150_000;

test('reality check: the session net result after a settled bet; continue keeps, sign out ends', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await signUpFunded(page, 100_00);
  const set = await page.request.post('/api/platform/user_limits', {
    data: { type: 'reality_check', value: 1 },
  });
  expect(set.status(), await set.text()).toBe(201);
  await page.goto('/');
  // the session starts with the page's first check; the bet is won inside it
  await expect
    .poll(async () => (await page.request.post('/api/platform/sportsbook_sessions')).status())
    .toBe(200);
  const pick = await pickAt(testInfo, 13);
  await placeBet(page, [pick], 10_00);
  await settle(pick, 'win_entire');

  const modal = page.getByTestId('limit-modal-realityCheck');
  await expect(modal).toBeVisible({ timeout: SESSION_CHECK_WAIT });
  await expect(page.getByTestId('reality-net')).toHaveText('€10.00');
  await expect(modal).toContainText('€20.00');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Continue playing' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('account-balance')).toContainText('€110.00');

  // the next check is a minute after "continue": this time the player signs out
  await expect(modal).toBeVisible({ timeout: SESSION_CHECK_WAIT });
  await modal.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await page.request.get('/api/platform/player')).status()).toBe(401);
});

test('session limit reached: the out-of-session modal opens and the session is cleared', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUpFunded(page, 10_00);
  const set = await page.request.post('/api/platform/user_limits', {
    data: { type: 'session', value: 1 },
  });
  expect(set.status(), await set.text()).toBe(201);
  await page.goto('/');
  const modal = page.getByTestId('limit-modal-outOfSession');
  await expect(modal).toBeVisible({ timeout: SESSION_CHECK_WAIT });
  await expect(modal).toContainText('Your session or playing time limit is reached');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await page.request.get('/api/platform/player')).status()).toBe(401);
  await expectNoAxeViolations(page);
});
