import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Spec §2 navigation zone "search" and §5 search (3..50 characters), against the live feed's data.
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

interface WireMatch {
  id: number;
  slug: string;
  status: number;
  name_a: string;
  name_b: string;
  sport: { key: string; name: string };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * An upcoming (else live) match that the search API finds by its home team's name, so the test
 * does not depend on how many other matches share that name.
 */
async function searchableMatch(request: APIRequestContext): Promise<WireMatch> {
  const res = await request.get(`${apiUrl}/api/sportsbook/v2/matches?type=match&limit=20`);
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: WireMatch[] };
  // prematch first: a live match could finish (and leave the search) while the test runs
  const candidates = [...data.filter((m) => m.status === 0), ...data.filter((m) => m.status === 1)];
  for (const match of candidates.slice(0, 5)) {
    const found = await request.get(`${apiUrl}/api/sportsbook/v2/search`, {
      params: { q: match.name_a, locale: 'en' },
    });
    const body = (await found.json()) as { events: { id: number }[] };
    if (body.events.some((e) => e.id === match.id)) return match;
  }
  throw new Error('no upcoming or live match is found by its home team name');
}

/** Opens the modal from the header button, once the page is interactive. */
async function openSearchModal(page: Page) {
  const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  // a click before hydration does nothing: retry until the modal opens
  await expect(async () => {
    // a click that opened the modal late (under load) already did the job
    if (!(await dialog.isVisible())) await button.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const input = dialog.getByRole('searchbox', { name: 'Search for teams, matches or leagues' });
  await expect(input).toBeFocused();
  return { button, dialog, input };
}

test('search by a team name lists the match under its sport and opens its page', async ({
  page,
  request,
}) => {
  const match = await searchableMatch(request);
  await page.goto('/');
  const { dialog, input } = await openSearchModal(page);

  await input.fill(match.name_a);
  const result = dialog.locator(`a[href$="/${match.sport.key}/${match.slug}"]`);
  await expect(result).toBeVisible();
  await expect(result).toContainText(match.name_a);
  await expect(result).toContainText(match.name_b);
  await expect(result.locator('mark').first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: match.sport.name, exact: true })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ results?$/);

  await result.click();
  await expect(page).toHaveURL(new RegExp(`/${match.sport.key}/${escapeRegExp(match.slug)}$`));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(match.name_a);
});

test(
  'fewer than 3 characters show the hint and send no request; Escape closes',
  { tag: '@once' },
  async ({ page }) => {
    const searched: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.endsWith('/v2/search')) searched.push(url.searchParams.get('q') ?? '');
    });
    await page.goto('/');
    const { button, dialog, input } = await openSearchModal(page);
    const hint = dialog.getByText('Type at least 3 characters');
    await expect(hint).toBeVisible();

    await input.fill('zq');
    await expect(hint).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(0);

    // the third character is sent once typing pauses; nothing was sent for two
    const sent = page.waitForRequest((req) => new URL(req.url()).pathname.endsWith('/v2/search'));
    await input.fill('zqx');
    await sent;
    await expect(hint).toBeHidden();
    expect(searched).toEqual(['zqx']);
    await expect(
      dialog.getByRole('paragraph').filter({ hasText: 'No results for “zqx”' }),
    ).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  },
);

test('the / key opens search outside text fields', { tag: '@once' }, async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }),
  ).toBeVisible();
  await expect(async () => {
    await page.locator('body').press('/');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    dialog.getByRole('searchbox', { name: 'Search for teams, matches or leagues' }),
  ).toBeFocused();
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();
});
