// `npm run bench`: builds what is stale, then reports first-load JS, push fan-out, a subscription
// flood's effect on other clients, API latency,
// bet placement throughput (HTTP next to the bare database transaction),
// Lighthouse scores of the web and /live under a storm of odds changes, client store notification.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { ROOT, ensureBuilt, ensureDependencies } from '../scripts/lib.mjs';
import { benchApi } from './api.mjs';
import { benchCurves } from './curves.mjs';
import { describeCurve } from './curves/growth.mjs';
import { benchFirstLoadJs } from './first-load-js.mjs';
import { benchRuns, medianOfRuns, note, selectedSections } from './lib.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLive } from './live.mjs';
import { benchPlacement } from './placement.mjs';
import { benchPushFlood } from './push-flood.mjs';
import { benchPush } from './push.mjs';

const sections = selectedSections();
ensureDependencies();
// the placement and stores sections run sources through tsx: alone, they need no build; a curve
// that needs the built pair builds it itself
const UNBUILT = new Set(['placement', 'stores', 'curves']);
if ([...sections].some((section) => !UNBUILT.has(section))) ensureBuilt();

/** The stores section runs the web's TypeScript through tsx, in a child of its own. */
const benchStores = () =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'stores.mjs')], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );

const runs = benchRuns();
// first-load JS is a build's size and the curves are long: one run each, whatever BENCH_RUNS says
const ONCE = new Set(['js', 'curves']);
const report = {
  generatedAt: new Date().toISOString(),
  node: process.version,
  runs,
  loadAverageAtStart: loadavg()[0],
};
let failed = false;
// a failing section is reported as such and the others still run; the exit code tells CI
for (const [section, key, bench] of [
  ['js', 'firstLoadJs', benchFirstLoadJs],
  ['push', 'push', benchPush],
  ['pushflood', 'pushFlood', benchPushFlood],
  ['api', 'api', benchApi],
  ['placement', 'placement', benchPlacement],
  ['lighthouse', 'lighthouse', benchLighthouse],
  ['live', 'live', benchLive],
  ['stores', 'stores', benchStores],
  ['curves', 'curves', benchCurves],
]) {
  if (!sections.has(section)) continue;
  try {
    const n = ONCE.has(section) ? 1 : runs;
    const results = [];
    for (let i = 0; i < n; i++) results.push(await bench());
    report[key] = medianOfRuns(results);
    if (n > 1) report[`${key}Runs`] = results;
  } catch (error) {
    failed = true;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${section}: ${message}`);
    report[key] = { error: message };
  }
}

// other work on the machine skews every figure: say so next to them
const load = loadavg()[0];
if (load > availableParallelism())
  note(`load average ${load.toFixed(2)} on ${availableParallelism()} cores: figures are noisy`);
const ms = (n) => (n === null || n === undefined ? '-' : `${n} ms`);
if (report.stores?.helper) {
  const { subscribers, helper, slipSelectedOutcomes: perOutcome, zustand } = report.stores;
  note(
    `stores: one update, ${subscribers} subscribers: helper p50 ${helper.medianUs} µs (${helper.gzipBytes} B gzip), ` +
      `slip selected outcomes p50 ${perOutcome.medianUs} µs` +
      (zustand ? `, Zustand p50 ${zustand.medianUs} µs (${zustand.gzipBytes} B gzip)` : ''),
  );
}
if (report.firstLoadJs?.routes)
  note(`first-load JS: max ${report.firstLoadJs.maxGzipBytes} B gzip`);
if (report.push?.push) {
  const { push, bare, ratio } = report.push;
  for (const [name, r] of [
    ['push', push],
    ['bare', bare],
  ]) {
    note(
      `${name}: ${r.deliveriesReceived}/${r.deliveriesExpected} delivered, ${r.messagesPerSecond} msg/s, ` +
        `p50 ${ms(r.latencyMs.p50)} p90 ${ms(r.latencyMs.p90)} p99 ${ms(r.latencyMs.p99)} max ${ms(r.latencyMs.max)}; ` +
        `first client p50 ${ms(r.firstDeliveryMs.p50)}; cpu server ${r.serverCpuPercent}% bench ${r.benchCpuPercent}%`,
    );
  }
  note(`push/bare: p50 ×${ratio.p50}, p99 ×${ratio.p99}`);
}
if (report.pushFlood?.capped) {
  const { targetMs } = report.pushFlood;
  for (const [name, r] of [
    ['capped', report.pushFlood.capped],
    ['cap lifted', report.pushFlood.uncapped],
  ]) {
    const rounds = r.rounds
      .map((x) => `${x.floodMs} ms, ${x.subscribed} accepted, max ${ms(x.roundTripMaxMs)}`)
      .join('; ');
    note(
      `pushflood (${name}): ${r.rounds.length} × ${r.attempts} subscribes (${rounds}); other client's ` +
        `round trip p50 ${ms(r.floodRoundTripMs.p50)} p99 ${ms(r.floodRoundTripMs.p99)} ` +
        `(idle p50 ${ms(r.idleRoundTripMs.p50)}), median round max ${ms(r.medianRoundMaxMs)}: ` +
        `${r.meetsTarget ? 'under' : 'NOT under'} ${targetMs} ms; load ${r.loadAverage1m}`,
    );
  }
}
if (report.api?.urls) {
  if (report.api.endpointFallback) note(`api: fallback to /sports (${report.api.fallbackReason})`);
  for (const u of report.api.urls) {
    note(
      `${u.path}${u.uncached ? ' (uncached)' : ''}: ${u.requestsPerSecond} req/s, p50 ${ms(u.latencyMs.p50)} p99 ${ms(u.latencyMs.p99)}` +
        ` max ${ms(u.latencyMs.max)}, non-2xx ${u.non2xx}, errors ${u.errors}, cpu server ${u.serverCpuPercent}%`,
    );
  }
}
if (report.placement?.http) {
  const { direct, http, ratio } = report.placement;
  note(
    `placement: HTTP ${http.betsPerSecond} bets/s, p50 ${ms(http.latencyMs.p50)} p99 ${ms(http.latencyMs.p99)}, ` +
      `non-2xx ${http.non2xx}, cpu server ${http.serverCpuPercent}%; database ${direct.betsPerSecond} bets/s, ` +
      `p50 ${ms(direct.latencyMs.p50)} p99 ${ms(direct.latencyMs.p99)}; HTTP/database throughput ×${ratio.throughput}, ` +
      `p50 ×${ratio.p50}, p99 ×${ratio.p99}`,
  );
}
if (report.lighthouse?.pages) {
  const { targets } = report.lighthouse;
  const vs = (c, v) => `${c} ${v ?? '-'}/${targets[c]}${v !== null && v >= targets[c] ? '' : ' ✗'}`;
  for (const p of report.lighthouse.pages) {
    if (p.error) {
      note(`lighthouse ${p.path}: ${p.error}`);
      continue;
    }
    note(
      `lighthouse ${p.path}: ${Object.entries(p.scores)
        .map(([c, v]) => vs(c, v))
        .join(', ')} (target ≥ ${Object.values(targets).join('/')}); ` +
        `LCP ${ms(p.lcpMs)}, TBT ${ms(p.tbtMs)}, CLS ${p.cls}`,
    );
    const failing = Object.entries(p.failing)
      .filter(([, audits]) => audits.length > 0)
      .map(
        ([c, audits]) =>
          `${c}: ${audits.map((a) => (a.weight === 0 ? `${a.id} (weight 0)` : a.id)).join(', ')}`,
      );
    if (failing.length > 0) note(`  failing audits: ${failing.join('; ')}`);
    note(
      `  benchmarkIndex ${p.benchmarkIndex}, DOM ${p.domElements} elements, main thread ` +
        `${Object.entries(p.mainThreadMs)
          .map(([g, v]) => `${g} ${v} ms`)
          .join(', ')}`,
    );
    if (p.runtimeError) note(`  runtime error: ${p.runtimeError}`);
    for (const w of p.warnings ?? []) note(`  warning: ${w}`);
  }
}
if (report.live?.runs) {
  const { targets, idle, startup, clock } = report.live;
  note(
    `live: ${report.live.rows} rows on /live (${report.live.startedByBench} started by the bench), ` +
      `${report.live.outcomesCycled} outcomes cycled; targets at ${targets.rate}/s: ` +
      `${targets.longTasks} long tasks, p95 ≤ ${targets.p95Ms} ms`,
  );
  note(
    `live load: ${report.live.loadMs} ms, ${startup.domNodes} DOM nodes, long tasks ${startup.longTasks} ` +
      `(total ${startup.longTasksTotalMs} ms, max ${startup.longTasksMaxMs} ms); ` +
      `page clock − bench clock ${clock.pageMinusBenchMs} ms (±${clock.rttMs / 2})`,
  );
  note(
    `live idle (feed only, ${idle.seconds} s): long tasks ${idle.longTasks.count} ` +
      `(total ${idle.longTasks.totalMs} ms, max ${idle.longTasks.maxMs} ms)`,
  );
  for (const r of report.live.runs) {
    const laf = r.longAnimationFrames;
    note(
      `live ${r.rate}/s: sent ${r.sent} of ${r.offered} (reached ${r.achievedPerSecond}/s; ${r.skippedServerBehind} skipped, ` +
        `${r.httpErrors} failed: misses); ` +
        `in DOM ${r.observedPercent}% (${r.observedPercentOfRenderable}% of renderable, ${r.supersededBeforeRender} superseded, ` +
        `final values ${r.finalValuesShownPercent}% after ${r.drainMs} ms)`,
    );
    note(
      `  publish→DOM p50 ${ms(r.latencyMs.p50)} p95 ${ms(r.latencyMs.p95)} p99 ${ms(r.latencyMs.p99)} ` +
        `(publish→ws p95 ${ms(r.publishToWsMs.p95)}, ws→DOM p95 ${ms(r.wsToDomMs.p95)}, publish→paint p95 ${ms(r.publishToPaintMs.p95)}); ` +
        `long tasks ${r.longTasks.count} (total ${r.longTasks.totalMs} ms, max ${r.longTasks.maxMs} ms)`,
    );
    note(
      `  long frames ${laf.count}: script ${laf.scriptMs} ms, render ${laf.renderMs} ms (style+layout ${laf.styleLayoutMs} ms); ` +
        `publish HTTP p50 ${ms(r.publishRoundTripMs.p50)} p99 ${ms(r.publishRoundTripMs.p99)}; ` +
        `cpu server ${r.serverCpuPercent}% bench ${r.benchCpuPercent}%, load ${r.loadAverage1m}`,
    );
    const closes = r.socketEvents.filter((e) => e.what === 'close');
    if (closes.length > 0)
      note(
        `  WebSocket closed ${closes.length}× (${closes.map((e) => `${e.code} ${e.reason} at ${e.atS} s`).join(', ')}): ` +
          `the page reconnected and refetched`,
      );
  }
  if (report.live.profile) {
    const { profile, trace } = report.live;
    note(`live: CPU profile in ${profile.file}; trace in ${trace.file}`);
    const ev = Object.entries(trace.events)
      .filter(([, v]) => v.count > 0)
      .map(([name, v]) => `${name} ${v.totalMs} ms/${v.count}`)
      .join(', ');
    note(
      `  trace at ${trace.rate}/s (${trace.seconds} s): ${ev}; style recalc ${trace.styleElementsPerRecalc} elements, ` +
        `layout ${trace.layoutDirtyObjectsPerLayout}/${trace.layoutTotalObjects} objects dirty/total`,
    );
    const inside = Object.entries(trace.longTasks.insideMs)
      .map(([name, v]) => `${name} ${v} ms`)
      .join(', ');
    note(
      `  trace long tasks ${trace.longTasks.count} (${trace.longTasks.totalMs} ms), inside: ${inside}`,
    );
  }
  const met = report.live.meetsTargets;
  note(`live: targets ${met === null ? 'not run' : met ? 'met' : 'NOT met'} at ${targets.rate}/s`);
}

for (const [name, curve] of Object.entries(report.curves ?? {})) {
  if (curve.error) continue;
  for (const g of curve.growth ?? []) note(describeCurve(`curve ${name}`, curve, g.metric));
}

const out = JSON.stringify(report, null, 2);
writeFileSync(path.join(ROOT, 'bench', 'report.json'), out);
console.log(out);
// lingering keep-alive sockets of fetch must not hold the bench open
process.exit(failed ? 1 : 0);
