import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Full-page screenshots of the main pages per viewport (project) and theme, for review, in the
// gitignored .artifacts/screenshots/{project}-{theme}-{page}.png. Each page must show real
// content and must not scroll sideways.
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';
const THEMES = ['dark', 'light'] as const;

interface WireMatch {
  slug: string;
  name_a: string;
  name_b: string;
  sport: { key: string };
}

/** A live match of the running feed. */
async function liveMatch(): Promise<WireMatch> {
  const res = await fetch(`${apiUrl}/api/sportsbook/v2/matches?type=match&match_status=1&limit=1`);
  const body = (await res.json()) as { data: WireMatch[] };
  const match = body.data[0];
  if (!match) throw new Error('the feed shows no live match');
  return match;
}

const PAGES: Record<string, (page: Page) => Promise<void>> = {
  home: async (page) => {
    await page.goto('/');
    await expect(page.locator('li[data-match-id]').first()).toBeVisible();
  },
  live: async (page) => {
    await page.goto('/live');
    await expect(page.locator('li[data-match-id]').first()).toBeVisible();
  },
  match: async (page) => {
    const match = await liveMatch();
    await page.goto(`/${match.sport.key}/${match.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(match.name_a);
    // the scoreboard region is named after both sides
    await expect(
      page.getByRole('region', { name: `${match.name_a} – ${match.name_b}`, exact: true }),
    ).toBeVisible();
  },
};

for (const theme of THEMES) {
  for (const [name, open] of Object.entries(PAGES)) {
    test(`${name} in the ${theme} theme: real content, no sideways scroll, screenshot`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      if (!baseURL) throw new Error('no baseURL configured');
      // the server renders the theme from this cookie, as after a choice in the theme toggle
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL }]);
      await open(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

      // next to the run's other artifacts (outputDir is .artifacts/e2e-results)
      const file = path.join(
        testInfo.project.outputDir,
        '..',
        'screenshots',
        `${testInfo.project.name}-${theme}-${name}.png`,
      );
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    });
  }
}
