import { expect, test } from '@playwright/test';

test.describe('theme', () => {
  test('dark by default; the light choice survives a reload', async ({ page, context }, info) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();

    if (info.project.name === 'mobile') {
      await page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: 'Menu' })
        .click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Light' })
        .click();
    } else {
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
    }
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await background()).not.toBe(dark);
    expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('light');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});
