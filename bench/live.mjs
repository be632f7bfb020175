// `/live` under a storm of odds changes: ~300 live rows in Chromium, one markets_changed per odds
// change through the push server's Centrifugo-compatible HTTP API (POST /push/api/batch),
// publish -> DOM latency and the page's long tasks, per rate.
//
// Clocks: a send is stamped with Date.now() in the bench, a DOM change with Date.now() in the page.
// Both read the wall clock (CLOCK_REALTIME) of the same kernel, so they compare directly at 1 ms
// resolution; the offset is measured anyway (`clock`). Long tasks and animation frames are placed
// with performance.timeOrigin + startTime (the page's monotonic clock anchored to the wall clock at
// navigation); they only have to fall inside a run's window, so a few ms of skew cannot matter.
//
// Knobs: BENCH_LIVE_SECONDS (30 per rate), BENCH_LIVE_RATES (200,1000,2000), BENCH_LIVE_MATCHES
// (300); diagnostics after the runs: BENCH_LIVE_PROFILE=1 (CPU profile + timeline trace, files in
// the temp dir) at BENCH_LIVE_PROFILE_RATE (the highest rate); BENCH_LIVE_CSS adds a style sheet
// to the page (an experiment: the report says so).
/* global window, document, Node, MutationObserver, requestAnimationFrame */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib.mjs';
import {
  BENCH_PUSH_API_KEY,
  envInt,
  getJson,
  note,
  percentiles,
  sleep,
  startBenchPair,
  startCpuWindow,
  waitForLiveMatch,
} from './lib.mjs';

const V2 = '/api/sportsbook/v2';
const CHANNEL = 'sportsbook:en';
const TICK_MS = 10;
/** Changes sent and not answered beyond which the next ones are skipped (counted as misses). */
const MAX_IN_FLIGHT_CHANGES = 2048;
/** The push server's bound on the commands of one `batch` call. */
const MAX_BATCH_COMMANDS = 1000;
const IDLE_SECONDS = 5;
/** After a storm: until the page shows every outcome's last value, at most this long. */
const DRAIN_MAX_MS = 20_000;
const DRAIN_MIN_MS = 1_000;
const START_CONCURRENCY = 6;
const ROWS_TIMEOUT_MS = 60_000;
const PROFILE_SECONDS = 5;
/** Starting the pair, 300 matches and the page: the watchdog's allowance besides the runs. */
const SETUP_BUDGET_MS = 300_000;
/** Printed next to the figures: what /live must hold at the heavy rate (issue targets). */
export const LIVE_TARGETS = { rate: 2000, longTasks: 0, p95Ms: 50 };
// /dev/shm is small in containers: Chromium keeps its shared memory in /tmp instead
const BROWSER_ARGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

/** Comma list of positive integers from the environment, or the default. */
function envRates(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const rates = raw.split(',').map((s) => Number(s.trim()));
  if (rates.some((r) => !Number.isInteger(r) || r <= 0))
    throw new Error(`${name} must be a comma list of positive integers`);
  return rates;
}

/** Every match of a status (all pages of 500). */
export async function matchesWithStatus(serverUrl, status) {
  const out = [];
  for (let page = 1; page <= 20; page += 1) {
    const body = await getJson(
      `${serverUrl}${V2}/matches?type=match&match_status=${status}&limit=500&page=${page}`,
    );
    out.push(...body.data);
    if (page >= (body.pagination?.last_page ?? 1)) break;
  }
  return out;
}

const liveMatches = async (serverUrl) => [
  ...(await matchesWithStatus(serverUrl, 1)),
  ...(await matchesWithStatus(serverUrl, 2)),
];

/**
 * Starts prematch matches through the dev API (POST /api/dev/matches/:id/start) until `count` are
 * live. A started match leaves the simulation, so only the bench changes its odds; the matches the
 * feed already had live stay simulated (their ticks are background load). Returns the live
 * matches and the ids the bench started.
 */
export async function makeLive(serverUrl, count) {
  const started = new Set();
  let live = await liveMatches(serverUrl);
  const missing = count - live.length;
  if (missing > 0) {
    // soonest first: the feed may kick some off itself meanwhile (a 409, skipped)
    const prematch = await matchesWithStatus(serverUrl, 0);
    const queue = prematch
      .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))
      .map((m) => m.id);
    const failures = [];
    const worker = async () => {
      while (started.size < missing && queue.length > 0) {
        const id = queue.shift();
        const res = await fetch(`${serverUrl}/api/dev/matches/${id}/start`, {
          method: 'POST',
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (res.ok) started.add(id);
        else failures.push(`${id}: ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: START_CONCURRENCY }, worker));
    if (failures.length > 0) note(`live: ${failures.length} start(s) refused: ${failures[0]}…`);
    live = await liveMatches(serverUrl);
  }
  return { live, started };
}

/**
 * In the page before any script. Records, with Date.now():
 * - every odds button whose price text changed (MutationObserver: the DOM has the new value),
 *   and for each observer batch the first task after the next frame (~ painted);
 * - every markets_changed frame the WebSocket delivers (match id + odds vector), to split the
 *   latency into "server and network" and "page";
 * - long tasks (longtask) and long animation frames with their scripts (what blocked).
 */
function instrumentPage() {
  const bench = {
    observing: false,
    changes: [], // [matchId, outcomeIndex, text, domAt, batch]
    paints: [], // batch -> after-paint time
    arrivals: [], // [`${matchId}|${odds,…}`, at]
    longTasks: [], // [startAt, duration]
    frames: [], // long animation frames
    latest: new Map(), // `${matchId}|${index}` -> price text shown last
    sockets: [], // [at, 'open' | 'close', code, reason]: a slow page is disconnected (3008)
  };
  const PRICE = /^\d+\.\d{2,3}$/;
  window.__bench = bench;
  const at = (t) => performance.timeOrigin + t;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longTasks.push([at(e.startTime), e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const end = e.startTime + e.duration;
        bench.frames.push({
          at: at(e.startTime),
          duration: e.duration,
          blocking: e.blockingDuration,
          // rendering of the frame: style, layout, paint (from renderStart), style+layout alone
          renderMs: e.renderStart > 0 ? end - e.renderStart : 0,
          styleLayoutMs: e.styleAndLayoutStart > 0 ? end - e.styleAndLayoutStart : 0,
          scripts: e.scripts.map((s) => ({
            invoker: s.invoker,
            type: s.invokerType,
            source: `${s.sourceURL.replace(/^.*\/_next\//, '')}:${s.sourceCharPosition}`,
            fn: s.sourceFunctionName,
            duration: s.duration,
            forcedLayoutMs: s.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // no long-animation-frame in this browser: the long tasks still count
  }

  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('open', () => bench.sockets.push([Date.now(), 'open', null, null]));
      this.addEventListener('close', (e) =>
        bench.sockets.push([Date.now(), 'close', e.code, e.reason]),
      );
      // registered before the client's onmessage: stamps the task that delivers the frame
      this.addEventListener('message', (event) => {
        if (!bench.observing || typeof event.data !== 'string') return;
        const now = Date.now();
        for (const line of event.data.split('\n')) {
          if (!line.includes('"markets_changed"')) continue;
          const id = /"match_id":(\d+)/.exec(line)?.[1];
          if (!id) continue;
          const odds = [...line.matchAll(/"odds":([-\d.eE+]+)/g)].map((m) => m[1]).join(',');
          bench.arrivals.push([`${id}|${odds}`, now]);
        }
      });
    }
  };

  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => {
    const now = Date.now();
    while (waiting.length > 0) bench.paints[waiting.pop()] = now;
  };
  const record = (mutations) => {
    if (!bench.observing) return;
    const now = Date.now();
    const batch = bench.paints.length;
    bench.paints.push(null);
    waiting.push(batch);
    // the next frame's callbacks run before its paint; a task posted from there runs after it
    requestAnimationFrame(() => channel.port2.postMessage(0));
    const seen = new Set();
    for (const m of mutations) {
      const node = m.target.nodeType === Node.TEXT_NODE ? m.target.parentElement : m.target;
      const button = node?.closest?.('button');
      if (!button || seen.has(button)) continue;
      seen.add(button);
      const row = button.closest('li[data-match-id]');
      if (!row) continue;
      // children: flash?, label, price (or a lock), arrow?: the price is the decimal text
      let text = null;
      for (const child of button.children)
        if (PRICE.test(child.textContent)) text = child.textContent;
      if (text === null) continue;
      const index = Array.prototype.indexOf.call(button.parentNode.children, button);
      bench.changes.push([Number(row.dataset.matchId), index, text, now, batch]);
      bench.latest.set(`${row.dataset.matchId}|${index}`, text);
    }
  };
  const start = () =>
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/**
 * Round-robin over every (match, outcome) of the main markets, matches interleaved. The market
 * of a match is one object shared by its outcomes, so a publication changes one price only.
 */
function targetsOf(matches) {
  const markets = matches
    .filter((m) => m.main_market && m.main_market.outcomes.length > 0)
    .map((m) => ({ id: m.id, state: { market: m.main_market } }));
  const width = Math.max(0, ...markets.map((m) => m.state.market.outcomes.length));
  const targets = [];
  for (let i = 0; i < width; i += 1)
    for (const m of markets)
      if (i < m.state.market.outcomes.length) targets.push({ ...m, index: i });
  return targets;
}

/** A new price for an outcome: 1.01 … 8.99, unique per outcome for 799 steps, 2 decimals. */
const nextOdds = (step, index) => (101 + ((step * 7 + index * 13) % 799)) / 100;

/**
 * Publishes `rate` odds changes per second for `seconds`, one markets_changed per change (the
 * whole main market, one outcome with a new price), the changes due in a tick (10 ms) in one
 * Centrifugo `batch` call (POST /push/api/batch, at most MAX_BATCH_COMMANDS each), as the
 * server's publisher does. Bounded: stops sending after rate × seconds, keeps at most
 * MAX_IN_FLIGHT_CHANGES unanswered (more are skipped: a miss) and waits at most 10 s for answers.
 */
async function publishStorm(serverUrl, targets, { rate, seconds, counters }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const { hostname, port } = new URL(serverUrl);
  const sends = []; // [matchId, index, text, sentAt, arrivalKey]
  const roundTrips = [];
  let inFlight = 0; // changes sent and not answered yet
  let skipped = 0;
  let errors = 0; // changes whose call failed
  let cursor = 0;
  /** The next change: a command of the batch, recorded as sent. */
  const nextChange = () => {
    const target = targets[cursor % targets.length];
    cursor += 1;
    const key = `${target.id}|${target.index}`;
    let step = (counters.get(key) ?? 0) + 1;
    // a price equal to the one on screen changes nothing there: take the next one
    if (nextOdds(step, target.index) === target.state.market.outcomes[target.index].odds) step += 1;
    counters.set(key, step);
    const odds = nextOdds(step, target.index);
    const market = {
      ...target.state.market,
      status: 1,
      outcomes: target.state.market.outcomes.map((o, i) =>
        i === target.index ? { ...o, active: true, odds } : { ...o, active: true },
      ),
    };
    target.state.market = market;
    sends.push([
      target.id,
      target.index,
      odds.toFixed(2),
      Date.now(),
      `${target.id}|${market.outcomes.map((o) => o.odds).join(',')}`,
    ]);
    return {
      broadcast: {
        channels: [CHANNEL],
        data: { type: 'markets_changed', data: { match_id: target.id, markets: [market] } },
      },
    };
  };
  const post = (commands) => {
    const body = JSON.stringify({ commands });
    const count = commands.length;
    inFlight += count;
    const sentAt = performance.now();
    let done = false;
    const finish = (ok) => {
      if (done) return;
      done = true;
      inFlight -= count;
      if (ok) roundTrips.push(performance.now() - sentAt);
      else errors += count;
    };
    const req = http.request(
      {
        agent,
        hostname,
        port,
        method: 'POST',
        path: '/push/api/batch',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-api-key': BENCH_PUSH_API_KEY,
        },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => finish(res.statusCode === 200));
        res.on('error', () => finish(false));
      },
    );
    req.on('error', () => finish(false));
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(body);
  };
  const total = rate * seconds;
  const startedAt = Date.now();
  if (total === 0) await sleep(seconds * 1000);
  let due = 0;
  while (due < total) {
    await sleep(TICK_MS);
    due = Math.min(total, Math.floor(((Date.now() - startedAt) / 1000) * rate));
    let commands = [];
    while (sends.length + skipped < due) {
      // a server that cannot keep up is a figure, not a reason to queue without bound
      if (inFlight + commands.length >= MAX_IN_FLIGHT_CHANGES) skipped += 1;
      else commands.push(nextChange());
      if (commands.length === MAX_BATCH_COMMANDS) {
        post(commands);
        commands = [];
      }
    }
    if (commands.length > 0) post(commands);
  }
  const wallS = (Date.now() - startedAt) / 1000;
  const drainUntil = Date.now() + 10_000;
  while (inFlight > 0 && Date.now() < drainUntil) await sleep(20);
  agent.destroy();
  return { sends, roundTrips, skipped, errors, wallS, startedAt, endedAt: Date.now() };
}

/** The last value sent for each outcome, for the page to catch up with. */
function lastValues(sends) {
  const last = new Map();
  for (const [match, index, text] of sends) last.set(`${match}|${index}`, text);
  return [...last].map(([key, text]) => [...key.split('|').map(Number), text]);
}

/** Fraction of `[match, index, text]` the page shows now (from its own record: no DOM query). */
function shownFraction(expected) {
  if (expected.length === 0) return 1;
  const latest = window.__bench.latest;
  let shown = 0;
  for (const [match, index, text] of expected)
    if (latest.get(`${match}|${index}`) === text) shown += 1;
  return shown / expected.length;
}

/** Publish -> DOM latency of each send; a value overwritten before the DOM changed apart. */
function matchSends(sends, changes, paints, arrivals) {
  const observed = new Map(); // `${match}|${index}|${text}` -> [domAt, paintAt]
  const domTimes = new Map(); // `${match}|${index}` -> DOM times of any change, in order
  for (const [match, index, text, at, batch] of changes) {
    const key = `${match}|${index}|${text}`;
    if (!observed.has(key)) observed.set(key, [at, paints[batch] ?? null]);
    const outcome = `${match}|${index}`;
    if (!domTimes.has(outcome)) domTimes.set(outcome, []);
    domTimes.get(outcome).push(at);
  }
  const arrived = new Map();
  for (const [key, at] of arrivals) if (!arrived.has(key)) arrived.set(key, at);
  const bySendOutcome = new Map();
  for (const s of sends) {
    const outcome = `${s[0]}|${s[1]}`;
    if (!bySendOutcome.has(outcome)) bySendOutcome.set(outcome, []);
    bySendOutcome.get(outcome).push(s);
  }
  const latencies = [];
  const paintLatencies = [];
  const toArrival = [];
  const arrivalToDom = [];
  let seen = 0;
  let superseded = 0;
  let missed = 0;
  const missedExamples = [];
  for (const [outcome, list] of bySendOutcome) {
    const times = domTimes.get(outcome) ?? [];
    list.forEach(([match, index, text, sentAt, arrivalKey], i) => {
      const hit = observed.get(`${match}|${index}|${text}`);
      const arrivedAt = arrived.get(arrivalKey);
      if (arrivedAt !== undefined) toArrival.push(Math.max(0, arrivedAt - sentAt));
      if (hit !== undefined && hit[0] >= sentAt - 5) {
        seen += 1;
        latencies.push(Math.max(0, hit[0] - sentAt));
        if (hit[1] !== null) paintLatencies.push(Math.max(0, hit[1] - sentAt));
        if (arrivedAt !== undefined) arrivalToDom.push(Math.max(0, hit[0] - arrivedAt));
        return;
      }
      // not shown: had the next value for this outcome reached the page (or been sent) before the
      // page changed that button again? Then both went into one render and only the last shows.
      const after = arrivedAt ?? sentAt;
      const nextSend = list[i + 1];
      const next = nextSend && (arrived.get(nextSend[4]) ?? nextSend[3]);
      const nextDom = times.find((t) => t >= after);
      if (next !== undefined && (nextDom === undefined || next <= nextDom)) superseded += 1;
      else {
        missed += 1;
        if (missedExamples.length < 5) missedExamples.push({ match, index, sent: text });
      }
    });
  }
  return {
    latencies,
    paintLatencies,
    toArrival,
    arrivalToDom,
    seen,
    superseded,
    missed,
    missedExamples,
  };
}

const sum = (values) => values.reduce((n, v) => n + v, 0);
const r1 = (n) => Math.round(n * 10) / 10;

/** Long animation frames of a window: where the blocked time went (script by invoker, render). */
function frameSummary(frames) {
  const byInvoker = new Map();
  for (const f of frames)
    for (const s of f.scripts) {
      const key = `${s.type} ${s.invoker} @ ${s.source}`;
      const entry = byInvoker.get(key) ?? { invoker: key, count: 0, totalMs: 0, forcedLayoutMs: 0 };
      entry.count += 1;
      entry.totalMs += s.duration;
      entry.forcedLayoutMs += s.forcedLayoutMs;
      byInvoker.set(key, entry);
    }
  return {
    count: frames.length,
    totalMs: Math.round(sum(frames.map((f) => f.duration))),
    blockingMs: Math.round(sum(frames.map((f) => f.blocking))),
    scriptMs: Math.round(sum(frames.flatMap((f) => f.scripts.map((s) => s.duration)))),
    renderMs: Math.round(sum(frames.map((f) => f.renderMs))),
    styleLayoutMs: Math.round(sum(frames.map((f) => f.styleLayoutMs))),
    topScripts: [...byInvoker.values()]
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, 5)
      .map((e) => ({
        ...e,
        totalMs: Math.round(e.totalMs),
        forcedLayoutMs: Math.round(e.forcedLayoutMs),
      })),
  };
}

/** One storm at one rate against the open page; bounded by `seconds` plus the drain. */
async function storm(page, pair, targets, { rate, seconds, counters }) {
  await page.evaluate(() => {
    const b = window.__bench;
    b.changes = [];
    b.paints = [];
    b.arrivals = [];
    b.longTasks = [];
    b.frames = [];
    b.sockets = [];
    b.observing = true;
  });
  const cpuWindow = startCpuWindow(pair.server);
  const result = await publishStorm(pair.serverUrl, targets, { rate, seconds, counters });
  const cpu = cpuWindow();
  // drain: until the page shows the last value of every outcome (or gives up)
  const expected = lastValues(result.sends);
  const drainStart = Date.now();
  let shown;
  for (;;) {
    shown = await page.evaluate(shownFraction, expected);
    const waited = Date.now() - drainStart;
    if ((shown >= 1 && waited >= DRAIN_MIN_MS) || waited >= DRAIN_MAX_MS) break;
    await sleep(250);
  }
  await sleep(300); // the after-paint stamps of the last batches
  const drainMs = Date.now() - drainStart;
  const data = await page.evaluate(() => {
    const b = window.__bench;
    b.observing = false;
    const out = {
      changes: b.changes,
      paints: b.paints,
      arrivals: b.arrivals,
      longTasks: b.longTasks,
      frames: b.frames,
      sockets: b.sockets,
    };
    b.changes = [];
    b.paints = [];
    b.arrivals = [];
    b.longTasks = [];
    b.frames = [];
    b.sockets = [];
    return out;
  });
  const windowEnd = Date.now();
  const inWindow = ([at]) => at >= result.startedAt && at <= windowEnd;
  const tasks = data.longTasks.filter(inWindow).map(([, d]) => d);
  const frames = data.frames.filter((f) => f.at >= result.startedAt && f.at <= windowEnd);
  const sockets = data.sockets.filter(inWindow).map(([at, what, code, reason]) => ({
    atS: r1((at - result.startedAt) / 1000),
    what,
    ...(what === 'close' ? { code, reason } : {}),
  }));
  const matched = matchSends(result.sends, data.changes, data.paints, data.arrivals);
  // what the page shows for a few values it never showed (a lock, a missing row, another text)
  const shownNow = await page.evaluate(
    (examples) =>
      examples.map(({ match, index }) => {
        const row = document.querySelector(`li[data-match-id="${match}"]`);
        const button = row?.querySelectorAll('button').item(index);
        return button ? (button.getAttribute('aria-label') ?? button.textContent) : 'no button';
      }),
    matched.missedExamples,
  );
  matched.missedExamples.forEach((e, i) => (e.shownNow = shownNow[i]));
  const sent = result.sends.length;
  // skipped and failed changes never reached the page: misses of the rate, not left out of it
  const offered = sent + result.skipped;
  const delivered = sent - result.errors;
  const pct = (n, of) => (of === 0 ? null : Math.round((n / of) * 1000) / 10);
  return {
    rate,
    seconds,
    offered,
    sent,
    achievedPerSecond: Math.round(delivered / result.wallS),
    skippedServerBehind: result.skipped,
    httpErrors: result.errors,
    publishRoundTripMs: percentiles(result.roundTrips),
    domChanges: data.changes.length,
    observed: matched.seen,
    observedPercent: pct(matched.seen, offered),
    // a value replaced before the page rendered anything for that outcome cannot show
    supersededBeforeRender: matched.superseded,
    observedPercentOfRenderable: pct(matched.seen, offered - matched.superseded),
    missed: matched.missed + result.skipped,
    missedExamples: matched.missedExamples,
    finalValuesShownPercent: r1(shown * 100),
    drainMs,
    latencyMs: percentiles(matched.latencies),
    // split: publish -> the WebSocket frame's task in the page, that task -> the DOM
    publishToWsMs: percentiles(matched.toArrival),
    wsToDomMs: percentiles(matched.arrivalToDom),
    publishToPaintMs: percentiles(matched.paintLatencies),
    // the push server closes a socket that buffers over 4 MB (3008 "slow"); the page reconnects,
    // cannot recover that many publications from history and refetches what it shows
    socketEvents: sockets,
    longTasks: {
      count: tasks.length,
      totalMs: Math.round(sum(tasks)),
      maxMs: tasks.length === 0 ? 0 : Math.round(Math.max(...tasks)),
      over100Ms: tasks.filter((d) => d > 100).length,
    },
    longAnimationFrames: frameSummary(frames),
    ...cpu,
  };
}

/** Page vs bench wall clock: offset of the sample with the shortest round trip. */
async function clockOffset(page) {
  let best = null;
  for (let i = 0; i < 20; i += 1) {
    const before = Date.now();
    const [pageNow, pageMono] = await page.evaluate(() => [
      Date.now(),
      performance.timeOrigin + performance.now(),
    ]);
    const after = Date.now();
    if (best === null || after - before < best.rttMs)
      best = {
        rttMs: after - before,
        pageMinusBenchMs: pageNow - (before + after) / 2,
        monotonicMinusWallMs: r1(pageMono - pageNow),
      };
  }
  return best;
}

/** CPU profile of the page during a storm (BENCH_LIVE_PROFILE=1): top self time, file kept. */
async function profiledStorm(page, pair, targets, { rate, counters }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await storm(page, pair, targets, { rate, seconds: PROFILE_SECONDS, counters });
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const file = path.join(tmpdir(), `bench-live-${rate}-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const self = new Map(profile.nodes.map((n) => [n.id, 0]));
  profile.samples.forEach((id, i) => self.set(id, self.get(id) + (profile.timeDeltas[i] ?? 0)));
  const byFunction = new Map();
  const byFile = new Map();
  for (const n of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = n.callFrame;
    const file = url ? url.replace(/^.*\/_next\//, '') : '(native)';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + self.get(n.id));
    const fileKey = ['(idle)', '(program)', '(garbage collector)'].includes(functionName)
      ? functionName
      : file;
    byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + self.get(n.id));
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, selfMs: Math.round(us / 1000) }));
  return {
    rate,
    seconds: PROFILE_SECONDS,
    file,
    byFile: top(byFile, 10),
    top: top(byFunction, 20),
  };
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];
/** Main-thread trace events summed by name (nested ones are also inside their parents). */
const TRACE_EVENTS = [
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MinorGC',
  'MajorGC',
];

/** Timeline trace of the page during a storm (BENCH_LIVE_PROFILE=1): where the frames go. */
async function tracedStorm(browser, page, pair, targets, { rate, counters }) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES, screenshots: false });
  let buffer;
  try {
    await storm(page, pair, targets, { rate, seconds: PROFILE_SECONDS, counters });
  } finally {
    buffer = await browser.stopTracing();
  }
  const file = path.join(tmpdir(), `bench-live-${rate}-${Date.now()}.trace.json`);
  writeFileSync(file, buffer);
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byName = new Map(TRACE_EVENTS.map((n) => [n, { count: 0, totalMs: 0 }]));
  const main = traceEvents
    .filter((e) => e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let elements = 0;
  let dirty = 0;
  let total = 0;
  // top-level tasks over 50 ms, and what their time went to (events nested in them)
  const long = { count: 0, totalMs: 0, insideMs: {} };
  let taskEnd = 0;
  let current = null;
  for (const e of main) {
    if (e.name === 'RunTask' && e.ts >= taskEnd) {
      taskEnd = e.ts + (e.dur ?? 0);
      current = e.dur > 50_000 ? e : null;
      if (current) {
        long.count += 1;
        long.totalMs += e.dur / 1000;
      }
      continue;
    }
    if (!byName.has(e.name)) continue;
    const entry = byName.get(e.name);
    entry.count += 1;
    entry.totalMs += (e.dur ?? 0) / 1000;
    if (current && e.ts + e.dur <= taskEnd)
      long.insideMs[e.name] = (long.insideMs[e.name] ?? 0) + e.dur / 1000;
    if (e.name === 'UpdateLayoutTree') elements += e.args?.elementCount ?? 0;
    if (e.name === 'Layout') {
      dirty += e.args?.beginData?.dirtyObjects ?? 0;
      total += e.args?.beginData?.totalObjects ?? 0;
    }
  }
  const events = Object.fromEntries(
    [...byName].map(([name, v]) => [name, { count: v.count, totalMs: Math.round(v.totalMs) }]),
  );
  const avg = (n, of) => (of === 0 ? null : Math.round(n / of));
  return {
    rate,
    seconds: PROFILE_SECONDS,
    file,
    events,
    longTasks: {
      count: long.count,
      totalMs: Math.round(long.totalMs),
      insideMs: Object.fromEntries(
        Object.entries(long.insideMs)
          .sort((a, b) => b[1] - a[1])
          .map(([name, v]) => [name, Math.round(v)]),
      ),
    },
    styleElementsPerRecalc: avg(elements, events.UpdateLayoutTree.count),
    layoutDirtyObjectsPerLayout: avg(dirty, events.Layout.count),
    layoutTotalObjects: avg(total, events.Layout.count),
  };
}

/**
 * The `live` section of the report. A watchdog bounds the whole section (a hung page cannot keep
 * the bench running): on time-out the browser and the servers are stopped and the section fails.
 */
export async function benchLive() {
  const seconds = envInt('BENCH_LIVE_SECONDS', 30);
  const rates = envRates('BENCH_LIVE_RATES', [200, 1000, 2000]);
  const wanted = envInt('BENCH_LIVE_MATCHES', 300);
  const budgetMs =
    SETUP_BUDGET_MS +
    (IDLE_SECONDS + 2 * PROFILE_SECONDS) * 1000 +
    (rates.length + 3) * (DRAIN_MAX_MS + 15_000) +
    rates.length * seconds * 1000;
  const state = { browser: null, pair: null };
  let timer;
  const watchdog = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`live: gave up after ${Math.round(budgetMs / 1000)} s`)),
      budgetMs,
    );
  });
  const running = runLive(state, { seconds, rates, wanted });
  // after a time-out the abandoned run fails against stopped servers: not an unhandled rejection
  running.catch(() => {});
  try {
    return await Promise.race([running, watchdog]);
  } finally {
    clearTimeout(timer);
    await state.browser?.close().catch(() => {});
    await state.pair?.stop();
  }
}

async function runLive(state, { seconds, rates, wanted }) {
  note('live: starting the built pair (dev API on, feed on)…');
  const pair = await startBenchPair({ FEED_ENABLED: 'true', DEV_API_ENABLED: 'true' });
  state.pair = pair;
  await waitForLiveMatch(pair.serverUrl);
  const setupAt = Date.now();
  const { live, started } = await makeLive(pair.serverUrl, wanted);
  note(
    `live: ${live.length} live matches, ${started.size} started by the bench ` +
      `(${Date.now() - setupAt} ms)`,
  );
  // only the matches the feed no longer drives: their values are the bench's alone
  const targets = targetsOf(live.filter((m) => started.has(m.id)));
  if (targets.length === 0) throw new Error('no started live match has a main market');

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BROWSER_ARGS });
  state.browser = browser;
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(instrumentPage);
  const loadAt = Date.now();
  await page.goto(`${pair.webUrl}/live`, { waitUntil: 'load', timeout: ROWS_TIMEOUT_MS });
  await page.waitForFunction(
    (n) => document.querySelectorAll('li[data-match-id]').length >= n,
    Math.min(wanted, live.length),
    { timeout: ROWS_TIMEOUT_MS },
  );
  const rows = await page.evaluate(() => document.querySelectorAll('li[data-match-id]').length);
  const loadMs = Date.now() - loadAt;
  // experiment (BENCH_LIVE_CSS): a style sheet added to the page, to try a CSS fix without a build
  const injectedCss = process.env.BENCH_LIVE_CSS?.trim() || null;
  if (injectedCss) {
    await page.addStyleTag({ content: injectedCss });
    note(`live: EXPERIMENT, injected CSS: ${injectedCss}`);
  }
  // the centrifuge subscription must be up before the first publication
  await sleep(3_000);
  note(`live: /live shows ${rows} rows (${loadMs} ms)`);
  const startup = await page.evaluate(() => ({
    longTasks: window.__bench.longTasks.length,
    longTasksTotalMs: Math.round(window.__bench.longTasks.reduce((n, [, d]) => n + d, 0)),
    longTasksMaxMs: Math.round(Math.max(0, ...window.__bench.longTasks.map(([, d]) => d))),
    domNodes: document.getElementsByTagName('*').length,
  }));
  const clock = await clockOffset(page);

  const counters = new Map();
  const runs = [];
  // the page with the feed only: what the storms add to
  note(`live: idle (feed only) for ${IDLE_SECONDS} s…`);
  const idle = await storm(page, pair, targets, { rate: 0, seconds: IDLE_SECONDS, counters });
  for (const rate of rates) {
    note(`live: ${rate} odds updates/s for ${seconds} s…`);
    runs.push(await storm(page, pair, targets, { rate, seconds, counters }));
  }
  // diagnostics, after the measured runs (they slow the page down): CPU profile, then a trace
  let profile;
  let trace;
  if (process.env.BENCH_LIVE_PROFILE === '1') {
    const rate = envInt('BENCH_LIVE_PROFILE_RATE', Math.max(...rates));
    note(`live: CPU profile, then timeline trace, at ${rate}/s for ${PROFILE_SECONDS} s each…`);
    profile = await profiledStorm(page, pair, targets, { rate, counters });
    trace = await tracedStorm(browser, page, pair, targets, { rate, counters });
  }
  const atTarget = runs.find((r) => r.rate === LIVE_TARGETS.rate);
  return {
    liveMatches: live.length,
    startedByBench: started.size,
    rows,
    outcomesCycled: targets.length,
    viewport: '1280×800, desktop Chromium (headless), no CPU throttling',
    // not null: the figures are of an experiment, not of the page as built
    injectedCss,
    loadMs,
    startup,
    clock,
    idle: {
      seconds: IDLE_SECONDS,
      longTasks: idle.longTasks,
      domChanges: idle.domChanges,
      longAnimationFrames: idle.longAnimationFrames,
    },
    targets: LIVE_TARGETS,
    // null: the target rate was not run (BENCH_LIVE_RATES)
    // the rate is reached only when every change of it was sent and answered
    meetsTargets: atTarget
      ? atTarget.skippedServerBehind === 0 &&
        atTarget.httpErrors === 0 &&
        atTarget.longTasks.count <= LIVE_TARGETS.longTasks &&
        atTarget.latencyMs.p95 !== null &&
        atTarget.latencyMs.p95 <= LIVE_TARGETS.p95Ms
      : null,
    runs,
    ...(profile ? { profile, trace } : {}),
  };
}
