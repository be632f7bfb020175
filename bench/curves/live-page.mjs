// /live with 300 -> 1,000 -> 3,000 live matches in Chromium: the page's long tasks while it loads
// and for 10 s after, its DOM nodes and its load time. 300 live matches come from the feed and
// the dev API's start (as bench/live.mjs); beyond, copies of those (dev API only:
// POST /api/dev/matches/:id/copies), so the leagues stay and each grows in proportion.
/* global window, document */
import { chromium } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  note,
  sleep,
  startBenchPair,
  waitForLiveMatch,
  ensureBuilt,
} from '../lib.mjs';
import { makeLive, matchesWithStatus } from '../live.mjs';
import { growth } from './growth.mjs';

export const name = 'livePage';

const COUNTS = [300, 1_000, 3_000];
/** After the rows are there: long tasks of hydration and the feed's updates in this window. */
const AFTER_MS = 10_000;
const LOAD_TIMEOUT_MS = 180_000;
/** Simulated matches may finish while the bench runs: the rows may fall short by this many. */
const SLACK = 30;
const COPY_CONCURRENCY = 4;
const BROWSER_ARGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

/** Long tasks from the start of navigation, in the page before any script. */
function observeLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

const liveCount = async (serverUrl) =>
  (await matchesWithStatus(serverUrl, 1)).length + (await matchesWithStatus(serverUrl, 2)).length;

/** Copies of `sources` (round robin, a few requests at once) until `missing` more are live. */
async function copyUntil(serverUrl, sources, missing) {
  const per = Math.ceil(missing / sources.length);
  const queue = [];
  for (let left = missing, i = 0; left > 0; i += 1) {
    const count = Math.min(per, left);
    queue.push({ id: sources[i % sources.length].id, count });
    left -= count;
  }
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const res = await fetch(`${serverUrl}/api/dev/matches/${job.id}/copies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: job.count }),
        signal: AbortSignal.timeout(60_000),
      });
      if (!res.ok) throw new Error(`copies of ${job.id}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, worker));
}

/** One fresh page on /live: until its rows are there, then AFTER_MS more. */
async function measure(browser, webUrl, expected) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLongTasks);
    await page.goto(`${webUrl}/live`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    // the rows stream in with the server render: the time they are all there, from navigation
    const rowsAt = await (
      await page.waitForFunction(
        (n) => document.querySelectorAll('li[data-match-id]').length >= n && performance.now(),
        expected - SLACK,
        { timeout: LOAD_TIMEOUT_MS, polling: 'raf' },
      )
    ).jsonValue();
    await sleep(AFTER_MS);
    const figures = await page.evaluate(
      ({ until }) => {
        const tasks = window.__longTasks.filter(([start]) => start <= until).map(([, d]) => d);
        const nav = performance.getEntriesByType('navigation')[0];
        return {
          rows: document.querySelectorAll('li[data-match-id]').length,
          domNodes: document.getElementsByTagName('*').length,
          htmlKb: nav ? Math.round(nav.transferSize / 1024) : null,
          responseEndMs: nav ? Math.round(nav.responseEnd) : null,
          longTasks: tasks.length,
          longTasksTotalMs: Math.round(tasks.reduce((n, d) => n + d, 0)),
          longTasksMaxMs: Math.round(Math.max(0, ...tasks)),
        };
      },
      { until: rowsAt + AFTER_MS },
    );
    return { loadMs: Math.round(rowsAt), ...figures };
  } finally {
    await context.close();
  }
}

export default async function livePage() {
  ensureBuilt(); // the built pair: the curves section builds nothing for the others
  note('curves: live page, starting the built pair (dev API on, feed on)…');
  const pair = await startBenchPair({ FEED_ENABLED: 'true', DEV_API_ENABLED: 'true' });
  let browser;
  try {
    await waitForLiveMatch(pair.serverUrl);
    const { live } = await makeLive(pair.serverUrl, COUNTS[0]);
    const sources = live.filter((m) => m.main_market);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
    const points = [];
    for (const count of COUNTS) {
      const have = await liveCount(pair.serverUrl);
      if (have < count) await copyUntil(pair.serverUrl, sources, count - have);
      const liveMatches = await liveCount(pair.serverUrl);
      note(`curves: /live with ${liveMatches} live matches…`);
      points.push({ x: count, liveMatches, ...(await measure(browser, pair.webUrl, count)) });
    }
    return {
      x: 'live matches listed on /live (feed + started through the dev API, then copies of those)',
      measuredAs:
        'fresh context, desktop 1280×800 headless Chromium, no throttling; loadMs: navigation ' +
        `start -> every row in the DOM; long tasks from navigation to ${AFTER_MS / 1000} s after ` +
        'that (hydration, the feed’s updates)',
      points,
      growth: [
        growth(points, 'longTasksTotalMs'),
        growth(points, 'domNodes'),
        growth(points, 'loadMs'),
      ],
    };
  } finally {
    await browser?.close().catch(() => {});
    await pair.stop();
  }
}
