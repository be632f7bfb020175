import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { pickAt, placeBet, settle, signUpFunded } from './bet-api';
import { expectNoAxeViolations } from './axe';

// Issue #14 notifications (spec §2 zone "notifications", §3, §7): written by the server on real
// events, counted live in the header, read one by one or all at once.

const bell = (page: Page) => page.getByTestId('notifications-button');
const counter = (page: Page) => page.getByTestId('notifications-unread');
const items = (page: Page) => page.getByTestId('notification');

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = path.join(
    testInfo.project.outputDir,
    '..',
    'screenshots',
    `${testInfo.project.name}-notifications-${name}.png`,
  );
  await page.screenshot({ path: file, animations: 'disabled' });
}

test.describe('notifications', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a settled winning bet arrives live; the counter drops on mark-as-read', async ({
    page,
  }, testInfo) => {
    // the quick deposit that funds the player is the first notification
    await signUpFunded(page, 100_00);
    const pick = await pickAt(testInfo, 12);
    await placeBet(page, [pick], 10_00);
    await page.goto('/');
    await expect(counter(page)).toContainText('1');

    await bell(page).click();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toContainText('Deposit received');

    // settled while the panel is open: the notification and the counter come by push
    await settle(pick, 'win_entire');
    await expect(counter(page)).toContainText('2');
    await expect(items(page)).toHaveCount(2);
    await expect(items(page).first()).toContainText('Bet won');
    await expect(items(page).first()).toContainText('Your bet won 20.00 EUR');
    await screenshot(page, testInfo, 'panel');

    await items(page).first().getByRole('button', { name: 'Mark as read' }).click();
    await expect(counter(page)).toContainText('1');
    await expect(items(page).first()).toHaveAttribute('data-read', 'true');

    await page.getByTestId('notifications-read-all').click();
    await expect(counter(page)).toHaveCount(0);
    await expect(items(page).nth(1)).toHaveAttribute('data-read', 'true');

    // the read state is the server's: still read after a reload
    await page.reload();
    await expect(bell(page)).toBeVisible();
    await expect(counter(page)).toHaveCount(0);
  });

  for (const locale of ['', '/ar']) {
    test(`${locale || '/en'}: the open panel has no accessibility violations`, async ({
      page,
    }, testInfo) => {
      await signUpFunded(page, 10_00);
      await page.goto(`${locale}/`);
      await expect(counter(page)).toBeVisible();
      await bell(page).click();
      await expect(items(page)).toHaveCount(1);
      await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page);
      await screenshot(page, testInfo, `panel${locale.replace('/', '-')}`);
      // Escape closes and gives the focus back to the bell
      await page.keyboard.press('Escape');
      await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(bell(page)).toBeFocused();
    });
  }
});
