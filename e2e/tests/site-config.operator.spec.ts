import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  operatorHeaders as headers,
  readSiteConfig as readConfig,
  SHOWS_WITHIN,
  SITE_CONFIG,
} from './site-config-api';

// Issue 16 acceptance: the operator re-brands the running site through the operator API; the
// next page loads show it with no rebuild and no restart; a bad configuration changes nothing.

const patch = (request: APIRequestContext, data: unknown) =>
  request.patch(SITE_CONFIG, { headers, data: data as Record<string, unknown> });

/** The colour a fresh element painted with the primary brand token gets. */
const primaryColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--color-primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });

test('brand colour, logo and indexing change at run time; a bad configuration changes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(process.env.OPERATOR_API_KEY, 'the pair runs with an operator key').toBeTruthy();
  const original = await readConfig(request);
  try {
    const changed = await patch(request, {
      theme: { colours: { primary: '#ff0066' } },
      logo: { url: '/icon.svg', alt: 'Operator logo' },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    const brandLogo = page.getByRole('banner').getByRole('img', { name: 'Operator logo' });
    await expect(async () => {
      await page.goto('/');
      await expect(brandLogo).toHaveAttribute('src', '/icon.svg', { timeout: 1_000 });
      expect(await primaryColour(page)).toBe('rgb(255, 0, 102)');
    }).toPass({ timeout: SHOWS_WITHIN });

    for (const [bad, field] of [
      [{ theme: { colours: { primary: 'red; } body { display: none' } } }, 'theme.colours.primary'],
      [{ colour_scheme: 'pink' }, 'colour_scheme'],
    ] as const) {
      const res = await patch(request, bad);
      expect(res.status()).toBe(422);
      const body = (await res.json()) as { code: string; errors: Record<string, unknown[]> };
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.errors)).toContain(field);
    }
    // the running site keeps its last good configuration
    const stored = (await readConfig(request)) as { theme: { colours: { primary: string } } };
    expect(stored.theme.colours.primary).toBe('#ff0066');
    await page.goto('/');
    await expect(brandLogo).toBeVisible();
    expect(await primaryColour(page)).toBe('rgb(255, 0, 102)');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    expect((await patch(request, { indexing: false })).status()).toBe(200);
    await expect(async () => {
      await page.goto('/live');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/, {
        timeout: 1_000,
      });
    }).toPass({ timeout: SHOWS_WITHIN });
  } finally {
    const restored = await request.put(SITE_CONFIG, { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

test('a locale the operator turns off answers 404 and leaves the language picker', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const original = await readConfig(request);
  try {
    const res = await patch(request, {
      locales: { enabled: ['en', 'de', 'pt-BR'], default: 'en', force_prefix: false },
    });
    expect(res.status(), await res.text()).toBe(200);
    await expect(async () => {
      const answer = await page.goto('/ar/live');
      expect(answer?.status()).toBe(404);
    }).toPass({ timeout: SHOWS_WITHIN });
    await page.goto('/de/live');
    const picker = page.getByRole('banner').getByRole('combobox', { name: /Sprache/ });
    await expect(picker.locator('option')).toHaveText(['English', 'Deutsch', /Português/]);
  } finally {
    const restored = await request.put(SITE_CONFIG, { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});
