import { expect, test } from '@playwright/test';
import { rewindSessions, sessionCheck } from './bet-api';
import { signUp, signUpOn } from './betslip-helpers';
import { expectNoAxeViolations } from './axe';

// Issue #14 activity tracking (spec §8, §9): with an activity limit in force the page pings every
// 60 s; the ping that passes the limit answers 401, the session is cleared and the
// activity-limit-reached modal opens. A 1-minute limit is passed by the first ping.

for (const locale of ['', '/ar']) {
  test(`${locale || '/en'}: an activity limit reached signs out and opens its modal (axe)`, async ({
    page,
  }) => {
    // axe over a whole page takes a while on a busy 2-core machine
    test.setTimeout(90_000);
    await signUp(page, 0);
    const set = await page.request.post('/api/platform/user_limits', {
      data: { type: 'activity', value: 1, period: 'day' },
    });
    expect(set.status(), await set.text()).toBe(201);
    await page.goto(`${locale}/`);
    const modal = page.getByTestId('limit-modal-activity');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    // signed out here: the bell and the balance of the signed-in header are gone
    await expect(page.getByTestId('account-balance')).toHaveCount(0);
    // the session is gone on the server too
    const player = await page.request.get('/api/platform/player');
    expect(player.status()).toBe(401);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `.artifacts/screenshots/${test.info().project.name}-limit-modal-activity${locale.replace('/', '-')}.png`,
    });
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(modal).toHaveCount(0);
  });
}

// The reality check and out-of-session modals in Arabic at both widths: a 1-minute reality check
// opens at the first session check after a minute; then a 1-minute session limit (already passed)
// ends the session at the next check, 30 s later. The dev API moves the sessions a minute back and
// the page's clock jumps to its next check, instead of minutes of waiting.
const SESSION_CHECK_MS = 30_000;

test('/ar: the reality check and the out-of-session modal (axe)', async ({ page }) => {
  test.setTimeout(150_000);
  const email = await signUpOn(page.request, 0);
  const check = await page.request.post('/api/platform/user_limits', {
    data: { type: 'reality_check', value: 1 },
  });
  expect(check.status(), await check.text()).toBe(201);
  await page.clock.install();
  // the session starts with the page's first check (its timer runs from then)
  const firstCheck = sessionCheck(page);
  await page.goto('/ar/');
  expect((await firstCheck).status()).toBe(200);
  await rewindSessions(email, 60);
  await page.clock.fastForward(SESSION_CHECK_MS);
  const reality = page.getByTestId('limit-modal-realityCheck');
  await expect(reality).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'تذكير الواقع' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `.artifacts/screenshots/${test.info().project.name}-limit-modal-reality-check-ar.png`,
  });
  const continued = sessionCheck(page, '/continue');
  await reality.getByRole('button', { name: 'متابعة اللعب' }).click();
  await expect(reality).toHaveCount(0);
  expect((await continued).status()).toBe(200);

  const session = await page.request.post('/api/platform/user_limits', {
    data: { type: 'session', value: 1 },
  });
  expect(session.status(), await session.text()).toBe(201);
  await page.clock.fastForward(SESSION_CHECK_MS);
  const out = page.getByRole('dialog', { name: 'تم بلوغ حد الجلسة' });
  await expect(out).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: `.artifacts/screenshots/${test.info().project.name}-limit-modal-out-of-session-ar.png`,
  });
});
