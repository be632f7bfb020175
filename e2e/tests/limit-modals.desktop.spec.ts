import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { pickAt, placeBet, rewindSessions, sessionCheck, settle, signUpFunded } from './bet-api';

// Issue #14 reality check and session limit (spec §4, §8, §9) on the real pair. The shortest
// limits are one minute and the page checks the session every 30 s: the dev API moves the
// player's sessions a minute back and the page's clock jumps to its next check, so the modals come
// through the page's own timer without minutes of waiting. These run once (the modals' layout is
// covered at both widths by limit-modals.spec.ts).

const SESSION_CHECK_MS = 30_000;

test('reality check: the session net result after a settled bet; continue keeps, sign out ends', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = await signUpFunded(page, 100_00);
  const set = await page.request.post('/api/platform/user_limits', {
    data: { type: 'reality_check', value: 1 },
  });
  expect(set.status(), await set.text()).toBe(201);
  await page.clock.install();
  // the session starts with the page's first check (its timer runs from then); the bet is won inside
  const firstCheck = sessionCheck(page);
  await page.goto('/');
  expect((await firstCheck).status()).toBe(200);
  const pick = await pickAt(testInfo, 13);
  await placeBet(page, [pick], 10_00);
  await settle(pick, 'win_entire');

  const modal = page.getByTestId('limit-modal-realityCheck');
  await rewindSessions(email, 60);
  await page.clock.fastForward(SESSION_CHECK_MS);
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('reality-net')).toHaveText('€10.00');
  await expect(modal).toContainText('€20.00');
  await expectNoAxeViolations(page);
  const continued = sessionCheck(page, '/continue');
  await modal.getByRole('button', { name: 'Continue playing' }).click();
  await expect(modal).toHaveCount(0);
  expect((await continued).status()).toBe(200);
  await expect(page.getByTestId('account-balance')).toContainText('€110.00');

  // the next one is due a minute after "continue": this time the player signs out
  await rewindSessions(email, 60);
  await page.clock.fastForward(SESSION_CHECK_MS);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await page.request.get('/api/platform/player')).status()).toBe(401);
});

test('session limit reached: the out-of-session modal opens and the session is cleared', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await signUpFunded(page, 10_00);
  const set = await page.request.post('/api/platform/user_limits', {
    data: { type: 'session', value: 1 },
  });
  expect(set.status(), await set.text()).toBe(201);
  await page.clock.install();
  const firstCheck = sessionCheck(page);
  await page.goto('/');
  expect((await firstCheck).status()).toBe(200);
  const modal = page.getByTestId('limit-modal-outOfSession');
  await rewindSessions(email, 60);
  await page.clock.fastForward(SESSION_CHECK_MS);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Your session or playing time limit is reached');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect((await page.request.get('/api/platform/player')).status()).toBe(401);
  await expectNoAxeViolations(page);
});
