import { expect, test } from '@playwright/test';
import { signUp } from './betslip-helpers';
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
