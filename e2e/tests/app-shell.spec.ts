import { expect, test, type Page } from '@playwright/test';
import { isMobile, openMatches, pick } from './betslip-helpers';
import { REMINDED_ONLY } from './consent-state';

// Issue 17 item 3, spec §4: in the operator's app webview (agent `SportsbookApp/<v>` or `?app=1`,
// remembered for the session) there is no cookie notice; when the app draws its own header
// (`SportsbookAppHeader` or `?app=header`) the site's header keeps only the player's parts; a deep
// link opens its page.

// no cookie answer yet: on the web the notice would show
test.use({ storageState: REMINDED_ONLY });

const notice = (page: Page) => page.getByTestId('cookie-alert');
const header = (page: Page) => page.getByRole('banner');

test('?app=header: a deep link opens the match, no cookie notice, no duplicate header, slip reachable', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [match] = await openMatches(request, 0);
  if (!match) throw new Error('no match');

  // a deep link into the app: the match page itself
  await page.goto(`/${match.sport.key}/${match.slug}?app=header`);
  await expect(page.locator('html')).toHaveAttribute('data-app-shell', 'webview-header');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(match.name_a);
  // the site's brand, menus and search are the app's: only signing in (the balance) stays
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: /search/i })).toHaveCount(0);
  await expect(header(page).getByRole('navigation')).toHaveCount(0);

  // the page is live (an odds click reaches the slip), and still no notice
  await pick(page, match);
  await expect(notice(page)).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `.artifacts/screens/app-webview-header-${width}.png` });

  // remembered for the session: the next page keeps the mode without the query
  await page.goto('/live');
  await expect(page.locator('html')).toHaveAttribute('data-app-shell', 'webview-header');
  if (isMobile())
    await expect(
      page
        .getByRole('navigation', { name: 'Quick navigation' })
        .getByRole('button', { name: /Bet slip/ }),
    ).toBeVisible();
  else await expect(page.getByTestId('bet-panel-sidebar').getByTestId('bet-slip')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);

  // ?app=0 leaves the app mode: the site's own header and the notice are back
  await page.goto('/live?app=0');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-shell', /.*/);
  await expect(notice(page)).toBeVisible();
});

test.describe('the app’s user agent', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36 SportsbookApp/2.4.1',
  });

  test('marks the webview: no cookie notice, the site header whole', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [match] = await openMatches(request, 0);
    if (!match) throw new Error('no match');
    // the page is live once an odds click reaches the slip: the notice would be up by then
    await pick(page, match);
    await expect(page.locator('html')).toHaveAttribute('data-app-shell', 'webview');
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `.artifacts/screens/app-webview-${width}.png` });
  });
});
