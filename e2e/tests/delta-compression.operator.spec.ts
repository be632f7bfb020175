import { expect, test, type Page } from '@playwright/test';
import { oddsButton, openMatches, pinMainMarket, raiseFirstOdds } from './betslip-helpers';
import {
  operatorHeaders as headers,
  readSiteConfig,
  SHOWS_WITHIN,
  SITE_CONFIG,
} from './site-config-api';

// Issue 17 item 8: the web asks for fossil delta compression only when the site's
// delta_compression flag is on (spec §6, §7 real-time), and a subscribed match page still
// follows odds changes with it.

/** Every subscribe command the page's real-time connection sends, as JSON text. */
function subscribeFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      if (text.includes('"subscribe"')) frames.push(text);
    });
  });
  return frames;
}

test('flag off: no delta asked for; flag on: delta asked for and odds changes still arrive', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const [match] = await openMatches(request, 1);
  if (!match) throw new Error('no live match');
  const { outcome } = await pinMainMarket(request, match);
  const url = `/${match.sport.key}/${match.slug}`;

  const before = subscribeFrames(page);
  await page.goto(url);
  await expect.poll(() => before.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(before.join('\n')).not.toContain('"delta"');

  const original = await readSiteConfig(request);
  try {
    const on = await request.patch(SITE_CONFIG, {
      headers,
      data: { features: { delta_compression: true } },
    });
    expect(on.status(), await on.text()).toBe(200);

    // the web keeps its configuration a few seconds: reload until a subscribe asks for delta
    const frames = subscribeFrames(page);
    await expect
      .poll(
        async () => {
          frames.length = 0;
          await page.reload();
          await expect.poll(() => frames.length, { timeout: 20_000 }).toBeGreaterThan(0);
          return frames.some((frame) => frame.includes('"delta":"fossil"'));
        },
        { timeout: SHOWS_WITHIN + 30_000, intervals: [1_000] },
      )
      .toBe(true);
    // two changes: the second travels as a delta against the first on a delta subscription
    const button = oddsButton(page, outcome.name);
    const first = await raiseFirstOdds(request, match);
    await expect(button).toContainText(first.toFixed(2));
    const second = await raiseFirstOdds(request, { ...match, main_market: withOdds(match, first) });
    await expect(button).toContainText(second.toFixed(2));
  } finally {
    const restored = await request.put(SITE_CONFIG, { headers, data: original });
    expect(restored.status(), await restored.text()).toBe(200);
  }
});

/** The match's main market as it is after its first outcome moved to `odds`. */
function withOdds(
  match: Awaited<ReturnType<typeof openMatches>>[number],
  odds: number,
): NonNullable<typeof match.main_market> {
  const market = match.main_market;
  if (!market) throw new Error('no main market');
  return {
    ...market,
    outcomes: market.outcomes.map((o, i) => (i === 0 ? { ...o, odds } : o)),
  };
}
