// `npm run bench`: builds what is stale, then reports first-load JS, push fan-out and API latency.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { ROOT, ensureBuilt, ensureDependencies } from '../scripts/lib.mjs';
import { benchApi } from './api.mjs';
import { benchFirstLoadJs } from './first-load-js.mjs';
import { note, selectedSections } from './lib.mjs';
import { benchPush } from './push.mjs';

const sections = selectedSections();
ensureDependencies();
ensureBuilt();

const report = {
  generatedAt: new Date().toISOString(),
  node: process.version,
};
let failed = false;
// a failing section is reported as such and the others still run; the exit code tells CI
for (const [section, key, bench] of [
  ['js', 'firstLoadJs', benchFirstLoadJs],
  ['push', 'push', benchPush],
  ['api', 'api', benchApi],
]) {
  if (!sections.has(section)) continue;
  try {
    report[key] = await bench();
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
if (report.api?.urls) {
  if (report.api.endpointFallback) note(`api: fallback to /sports (${report.api.fallbackReason})`);
  for (const u of report.api.urls) {
    note(
      `${u.path}${u.uncached ? ' (uncached)' : ''}: ${u.requestsPerSecond} req/s, p50 ${ms(u.latencyMs.p50)} p99 ${ms(u.latencyMs.p99)}` +
        ` max ${ms(u.latencyMs.max)}, non-2xx ${u.non2xx}, errors ${u.errors}, cpu server ${u.serverCpuPercent}%`,
    );
  }
}

const out = JSON.stringify(report, null, 2);
writeFileSync(path.join(ROOT, 'bench', 'report.json'), out);
console.log(out);
// lingering keep-alive sockets of fetch must not hold the bench open
process.exit(failed ? 1 : 0);
