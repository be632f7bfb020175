import { expect, test } from '@playwright/test';
import { signUp } from './betslip-helpers';

// Spec §2 layout regions below the spec §9 mobile breakpoint (780 px).
test.describe('mobile layout', () => {
  test('mobile shows a tab bar; the side menu opens with the sport list and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(tabBar).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Bet slip' })).toBeHidden();

    await tabBar.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /Soccer/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await tabBar.getByRole('button', { name: 'Bet slip' }).click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(sheet).toContainText('Your bet slip is empty.');
  });

  test('the tab bar reaches live and search with one thumb', async ({ page }) => {
    await page.goto('/');
    const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await tabBar.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog', { name: 'Search' });
    await expect(search.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await tabBar.getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const tab of await tabBar.getByRole('listitem').all()) {
      const box = await tab.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });

  test('signed in with a four-digit balance, the header fits a 375 px phone', async ({ page }) => {
    await signUp(page, 250_000);
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /2,500\.00/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /Bonuses/ })).toBeVisible();
    // nothing pushes the page sideways: the fixed tab bar stays where a thumb reaches it
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(widths[0]).toBe(widths[1]);
  });
});
