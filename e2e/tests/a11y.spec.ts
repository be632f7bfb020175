import { axeBuilder } from './axe';
import { expect, test } from '@playwright/test';

// WCAG 2.1 AA via axe-core on every route of the browsing pages, in en and ar: any violation,
// whatever its impact, fails (UI.md: AA everywhere). Desktop (1280 px) runs every page in both
// locales; the phone (375 px) every page in English and the home page in Arabic: right to left
// changes direction, not the names, roles and contrast axe checks, which desktop covers in Arabic.
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

interface WireEvent {
  slug: string;
  sport: { key: string };
  tournament: { slug: string } | null;
  category: { slug: string };
}

async function firstEvent(query: string): Promise<WireEvent> {
  const res = await fetch(`${apiUrl}/api/sportsbook/v2/matches?${query}&limit=1`);
  const body = (await res.json()) as { data: WireEvent[] };
  const event = body.data[0];
  if (!event) throw new Error(`the feed has no event for ${query}`);
  return event;
}

/** Paths that depend on the running feed, resolved when the test runs. */
const FEED_PATHS: Record<string, () => Promise<string>> = {
  match: async () => {
    const m = await firstEvent('type=match&match_status=1');
    return `/${m.sport.key}/${m.slug}`;
  },
  league: async () => {
    const m = await firstEvent('type=match&match_status=1');
    return `/${m.sport.key}/${m.tournament?.slug ?? ''}`;
  },
  category: async () => {
    const m = await firstEvent('type=match&match_status=1');
    return `/${m.sport.key}/${m.category.slug}`;
  },
  outright: async () => {
    const o = await firstEvent('type=season');
    return `/${o.sport.key}/${o.slug}`;
  },
};

const PATHS = [
  '/',
  '/top-sports',
  '/soccer',
  '/cybersport',
  '/live',
  '/schedule',
  '/results',
  'match',
  'league',
  'category',
  'outright',
  '/no/such/page',
  '/500',
  '/locked',
  '/blocked?country=DE',
];

for (const locale of ['', '/ar']) {
  for (const path of PATHS) {
    const once = locale !== '' && path !== '/';
    test(
      `${locale}${path.startsWith('/') ? path : ` ${path}`} has no accessibility violations`,
      {
        tag: once ? ['@once'] : [],
      },
      async ({ page }) => {
        // big live pages take axe a while on a busy 2-core machine
        test.setTimeout(90_000);
        const resolve = FEED_PATHS[path];
        const target = `${locale}${resolve ? await resolve() : path}`;
        await page.goto(target === '' ? '/' : target);
        const results = await axeBuilder(page)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const violations = results.violations.map(
          (v) =>
            `${v.impact ?? ''} ${v.id}: ${v.help} (${v.nodes
              .slice(0, 5)
              .map((n) => n.target.join(' '))
              .join(', ')})`,
        );
        expect(violations).toEqual([]);
      },
    );
  }
}
