import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  apiUrl,
  escape,
  openMatches,
  pinMainMarket,
  pressOdds,
  signUp,
  signUpOn,
  slip,
  type WireMatch,
} from './betslip-helpers';
import {
  blockIdsOf,
  deletePage,
  putPage,
  reorderBlocks,
  savePage,
  type Block,
} from './content-api';

// Issue 16 acceptance through the operator API: custom pages, audience and player groups, the
// home page's order, refusals, and a page of every block kind under axe. Pages made here are
// removed and the home page's order restored, whatever the outcome.

const title = (en: string, ar = en) => ({ en: { title: en }, ar: { title: ar } });
const text = (en: string) => ({ en });

const blocks = (...list: Block[]) => list;

test.describe('content pages through the operator API (issue 16)', () => {
  test('a custom page with text, image, live events, top leagues and a button renders', async ({
    page,
    request,
  }) => {
    await savePage(request, {
      path: '/e2e-offers',
      translations: title('Weekend offers'),
      seo: { en: { title: 'Weekend offers', description: 'What is on this weekend' } },
      blocks: blocks(
        { id: 'intro', kind: 'text', html: text('<p>Big <strong>derby</strong> weekend.</p>') },
        {
          id: 'logo',
          kind: 'image',
          src: '/icon.svg',
          alt: text('Site logo'),
          width: 64,
          height: 64,
        },
        { id: 'live', kind: 'live_events', title: text('Live right now'), limit: 3 },
        { id: 'leagues', kind: 'top_leagues', title: text('Best leagues') },
        { id: 'cta', kind: 'button', label: text('See all promotions'), href: '/promotions' },
      ),
    });
    try {
      const response = await page.goto('/e2e-offers');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Weekend offers' })).toBeVisible();
      await expect(page).toHaveTitle(/Weekend offers/);
      await expect(page.getByText('derby', { exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Site logo' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Live right now' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Best leagues' })).toBeVisible();
      await page.getByRole('link', { name: 'See all promotions' }).click();
      await expect(page).toHaveURL(/\/promotions$/);
    } finally {
      await deletePage(request, '/e2e-offers');
    }
  });

  test('audience and player groups: shown per player (spec §2, §6)', async ({
    page,
    browser,
    request,
  }) => {
    await savePage(request, {
      path: '/e2e-members',
      translations: title('Members'),
      blocks: blocks(
        { id: 'all', kind: 'label', text: text('For everyone') },
        { id: 'in', kind: 'label', text: text('Members corner'), audience: 'LOGGED_IN' },
        { id: 'out', kind: 'label', text: text('Join us today'), audience: 'NOT_LOGGED_IN' },
        // players with a confirmed test.example email are in the test_payment group
        {
          id: 'grp',
          kind: 'label',
          text: text('Not for testers'),
          hidden_for_player_groups: ['test_payment'],
        },
      ),
    });
    // three sessions and six page loads on a busy machine
    test.setTimeout(240_000);
    try {
      await page.goto('/e2e-members');
      await expect(page.getByText('For everyone')).toBeVisible();
      await expect(page.getByText('Join us today')).toBeVisible();
      await expect(page.getByText('Members corner')).toHaveCount(0);

      await signUp(page, 0);
      await page.reload();
      await expect(page.getByText('Members corner')).toBeVisible();
      await expect(page.getByText('Join us today')).toHaveCount(0);
      await expect(page.getByText('Not for testers')).toBeVisible();

      const tester = await browser.newContext();
      try {
        await signUpOn(tester.request, 1000);
        const testerPage = await tester.newPage();
        await testerPage.goto('/e2e-members');
        await expect(testerPage.getByText('Members corner')).toBeVisible();
        await expect(testerPage.getByText('Not for testers')).toHaveCount(0);
      } finally {
        await tester.close();
      }
    } finally {
      await deletePage(request, '/e2e-members');
    }
  });

  test('reordering the home page blocks through the API: home follows', async ({
    page,
    request,
  }) => {
    const original = await blockIdsOf(request, '/');
    const reversed = [...original].reverse();
    const shown = () =>
      page
        .locator('[data-block-id]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-block-id')));
    try {
      await reorderBlocks(request, '/', reversed);
      await page.goto('/');
      await expect.poll(shown).toEqual(reversed);
    } finally {
      await reorderBlocks(request, '/', original);
    }
    await page.goto('/');
    await expect.poll(shown).toEqual(original);
  });

  test('an unknown block kind or unsafe HTML is 422 with field errors; the site keeps its page', async ({
    page,
    request,
  }) => {
    const base = { path: '/about', translations: title('Hacked') };
    const unknown = await putPage(request, { ...base, blocks: [{ id: 'x', kind: 'carousel' }] });
    expect(unknown.status()).toBe(422);
    expect(await unknown.json()).toMatchObject({
      code: 'validation_failed',
      errors: { 'blocks.0.kind': [{ code: 'unknown_block_kind' }] },
    });
    const unsafe = await putPage(request, {
      ...base,
      blocks: [
        { id: 'x', kind: 'text', html: { en: '<p onclick="steal()">hi</p><script>x()</script>' } },
      ],
    });
    expect(unsafe.status()).toBe(422);
    expect(await unsafe.json()).toMatchObject({
      errors: { 'blocks.0.html.en': [{ code: 'unsafe_html' }] },
    });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  test('a page of every block kind: axe at 375 and 1280 px, en and ar; screenshots', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const [match] = await openMatches(request, 0);
    if (!match) throw new Error('the feed has no prematch match');
    // the simulation may suspend the market the block's odds click needs
    await pinMainMarket(request, match);
    const live = await liveSoccerMatch(request);
    await savePage(request, everyBlockPage(match.id, live.id));
    const shot = (name: string) =>
      page.screenshot({
        path: path.join(testInfo.project.outputDir, '..', 'screenshots', `content-${name}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    try {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const locale of ['en', 'ar']) {
          await page.goto(locale === 'en' ? '/e2e-every-block' : '/ar/e2e-every-block');
          await expect(
            page.getByRole('heading', {
              level: 1,
              name: locale === 'en' ? 'Every block' : 'كل الكتل',
            }),
          ).toBeVisible();
          await expect(page.locator('[data-block]')).toHaveCount(23);
          await settle(page);
          await expectNoAxeViolations(page);
          await shot(`every-block-${locale}-${width}`);
        }
        await page.goto('/terms-and-conditions');
        await expectNoAxeViolations(page);
        await shot(`terms-${width}`);
      }
      await expectBlocksShowTheirKind(page, match);
    } finally {
      await deletePage(request, '/e2e-every-block');
    }
  });
});

/** A live soccer match: the feed keeps its statistics (possession, shots...). */
async function liveSoccerMatch(request: APIRequestContext): Promise<WireMatch> {
  const res = await request.get(
    `${apiUrl}/api/sportsbook/v2/matches?type=match&match_status=1&sport_key=soccer&limit=1`,
  );
  const [match] = ((await res.json()) as { data: WireMatch[] }).data;
  if (!match) throw new Error('no live soccer match');
  return match;
}

/**
 * Spec §2 block kinds show what they promise: the match's markets (a click adds to the slip),
 * its statistics, the seeded promotion tournament, and the jackpot and prediction they name.
 */
async function expectBlocksShowTheirKind(page: Page, match: WireMatch) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/e2e-every-block');
  const block = (id: string) => page.locator(`[data-block-id="${id}"]`);
  const outcome = match.main_market?.outcomes[0];
  if (!outcome) throw new Error('no outcome');
  const odds = block('markets')
    .getByTestId('market-groups')
    .getByRole('button', { name: new RegExp(`^${escape(outcome.name)}, `) })
    .first();
  // the block's list re-renders as its live entries arrive: each try re-finds the button
  await pressOdds(odds);
  await expect(await slip(page)).toContainText(match.name_a);
  await expect(block('stats').getByRole('definition').first()).toBeVisible();
  await expect(
    block('stats')
      .getByRole('term')
      .filter({ hasText: /possession/i }),
  ).toBeVisible();
  await expect(block('tournaments')).toContainText('Weekly tournament');
  await expect(
    block('tournaments').getByRole('link', { name: /Weekly tournament/ }),
  ).toHaveAttribute('href', /\/promotions\?bonus=tournaments/);
  await expect(block('jackpot')).toContainText('Sportsbook Jackpot');
  await expect(block('prediction')).toContainText('Who wins the derby?');
}

/** Waits until the streamed sections have replaced their skeletons. */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// the seed's demo promotions (apps/server/src/db/seed-jackpots.ts, seed-bonuses.ts)
const SEEDED_JACKPOT = 'jp_demo';
const SEEDED_PREDICTION = 'pr_demo_derby';

function everyBlockPage(matchId: number, liveMatchId: number) {
  const both = (en: string, ar: string) => ({ en, ar });
  return {
    path: '/e2e-every-block',
    translations: title('Every block', 'كل الكتل'),
    blocks: blocks(
      { id: 'label', kind: 'label', text: both('A label', 'عنوان') },
      {
        id: 'text',
        kind: 'text',
        html: both(
          '<p>Some <em>rich</em> text.</p><ul><li>One</li></ul>',
          '<p>نص <strong>غني</strong>.</p>',
        ),
      },
      {
        id: 'image',
        kind: 'image',
        src: '/icon.svg',
        alt: both('Logo', 'الشعار'),
        width: 48,
        height: 48,
      },
      { id: 'button', kind: 'button', label: both('Promotions', 'العروض'), href: '/promotions' },
      {
        id: 'banner',
        kind: 'page_banner',
        heading: both('Derby day', 'يوم الديربي'),
        subtitle: both('Boosted odds', 'احتمالات معززة'),
      },
      {
        id: 'frame',
        kind: 'iframe',
        src: 'https://example.com/widget',
        title: both('Widget', 'أداة'),
        height: 120,
      },
      { id: 'markets', kind: 'event_markets', match_id: matchId },
      { id: 'stats', kind: 'event_stats', match_id: liveMatchId },
      { id: 'live', kind: 'live_events', limit: 2 },
      { id: 'outrights', kind: 'outrights' },
      { id: 'prematch', kind: 'prematch_events', limit: 3 },
      { id: 'promocode', kind: 'promocode' },
      { id: 'result-events', kind: 'result_events', limit: 3 },
      { id: 'results', kind: 'results' },
      { id: 'schedule', kind: 'schedule', limit: 3 },
      { id: 'top-events', kind: 'top_events' },
      { id: 'top-leagues', kind: 'top_leagues' },
      { id: 'tournaments', kind: 'tournaments', limit: 2 },
      { id: 'bonuses', kind: 'bonuses', limit: 3 },
      { id: 'jackpot', kind: 'jackpot_banner', jackpot_id: SEEDED_JACKPOT },
      { id: 'speed-dial', kind: 'speed_dial' },
      { id: 'favorites', kind: 'favorites' },
      { id: 'prediction', kind: 'prediction', prediction_id: SEEDED_PREDICTION },
    ),
  };
}
