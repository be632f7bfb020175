import { expect, test, type Page } from '@playwright/test';

// Spec §2 page head: title, description, canonical and alternate-language links, social preview,
// structured data, noindex. The head does not depend on the viewport: desktop only.
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';
const LOCALES = ['en', 'de', 'pt-BR', 'ar'] as const;

interface WireMatch {
  slug: string;
  name_a: string;
  name_b: string;
  sport: { key: string; name: string };
  tournament: { name: string; slug: string };
}

/** A live match of the running feed, as the API lists it. */
async function liveMatch(): Promise<WireMatch> {
  const res = await fetch(`${apiUrl}/api/sportsbook/v2/matches?type=match&match_status=1&limit=1`);
  const body = (await res.json()) as { data: WireMatch[] };
  const match = body.data[0];
  if (!match) throw new Error('the feed shows no live match');
  return match;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts.first()).toBeAttached();
  const texts = await scripts.allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * The head every indexable page has: a specific title, a description, a canonical URL that is
 * the page's own absolute URL without its query, one alternate per locale plus x-default, and
 * the social preview tags. `path` is the locale-free path; `locale` the page's.
 */
async function expectHead(
  page: Page,
  { path, locale, title }: { path: string; locale: (typeof LOCALES)[number]; title: RegExp },
) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}/);

  const origin = new URL(page.url()).origin;
  const at = (prefix: string) =>
    new URL(`${prefix}${path === '/' && prefix ? '' : path}`, origin).href;
  const own = at(locale === 'en' ? '' : `/${locale}`);
  expect(own).toBe(new URL(new URL(page.url()).pathname, origin).href);

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').href).toBe(own);

  for (const other of LOCALES) {
    const href = await page
      .locator(`link[rel="alternate"][hreflang="${other}"]`)
      .getAttribute('href');
    expect(new URL(href ?? '').href, other).toBe(at(other === 'en' ? '' : `/${other}`));
  }
  const fallback = await page
    .locator('link[rel="alternate"][hreflang="x-default"]')
    .getAttribute('href');
  expect(new URL(fallback ?? '').href).toBe(at(''));

  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  const ogUrl = await page.locator('meta[property="og:url"]').getAttribute('content');
  expect(new URL(ogUrl ?? '').href).toBe(own);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
    'content',
    /^[a-z]{2}_[A-Z]{2}$/,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);

  const organization = (await structuredData(page)).find((d) => d['@type'] === 'Organization');
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: expect.any(String),
  });
}

test.describe('page head (spec §2)', () => {
  test('home', async ({ page }) => {
    await page.goto('/?ref=e2e');
    await expectHead(page, { path: '/', locale: 'en', title: /sports betting/i });
  });

  test('/de/live, in German', async ({ page }) => {
    await page.goto('/de/live');
    await expectHead(page, { path: '/live', locale: 'de', title: /^Livewetten · / });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  });

  test('a league page names league and sport', async ({ page }) => {
    const match = await liveMatch();
    const path = `/${match.sport.key}/${match.tournament.slug}`;
    await page.goto(`${path}?ref=e2e`);
    await expectHead(page, {
      path,
      locale: 'en',
      title: new RegExp(`^${escape(match.tournament.name)} – ${escape(match.sport.name)} · `),
    });
  });

  test('a live match page names both sides and carries SportsEvent data', async ({ page }) => {
    const match = await liveMatch();
    const path = `/${match.sport.key}/${match.slug}`;
    await page.goto(path);
    await expectHead(page, {
      path,
      locale: 'en',
      title: new RegExp(
        `^${escape(match.name_a)} vs ${escape(match.name_b)} – ${escape(match.tournament.name)} · `,
      ),
    });
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(escape(match.name_a)),
    );

    const event = (await structuredData(page)).find((d) => d['@type'] === 'SportsEvent');
    expect(event).toMatchObject({
      name: `${match.name_a} vs ${match.name_b}`,
      startDate: expect.any(String),
      eventStatus: 'https://schema.org/EventScheduled',
      competitor: [
        { '@type': 'SportsTeam', name: match.name_a },
        { '@type': 'SportsTeam', name: match.name_b },
      ],
    });
  });

  test('/locked is kept out of search results', async ({ page }) => {
    await page.goto('/locked');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
