// Selections in a system bet 3 -> 12: the slip's render time after a stake change and the lines
// its explainer shows, in Chromium on the built pair. Each n adds one selection (a match page,
// its favourite), picks the system type with the most lines (k = n/2, C(n, k) lines), opens the
// explainer, then types stakes: the time from the input event to the slip showing the new total
// and every line's new return (MutationObserver), and to the frame after (requestAnimationFrame).
/* global window, document, HTMLInputElement, MutationObserver, requestAnimationFrame */
import { chromium } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  note,
  percentiles,
  startBenchPair,
  waitForLiveMatch,
  ensureBuilt,
} from '../lib.mjs';
import { matchesWithStatus } from '../live.mjs';
import { growth } from './growth.mjs';

export const name = 'systemBet';

/** Selections measured: every size the brief asks for (3 … 8), then two beyond to show the trend. */
const SIZES = [3, 4, 5, 6, 7, 8, 10, 12];
const MAX = SIZES.at(-1);
/** Stake changes measured per n (the median is the figure). */
const REPEATS = 7;
const STEP_TIMEOUT_MS = 30_000;
const BROWSER_ARGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

const binomial = (n, k) => (k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function dev(serverUrl, path, body) {
  const res = await fetch(`${serverUrl}/api/dev${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`dev ${path}: ${res.status} ${await res.text()}`);
}

/**
 * MAX prematch matches of one provider, each kept open and out of the simulation (a dev API
 * change takes a match over), so no odds move under the slip while it is measured.
 */
async function pinnedMatches(serverUrl) {
  const open = (await matchesWithStatus(serverUrl, 0)).filter(
    (m) => m.provider === 'betradar' && m.main_market?.outcomes.length >= 2,
  );
  if (open.length < MAX) throw new Error(`only ${open.length} open betradar matches`);
  const picked = open.slice(0, MAX);
  await dev(serverUrl, '/providers/betradar', { status: 'active' });
  for (const m of picked)
    await dev(serverUrl, `/matches/${m.id}/market-status`, {
      market_id: m.main_market.market_id,
      specifier: m.main_market.specifier,
      suspended: false,
    });
  return picked;
}

/** Adds the match's favourite to the slip from its page; clicks again until the button is pressed. */
async function pick(page, webUrl, match) {
  const favourite = [...match.main_market.outcomes].sort((a, b) => a.odds - b.odds)[0];
  await page.goto(`${webUrl}/${match.sport.key}/${match.slug}`, { timeout: STEP_TIMEOUT_MS });
  const button = page
    .getByRole('button', { name: new RegExp(`^${escape(favourite.name)}, `) })
    .first();
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  // a click landing before hydration does nothing: try again until it is pressed
  while ((await button.getAttribute('aria-pressed')) !== 'true') {
    if (Date.now() > deadline) throw new Error(`${favourite.name} of ${match.slug} not pressed`);
    await button.click({ timeout: 5_000 });
    await page
      .waitForFunction(
        (el) => el.getAttribute('aria-pressed') === 'true',
        await button.elementHandle(),
        {
          timeout: 5_000,
        },
      )
      .catch(() => {});
  }
}

/**
 * In the page: types `value` into the stake and resolves once the slip shows a new potential win
 * and a new return on each of `lines` explainer lines: ms to that DOM, and to the frame after.
 */
function timeStakeChange({ value, lines }) {
  const slip = document.querySelector('[data-testid="bet-panel-sidebar"] [data-testid="bet-slip"]');
  const input = slip.querySelector('[data-testid="stake-input"]');
  const win = () => slip.querySelector('[data-testid="potential-win"]')?.textContent ?? '';
  const returns = () =>
    [...slip.querySelectorAll('[data-testid="explainer-line"] td:nth-child(4)')].map(
      (td) => td.textContent,
    );
  const winBefore = win();
  const returnsBefore = returns();
  return new Promise((resolve, reject) => {
    let t0 = 0;
    let bound = 0;
    const shown = () => {
      const now = returns();
      return (
        win() !== winBefore &&
        now.length === lines &&
        now.every((text, i) => text !== returnsBefore[i])
      );
    };
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      window.clearTimeout(bound);
      const domMs = performance.now() - t0;
      // a task posted from the next frame's callbacks runs after that frame's paint
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ domMs, paintMs: performance.now() - t0 });
        channel.port2.postMessage(0);
      });
    });
    observer.observe(slip, { subtree: true, childList: true, characterData: true });
    // a bound on a slip that never shows the figures, not a wait
    bound = window.setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the slip did not show stake ${value} within 10 s`));
    }, 10_000);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    t0 = performance.now();
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** With n selections in the slip: system type k/n of the most lines, explainer open, timed. */
async function measure(page, n) {
  const slip = page.getByTestId('bet-panel-sidebar').getByTestId('bet-slip');
  await slip.getByRole('radio', { name: 'System' }).check({ timeout: STEP_TIMEOUT_MS });
  const k = Math.max(2, Math.floor(n / 2));
  const lines = binomial(n, k);
  await slip.getByTestId('system-type').selectOption(`${k}/${n}`, { timeout: STEP_TIMEOUT_MS });
  await slip.getByTestId('stake-input').fill(String(lines));
  const toggle = slip.getByTestId('explainer-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="explainer-line"]').length === count,
    lines,
    { timeout: STEP_TIMEOUT_MS },
  );
  const samples = [];
  // stakes of 2, 3, 2, … per line: every line's return changes each time
  for (let i = 0; i < REPEATS; i++)
    samples.push(
      await page.evaluate(timeStakeChange, { value: String(lines * (2 + (i % 2))), lines }),
    );
  const explainerLines = await slip.getByTestId('explainer-line').count();
  const dom = percentiles(samples.map((s) => s.domMs));
  const paint = percentiles(samples.map((s) => s.paintMs));
  const r1 = (v) => Math.round(v * 10) / 10;
  return {
    x: n,
    systemType: `${k}/${n}`,
    combinations: lines,
    // every system type n offers (2/n … (n-1)/n): 2^n - n - 2 lines in all
    linesOfAllTypes: 2 ** n - n - 2,
    explainerLines,
    explainerDomNodes: await slip
      .getByTestId('system-explainer')
      .evaluate((el) => el.getElementsByTagName('*').length),
    renderMs: r1(paint.p50),
    renderMaxMs: r1(paint.max),
    domMs: r1(dom.p50),
  };
}

export default async function systemBet() {
  ensureBuilt(); // the built pair: the curves section builds nothing for the others
  note('curves: system bet, starting the built pair (dev API on, feed on)…');
  const pair = await startBenchPair({ FEED_ENABLED: 'true', DEV_API_ENABLED: 'true' });
  let browser;
  try {
    await waitForLiveMatch(pair.serverUrl);
    const matches = await pinnedMatches(pair.serverUrl);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const points = [];
    for (let n = 1; n <= MAX; n++) {
      await pick(page, pair.webUrl, matches[n - 1]);
      if (!SIZES.includes(n)) continue;
      note(`curves: system bet with ${n} selections…`);
      points.push(await measure(page, n));
    }
    return {
      x: 'selections in the system bet (one per match), system type k/n with k = n/2 (most lines)',
      measuredAs:
        `median of ${REPEATS} stake changes with the explainer open: input event -> the slip ` +
        'shows the new potential win and every line’s new return, then the next frame ' +
        '(renderMs) or the DOM alone (domMs); desktop 1280×800 headless Chromium, no throttling',
      points,
      growth: [
        growth(points, 'renderMs'),
        growth(points, 'domMs'),
        growth(points, 'explainerLines'),
        growth(points, 'explainerDomNodes'),
      ],
    };
  } finally {
    await browser?.close().catch(() => {});
    await pair.stop();
  }
}
