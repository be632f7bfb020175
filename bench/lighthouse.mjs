// Lighthouse (mobile, default config) on the built production pair: `/`, `/live`, a live match.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, freePort } from '../scripts/lib.mjs';
import {
  getJson,
  note,
  sleep,
  spawnTracked,
  startBenchPair,
  stopChild,
  waitForLiveMatch,
} from './lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What we aim for, printed next to the figures (0-100). */
export const LIGHTHOUSE_TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const RUN_TIMEOUT_MS = 120_000;
const CHROME_START_TIMEOUT_MS = 30_000;

/** Chromium with a DevTools port of its own, for Lighthouse to drive. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const child = spawnTracked(
    process.env.CHROME_PATH ?? CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH } },
  );
  // Chromium may still write to its profile as it exits: a profile left in /tmp is no failed run
  const removeProfile = () => {
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      note(`lighthouse: profile ${profile} not removed (${error.code ?? error})`);
    }
  };
  // a bench stopped by a signal exits through process.exit: the profile goes too
  process.once('exit', removeProfile);
  const stop = async () => {
    await stopChild(child, 3_000);
    process.off('exit', removeProfile);
    removeProfile();
  };
  const deadline = Date.now() + CHROME_START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`chromium exited (${child.exitCode}) at start`);
    }
    try {
      await getJson(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 2_000 });
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`chromium DevTools not up: ${error.message}`, { cause: error });
      }
      await sleep(200);
    }
  }
  return { port, stop };
}

const score = (category) =>
  category?.score === null || category?.score === undefined
    ? null
    : Math.round(category.score * 100);
const numeric = (audit, digits = 0) =>
  audit?.numericValue === undefined
    ? null
    : Math.round(audit.numericValue * 10 ** digits) / 10 ** digits;

/** The table rows of an audit (insights of type "checklist" keep an object there, not rows). */
const itemsOf = (audit) => (Array.isArray(audit?.details?.items) ? audit.details.items : []);

/** Audits of a category that count and did not pass (score < 1), with their title. */
function failing(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ audit: lhr.audits[ref.id], weight: ref.weight }))
    .filter(
      ({ audit: a }) =>
        a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative',
    )
    .map(({ audit: a, weight }) => ({
      id: a.id,
      score: a.score,
      weight,
      title: a.title,
      // where: the first few offending elements, to fix them without rerunning Lighthouse
      nodes: itemsOf(a)
        .map((item) => item.node)
        .filter(Boolean)
        .slice(0, 3)
        .map((node) => ({ selector: node.selector, snippet: node.snippet?.slice(0, 200) })),
    }));
}

/** One Lighthouse run, bounded in time; the browser is its own (killed on timeout). */
async function audit(url) {
  const chrome = await launchChromium();
  let timer;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // weightless and slow: bf-cache navigates away and back, the screenshot renders the page
      skipAudits: ['bf-cache', 'full-page-screenshot'],
    });
    // after a time-out the abandoned run fails against the stopped browser: not unhandled
    run.catch(() => {});
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`lighthouse ${url} took over ${RUN_TIMEOUT_MS} ms`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([run, timeout]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`lighthouse ${url}: no result`);
    // BENCH_LIGHTHOUSE_SAVE=<dir>: the whole report too, to read in the Lighthouse viewer
    const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE?.trim();
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const name =
        new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      writeFileSync(path.join(saveDir, `${name}.report.json`), JSON.stringify(lhr));
    }
    return {
      runtimeError: lhr.runtimeError?.message ?? null,
      warnings: lhr.runWarnings,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr.categories[c])])),
      lcpMs: numeric(lhr.audits['largest-contentful-paint']),
      tbtMs: numeric(lhr.audits['total-blocking-time']),
      cls: numeric(lhr.audits['cumulative-layout-shift'], 3),
      fcpMs: numeric(lhr.audits['first-contentful-paint']),
      speedIndexMs: numeric(lhr.audits['speed-index']),
      failing: Object.fromEntries(
        ['accessibility', 'best-practices', 'seo'].map((c) => [c, failing(lhr, c)]),
      ),
      // the performance opportunities, to know where a low score comes from
      performanceFailing: failing(lhr, 'performance').map((a) =>
        lhr.audits[a.id]?.displayValue ? `${a.id} (${lhr.audits[a.id].displayValue})` : a.id,
      ),
      // host speed as Lighthouse measured it: a busy machine scores lower (simulated throttling
      // multiplies the observed main-thread time)
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      mainThreadMs: Object.fromEntries(
        itemsOf(lhr.audits['mainthread-work-breakdown']).map((i) => [
          i.group,
          Math.round(i.duration),
        ]),
      ),
      bootup: itemsOf(lhr.audits['bootup-time'])
        .slice(0, 3)
        .map((i) => ({
          url: i.url.replace(/^https?:\/\/[^/]+/, ''),
          scriptingMs: Math.round(i.scripting),
          totalMs: Math.round(i.total),
        })),
      domElements: lhr.audits['dom-size']?.numericValue ?? null,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
    };
  } finally {
    clearTimeout(timer);
    await chrome.stop();
  }
}

/** The `lighthouse` section of the report. */
export async function benchLighthouse() {
  note('lighthouse: starting the built pair (production)…');
  const pair = await startBenchPair({ FEED_ENABLED: 'true' });
  try {
    const match = await waitForLiveMatch(pair.serverUrl);
    const paths = ['/', '/live', `/${match.sport.key}/${match.slug}`];
    const pages = [];
    for (const p of paths) {
      const url = `${pair.webUrl}${p}`;
      // one plain request first: the first render of a route is not what a visitor gets
      await fetch(url, { signal: AbortSignal.timeout(30_000) }).then((r) => r.arrayBuffer());
      note(`lighthouse: ${p}…`);
      const startedAt = Date.now();
      try {
        pages.push({ path: p, ...(await audit(url)), runMs: Date.now() - startedAt });
      } catch (error) {
        pages.push({ path: p, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return {
      lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } }))
        .default.version,
      formFactor: 'mobile (Lighthouse default: simulated throttling)',
      chromeFlags: CHROMIUM_FLAGS,
      targets: LIGHTHOUSE_TARGETS,
      pages,
    };
  } finally {
    await pair.stop();
  }
}
