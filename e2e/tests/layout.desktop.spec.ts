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

  test('the sport list collapses to icons, keeps that over a reload, and expands again', async ({
    page,
  }) => {
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Sports' }).first();
    const soccer = sidebar.getByRole('link', { name: /^Soccer/ });
    const wide = (await sidebar.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Collapse sports list' }).click();
    await expect(page.getByRole('button', { name: 'Expand sports list' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
    // icons only, still named for screen readers
    await expect(soccer).toBeVisible();
    await page.reload();
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
    await page.getByRole('button', { name: 'Expand sports list' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBe(wide);
  });

  test('a tablet width shows the sport list as icons until the bettor expands it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto('/');
    const sidebar = page.getByRole('navigation', { name: 'Sports' }).first();
    expect((await sidebar.boundingBox())?.width ?? 0).toBeLessThan(100);
    await page.getByRole('button', { name: 'Expand sports list' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeGreaterThan(200);
  });
});
