import { expect, test } from '@playwright/test';

// Spec §2 layout regions at the spec §9 desktop breakpoint (>= 1280 px).
test.describe('desktop layout', () => {
  test('desktop shows the header, the sport list sidebar and the bet panel, and no tab bar', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sports' }).first()).toBeVisible();
    const betPanel = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(betPanel).toBeVisible();
    await expect(betPanel).toContainText('Your bet slip is empty.');
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
  });
});
