import { expect, test, type APIRequestContext } from '@playwright/test';

// Home page sections of spec §2: top leagues, the all-leagues modal and the event banner.
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

interface WireTournament {
  name: string;
  slug: string;
  sport: { key: string };
}

async function tournaments(request: APIRequestContext, query: string): Promise<WireTournament[]> {
  const res = await request.get(`${apiUrl}/api/sportsbook/v2/tournaments?locale=en&${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { data: WireTournament[] };
  if (body.data.length === 0) throw new Error(`the API lists no tournament for ${query}`);
  return body.data;
}

test('top leagues: a league chip leads to its league page', async ({ page, request }) => {
  // the strip shows the API's top bettable leagues in its order; the first is always on it
  const [league] = await tournaments(request, 'top=true&bettable=true&limit=20');
  if (!league) throw new Error('no top league');
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Top leagues' });
  await expect(section.getByRole('heading', { level: 2, name: 'Top leagues' })).toBeVisible();
  const chip = section.locator(`a[href="/${league.sport.key}/${league.slug}"]`);
  await expect(chip).toBeVisible();
  const leagueUrl = new RegExp(`/${league.sport.key}/${league.slug}$`);
  // a click landing while a loaded machine still hydrates the strip can be dropped: click again
  await expect(async () => {
    if (!leagueUrl.test(page.url())) await chip.click({ timeout: 5_000 });
    await expect(page).toHaveURL(leagueUrl, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: league.name })).toBeVisible();
});

test('all leagues: the dialog lists every league and closes with Escape', async ({
  page,
  request,
}) => {
  const [first] = await tournaments(request, 'limit=1');
  if (!first) throw new Error('no league');
  await page.goto('/');
  const open = page.getByRole('button', { name: 'All leagues' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'All leagues' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: first.name, exact: true }).first()).toBeVisible();
  expect(await dialog.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the event banner shows a top event and links to its match page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const banner = page.locator('[data-event-banner]');
  await expect(banner).toBeVisible();
  const id = await banner.getAttribute('data-event-banner');
  const res = await request.get(`${apiUrl}/api/sportsbook/v2/matches/${id}?locale=en`);
  const match = (await res.json()) as { name_a: string; slug: string; sport: { key: string } };
  const link = banner.locator(`#top-event-${id}`);
  await expect(link).toHaveAttribute('href', `/${match.sport.key}/${match.slug}`);
  await expect(link).toContainText(match.name_a);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${match.sport.key}/${match.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(match.name_a);
});

test('home: only the scroll strips scroll sideways; banner odds keep a 44 px target', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-event-banner]')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const odds = page.locator('[data-event-banner] button[aria-pressed]');
  const count = await odds.count();
  for (let i = 0; i < count; i++) {
    const box = await odds.nth(i).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});
