import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// WCAG 2.1 AA via axe-core; serious and critical findings fail the build (UI.md: AA everywhere).
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

/** A live match page of the running feed (`/<sport>/<slug>`). */
async function liveMatchPath(): Promise<string> {
  const res = await fetch(`${apiUrl}/api/sportsbook/v2/matches?type=match&match_status=1&limit=1`);
  const body = (await res.json()) as { data: { slug: string; sport: { key: string } }[] };
  const match = body.data[0];
  if (!match) throw new Error('the feed shows no live match');
  return `/${match.sport.key}/${match.slug}`;
}

const PATHS = ['/', '/ar', '/live', '/ar/live', '/soccer', '/ar/soccer', 'match', 'ar-match'];

for (const path of [...PATHS, '/no/such/page', '/blocked?country=DE']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    // big live pages take axe a while on a busy 2-core machine
    test.setTimeout(90_000);
    const target =
      path === 'match'
        ? await liveMatchPath()
        : path === 'ar-match'
          ? `/ar${await liveMatchPath()}`
          : path;
    await page.goto(target);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
