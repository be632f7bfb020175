import { expect, test } from '@playwright/test';

// Issue 16 item 4: a footer on every page with the operator's legal menu from the site
// configuration, its licence and texts, and the responsible-gambling way (spec §9 footer).

test('the footer links the legal pages and responsible gambling', async ({ page }, testInfo) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo', { name: 'Site footer' });
  const menu = footer.getByRole('navigation', { name: 'Site information' });
  for (const [name, href] of [
    ['About us', '/about'],
    ['General rules', '/general-rules'],
    ['Terms and conditions', '/terms-and-conditions'],
    ['Help center', '/help-center'],
  ] as const)
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(footer.getByRole('link', { name: 'Responsible gambling' })).toBeVisible();
  await expect(footer.getByText(/licence no\. DEMO-0001/)).toBeVisible();
  await expect(footer.getByText(/© 2026 Demo Gaming Ltd/)).toBeVisible();
  await expect(footer.getByText('18+')).toBeVisible();

  await footer.scrollIntoViewIfNeeded();
  await footer.screenshot({ path: `.artifacts/screens/site-footer-${testInfo.project.name}.png` });
});

test('the footer speaks the page language', async ({ page }) => {
  await page.goto('/de');
  const footer = page.getByRole('contentinfo', { name: 'Seitenfuß' });
  await expect(
    footer.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' }),
  ).toHaveAttribute('href', '/de/terms-and-conditions');
  await expect(footer.getByText(/Alle Rechte vorbehalten/)).toBeVisible();
});
