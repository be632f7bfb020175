import { expect, test } from '@playwright/test';

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
});
