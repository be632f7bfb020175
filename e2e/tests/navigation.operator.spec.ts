import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import { apiUrl, openMatches } from './betslip-helpers';

// Issue 16 acceptance: the operator moves the search zone (spec §2 navigation zones) from the
// header to the side menu and the left sidebar through the site configuration; the next page
// load follows, at both widths, with no rebuild.

const SITE_CONFIG = `${apiUrl}/api/operator/site-config`;
const headers = { authorization: `Bearer ${process.env.OPERATOR_API_KEY ?? ''}` };
/** The web keeps the configuration 5 s (apps/web/src/session/site-config.ts); room for load. */
const SHOWS_WITHIN = 45_000;

type Zone = { kind: string } & Record<string, unknown>;
type Navigation = Record<
  'header' | 'left_sidebar' | 'mobile_side_menu' | 'tab_bar' | 'right_sidebar',
  Zone[]
>;

const readNavigation = async (request: APIRequestContext): Promise<Navigation> => {
  const res = await request.get(SITE_CONFIG, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { navigation: Navigation } }).data.navigation;
};

const saveNavigation = async (request: APIRequestContext, navigation: Navigation) => {
  const res = await request.patch(SITE_CONFIG, { headers, data: { navigation } });
  expect(res.status(), await res.text()).toBe(200);
};

test('search moves from the header to the side menu and the sidebar', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const original = await readNavigation(request);
  const withoutSearch = (zones: Zone[]) => zones.filter((zone) => zone.kind !== 'search');
  try {
    await saveNavigation(request, {
      ...original,
      header: withoutSearch(original.header),
      left_sidebar: [...original.left_sidebar, { kind: 'search' }],
      mobile_side_menu: [...original.mobile_side_menu, { kind: 'search' }],
    });

    const searchIn = (scope: ReturnType<typeof page.getByRole>) =>
      scope.getByRole('button', { name: 'Search', exact: true });
    await expect(async () => {
      await page.goto('/');
      await expect(searchIn(page.getByRole('banner'))).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: SHOWS_WITHIN });
    // the left sidebar has it, and it still opens the search
    const inSidebar = page.locator('#columns').getByRole('button', { name: 'Search', exact: true });
    await expect(inSidebar).toBeVisible();
    await expect(async () => {
      if (!(await page.getByRole('dialog').isVisible())) await inSidebar.click({ timeout: 2_000 });
      await expect(page.getByRole('searchbox')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // a phone: the header has no search either; the side menu lists it
    const phone = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 375, height: 812 },
      storageState: await page.context().storageState(),
    });
    try {
      const mobile = await phone.newPage();
      await mobile.goto('/');
      await expect(searchIn(mobile.getByRole('banner'))).toHaveCount(0);
      await mobile.getByRole('button', { name: 'Open menu' }).click();
      const menu = mobile.getByRole('dialog', { name: 'Menu' });
      await expect(searchIn(menu)).toBeVisible();
    } finally {
      await phone.close();
    }
  } finally {
    await saveNavigation(request, original);
  }
});

test('a zone placed where it cannot stand is refused with its field; the site keeps its menus', async ({
  request,
}) => {
  const original = await readNavigation(request);
  const res = await request.patch(SITE_CONFIG, {
    headers,
    data: { navigation: { ...original, tab_bar: [{ kind: 'brand_logo' }, { kind: 'bet_slip' }] } },
  });
  expect(res.status()).toBe(422);
  const body = (await res.json()) as { code: string; errors: Record<string, unknown[]> };
  expect(body.code).toBe('validation_failed');
  expect(Object.keys(body.errors)).toContain('navigation.tab_bar.0.kind');
  expect(await readNavigation(request)).toEqual(original);
});

test('with My Bets hidden by the site the bet panel has the bet slip alone (spec §2)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const setVisible = async (visible: boolean) => {
    const res = await request.patch(SITE_CONFIG, { headers, data: { my_bets_visible: visible } });
    expect(res.status(), await res.text()).toBe(200);
  };
  const panel = page.getByTestId('bet-panel-sidebar');
  try {
    await setVisible(false);
    await expect(async () => {
      await page.goto('/');
      await expect(panel).toBeVisible({ timeout: 5_000 });
      await expect(panel.getByRole('tab', { name: 'My bets' })).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: SHOWS_WITHIN });
  } finally {
    await setVisible(true);
  }
  await expect(async () => {
    await page.goto('/');
    await expect(panel.getByRole('tab', { name: 'My bets' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: SHOWS_WITHIN });
});

test('with the bet builder switched off by the site a match page offers none (spec §3)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [match] = (await openMatches(request, 0)).slice(-2);
  if (!match) throw new Error('no match');
  const setEnabled = async (enabled: boolean) => {
    const res = await request.patch(SITE_CONFIG, {
      headers,
      data: { custom_bet: { enabled } },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const builder = page.getByTestId('custom-bet-open');
  try {
    await setEnabled(false);
    await expect(async () => {
      await page.goto(`/${match.sport.key}/${match.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 5_000 });
      await expect(builder).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: SHOWS_WITHIN });
  } finally {
    await setEnabled(true);
  }
  await expect(async () => {
    await page.goto(`/${match.sport.key}/${match.slug}`);
    await expect(builder).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: SHOWS_WITHIN });
});
