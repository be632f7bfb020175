import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from './account-helpers';
import { browseFrom, viaEdge } from './edge';

// Issue 17 item 8: the blocked and locked redirects (spec §2 static pages, §8 texts) and the
// versioned JSON accept of the platform calls (spec §7), on the real pair.

const LOCKED = 'Unauthorized. Sorry, but you are not authorized to view the page';
const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

/** Screenshots at 1280 and 375 px wide for review, in .artifacts/screenshots/. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    const dir = path.join(test.info().project.outputDir, '..', 'screenshots');
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}

test.describe('a visitor from a blocked country (spec §2 /blocked)', { tag: '@once' }, () => {
  test('the edge country decides: 307 to /blocked, not stored, no loop; others pass', async () => {
    // KP is on the demo site configuration's blocked list (apps/server/seed/site-config.json)
    const redirected = await viaEdge(`${BASE}/soccer`, 'KP');
    expect(redirected.status).toBe(307);
    expect(redirected.headers.location).toBe('/blocked?country=KP');
    expect(redirected.headers['cache-control']).toMatch(/no-store/);
    const german = await viaEdge(`${BASE}/de/live`, 'KP');
    expect(german.headers.location).toBe('/de/blocked?country=KP');
    expect((await viaEdge(`${BASE}/blocked?country=KP`, 'KP')).status).toBe(200);
    expect((await viaEdge(`${BASE}/soccer`, 'DE')).status).toBe(200);
  });

  test('a client’s own X-Country is not believed', async ({ request }) => {
    const res = await request.get('/soccer', { headers: { 'x-country': 'KP' }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
  });

  test('the browser lands on /blocked naming the country, in the page’s locale', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await browseFrom(page, 'KP');
    await page.goto('/soccer');
    await expect(page).toHaveURL(/\/blocked\?country=KP$/);
    await expect(
      page.getByText("Sorry, we're not available in North Korea right now."),
    ).toBeVisible();
    await shoot(page, 'blocked');
    await page.goto('/de');
    await expect(page).toHaveURL(/\/de\/blocked\?country=KP$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(/Nordkorea/)).toBeVisible();
  });
});

test.describe('a locked player (spec §2 /locked)', { tag: '@once' }, () => {
  test('a signed-in player whose account is locked lands on /locked and stays', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = `locked-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await page.request.post('/api/platform/users', {
      data: {
        email,
        password: 'Locked-pass-2026',
        currency: 'EUR',
        country: 'DE',
        terms_accepted: true,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto('/soccer', { waitUntil: 'commit' });
    await expect(page.getByTestId('account-balance')).toBeVisible();

    const lock = await page.request.post(`${apiUrl}/api/dev/players/lock`, { data: { email } });
    expect(lock.status(), await lock.text()).toBe(200);
    // the redirect replaces the page as soon as GET /player answers: no need to wait for load
    await page.goto('/soccer', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/locked$/);
    await expect(page.getByText(LOCKED)).toBeVisible();
    // the page itself does not send to itself again
    await page.reload();
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page).toHaveURL(/\/locked$/);
    await shoot(page, 'locked');
  });
});

test.describe(
  'platform calls (spec §7 versioned JSON accept, app marker)',
  { tag: '@once' },
  () => {
    test('the browser sends the versioned type and the app marker on platform calls', async ({
      page,
    }) => {
      const call = page.waitForRequest((r) => r.url().includes('/api/platform/'));
      await page.goto('/');
      const headers = await (await call).allHeaders();
      expect(headers.accept).toBe('application/vnd.sportsbook.platform.v1+json');
      expect(headers['x-sportsbook-app']).toBe('web');
    });

    test('through the web, a newer version answers 406 with a code and message', async ({
      request,
    }) => {
      const res = await request.get('/api/platform/system', {
        headers: { accept: 'application/vnd.sportsbook.platform.v9+json' },
      });
      expect(res.status()).toBe(406);
      expect(await res.json()).toMatchObject({
        code: 'not_acceptable',
        message: expect.any(String),
      });
    });
  },
);
