// Shared by the bench sections: child processes that always die with the bench, env knobs, stats.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { ROOT, freePort, startPair } from '../scripts/lib.mjs';

// for bench/curves/*, which may not reach two folders up (lint: no ../../ imports)
export {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  ROOT,
  ensureBuilt,
  freePort,
  waitForUrl,
} from '../scripts/lib.mjs';

export const note = (message) => process.stderr.write(`\x1b[36m[bench]\x1b[0m ${message}\n`);

/** Positive integer from the environment, or the default. */
export function envInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

export const SECTIONS = [
  'js',
  'push',
  'pushflood',
  'api',
  'placement',
  'lighthouse',
  'live',
  'stores',
  'curves',
];

/** Sections picked by BENCH_ONLY (comma list), all by default. */
export function selectedSections() {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return new Set(SECTIONS);
  const picked = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = picked.filter((s) => !SECTIONS.includes(s));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; use ${SECTIONS}`);
  return new Set(picked);
}

const live = new Set();
// a dead bench must not leave servers listening: SIGKILL whatever is left on any exit
process.on('exit', () => live.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    note(`${signal}: stopping ${live.size} child process(es)`);
    live.forEach((child) => child.kill('SIGKILL'));
    process.exit(130);
  });
}

/** Runs a Node script of the repo as a child; its output goes to stderr, prefixed and capped. */
export function spawnNode(script, { env, label, maxLines = 30 }) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let lines = 0;
  let pending = '';
  const forward = (chunk) => {
    pending += chunk;
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) {
      lines += 1;
      if (lines <= maxLines) process.stderr.write(`[${label}] ${line}\n`);
      else if (lines === maxLines + 1) process.stderr.write(`[${label}] … further output hidden\n`);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', forward);
  }
  child.outputLines = () => lines;
  return child;
}

/** Runs any command as a child that dies with the bench; its output is dropped. */
export function spawnTracked(command, args, { env = process.env } = {}) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'ignore' });
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

/** Tracks a child started elsewhere (startPair), so it dies with the bench on any exit. */
export function track(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  live.add(child);
  child.once('exit', () => live.delete(child));
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopChild(child, graceMs = 5_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The server's environment for a bench: loopback, in-memory DB, quiet, our own push secrets. */
export function serverEnv(port, extra = {}) {
  const env = {
    ...process.env,
    SERVER_HOST: '127.0.0.1',
    SERVER_PORT: String(port),
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    // measure what operators run: no per-answer contract checks, no dev API
    NODE_ENV: 'production',
    PUSH_API_KEY: BENCH_PUSH_API_KEY,
    PUSH_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    ...extra,
  };
  // an external Centrifugo in the caller's env would take the publications away from the hub
  delete env.CENTRIFUGO_API_URL;
  delete env.CENTRIFUGO_API_KEY;
  return env;
}

/** The bench publishes through /push/api with this key: random per run, never a constant. */
export const BENCH_PUSH_API_KEY = randomBytes(32).toString('base64url');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const round = (n) => Math.round(n * 1000) / 1000;

/** p50/p90/p95/p99/max (ms) of a sample array, nearest-rank. */
export function percentiles(samples) {
  if (samples.length === 0)
    return { p50: null, p90: null, p95: null, p99: null, max: null, mean: null };
  const sorted = Float64Array.from(samples).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const sum = sorted.reduce((n, v) => n + v, 0);
  return {
    p50: round(at(50)),
    p90: round(at(90)),
    p95: round(at(95)),
    p99: round(at(99)),
    max: round(sorted[sorted.length - 1]),
    mean: round(sum / sorted.length),
  };
}

let clockTicks;
const LOOP_RESOLUTION_MS = 5;
// the histogram counts the sampling interval itself: keep only the delay beyond it
const loopMs = (ns) => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);
/** CPU seconds (user + system) a process has used so far, from /proc; null off Linux. */
function processCpuSeconds(pid) {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

/** CPU of a child and of the bench, and the bench's loop delay: which side was the bottleneck. */
export function startCpuWindow(child) {
  const startedAt = performance.now();
  const childStart = processCpuSeconds(child.pid);
  const selfStart = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  return () => {
    loop.disable();
    const wallS = (performance.now() - startedAt) / 1000;
    const childEnd = processCpuSeconds(child.pid);
    const self = process.cpuUsage(selfStart);
    const pct = (cpuS) => Math.round((cpuS / wallS) * 100);
    return {
      loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
      serverCpuPercent:
        childStart === null || childEnd === null ? null : pct(childEnd - childStart),
      benchCpuPercent: pct((self.user + self.system) / 1e6),
      benchLoopDelayMs: {
        p50: loopMs(loop.percentile(50)),
        p99: loopMs(loop.percentile(99)),
        max: loopMs(loop.max),
      },
    };
  };
}

/** The built server + web pair (scripts/lib.mjs startPair) on free loopback ports, bench env. */
export async function startBenchPair(extra = {}) {
  const [serverPort, webPort] = [await freePort(), await freePort()];
  const pair = await startPair({
    serverHost: '127.0.0.1',
    serverPort,
    webHost: '127.0.0.1',
    webPort,
    env: serverEnv(serverPort, extra),
    quiet: true,
  });
  track(pair.server);
  track(pair.web);
  return pair;
}

/** GET a JSON answer of the server, with a timeout; throws on a non-2xx status. */
export async function getJson(url, { timeoutMs = 10_000 } = {}) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`GET ${url}: status ${res.status}`);
  return res.json();
}

/** Polls until the feed has put at least one live match in the catalogue; returns the first. */
export async function waitForLiveMatch(serverUrl, timeoutMs = 90_000) {
  const url = `${serverUrl}/api/sportsbook/v2/matches?type=match&match_status=1&limit=1`;
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const body = await getJson(url);
      if (body.data?.length > 0) return body.data[0];
      last = 'no live match yet';
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(500);
  }
  throw new Error(`no live match within ${timeoutMs} ms (${last})`);
}

/** How many times each timing section runs (BENCH_RUNS, default 1); the report keeps the medians. */
export function benchRuns() {
  const raw = process.env.BENCH_RUNS?.trim();
  if (!raw) return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 9) throw new Error(`BENCH_RUNS: 1..9, not ${raw}`);
  return n;
}

/**
 * One report from several runs of a section: every number is the median of the runs' numbers at
 * the same place, a boolean the majority, anything else the first run's value.
 */
export function medianOfRuns(runs) {
  const [first] = runs;
  if (runs.every((r) => typeof r === 'number')) {
    const sorted = [...runs].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }
  if (runs.every((r) => typeof r === 'boolean'))
    return runs.filter(Boolean).length * 2 > runs.length;
  if (runs.every((r) => Array.isArray(r) && r.length === first.length))
    return first.map((_, i) => medianOfRuns(runs.map((r) => r[i])));
  const isObject = (r) => r !== null && typeof r === 'object' && !Array.isArray(r);
  // a run that failed at this place (its object says `error`) is left out while others succeeded
  const ok = runs.filter((r) => !isObject(r) || !('error' in r));
  if (ok.length > 0 && ok.length < runs.length) return medianOfRuns(ok);
  if (runs.every(isObject))
    return Object.fromEntries(
      Object.keys(first).map((k) => [
        k,
        runs.every((r) => k in r) ? medianOfRuns(runs.map((r) => r[k])) : first[k],
      ]),
    );
  return first;
}
