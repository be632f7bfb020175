import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Issue 17 acceptance (spec §8): the global alerts are accessible at 375 and 1280 px, in en and
// ar: the render-failure fallback and the connection alert while offline.

async function screenshot(page: Page, name: string): Promise<void> {
  const info = test.info();
  await page.screenshot({
    path: path.join(
      info.project.outputDir,
      '..',
      'screenshots',
      `${info.project.name}-${name}.png`,
    ),
    animations: 'disabled',
  });
}

for (const locale of ['en', 'ar']) {
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test(`${locale}: the render-failure fallback has no accessibility violations`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${prefix}/dev/render-error`);
    await expect(page.getByTestId('render-fallback')).toHaveText('UNEXPECTED ERROR');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectNoAxeViolations(page);
    await screenshot(page, `render-fallback-${locale}`);
  });

  test(`${locale}: the offline alert has no accessibility violations and clears on reconnect`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${prefix}/`);
    const alert = page.getByTestId('connection-alert');
    await expect(alert).toHaveCount(0);
    await context.setOffline(true);
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('role', /^(alert|status)$/);
    await expectNoAxeViolations(page);
    await screenshot(page, `offline-alert-${locale}`);
    await context.setOffline(false);
    await expect(alert).toHaveCount(0, { timeout: 45_000 });
  });
}
