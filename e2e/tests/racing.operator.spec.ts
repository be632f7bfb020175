import { expect, test } from '@playwright/test';
import {
  operatorHeaders as headers,
  readSiteConfig,
  SHOWS_WITHIN,
  SITE_CONFIG,
} from './site-config-api';

// Issue 17 item 5: racing and lotteries exist only while the site's betting settings have them on.

test('racing switched off answers 404 and leaves the sport list; on again, it is back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const original = await readSiteConfig(request);
  try {
    const off = await request.patch(SITE_CONFIG, {
      headers,
      data: { is_horse_racing_enabled: false },
    });
    expect(off.status(), await off.text()).toBe(200);
    await expect(async () => {
      const answer = await page.goto('/racing');
      expect(answer?.status()).toBe(404);
    }).toPass({ timeout: SHOWS_WITHIN });
    await page.goto('/lotteries');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lotteries');
    await expect(page.locator('a[href="/racing"]')).toHaveCount(0);
  } finally {
    const restored = await request.put(SITE_CONFIG, { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
  await expect(async () => {
    const answer = await page.goto('/racing');
    expect(answer?.status()).toBe(200);
  }).toPass({ timeout: SHOWS_WITHIN });
});
