// Bet placement throughput: POST /api/sportsbook/v3/bets over HTTP (autocannon) next to the same
// transaction issued straight on the database, in one run on one fresh in-memory PGlite.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../scripts/lib.mjs';
import { envInt, note, percentiles, startCpuWindow, stopChild, track } from './lib.mjs';

const MAX_REQUESTS = 50_000;
const READY_TIMEOUT_MS = 120_000;

/** Starts apps/server/bench/placement-target.ts (tsx, apps/server paths) and waits for its JSON line. */
function startTarget(env) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'apps', 'server', 'bench', 'placement-target.ts')],
    {
      cwd: path.join(ROOT, 'apps', 'server'),
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  track(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(
      () =>
        reject(
          new Error(`placement target not ready in ${READY_TIMEOUT_MS} ms: ${err.slice(-500)}`),
        ),
      READY_TIMEOUT_MS,
    );
    child.stderr.setEncoding('utf8').on('data', (chunk) => (err += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end < 0) return;
      clearTimeout(timer);
      resolve({ child, ready: JSON.parse(out.slice(0, end)) });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`placement target exited with ${code}: ${err.slice(-500)}`));
    });
  });
}

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const round1 = (n) => Math.round(n * 10) / 10;

/** The `placement` section of the report. */
export async function benchPlacement() {
  const connections = envInt('BENCH_PLACEMENT_CONNECTIONS', 10);
  const seconds = envInt('BENCH_PLACEMENT_SECONDS', 8);
  note(
    `placement: ${connections} at once for ${seconds} s, the transaction straight on the database first…`,
  );
  const { child, ready } = await startTarget({
    BENCH_PLACEMENT_CONNECTIONS: String(connections),
    BENCH_PLACEMENT_SECONDS: String(seconds),
    BENCH_PLACEMENT_MAX: String(MAX_REQUESTS),
  });
  try {
    const direct = {
      bets: ready.direct.transactions,
      betsPerSecond: round1(ready.direct.transactions / ready.direct.seconds),
      latencyMs: percentiles(ready.direct.latenciesMs),
    };
    note(`placement: POST /bets over HTTP, ${connections} connections for ${seconds} s…`);
    const cpuWindow = startCpuWindow(child);
    const r = await run({
      url: `http://127.0.0.1:${ready.port}/api/sportsbook/v3/bets`,
      method: 'POST',
      headers: { cookie: ready.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(ready.body),
      connections,
      duration: seconds,
      maxOverallRequests: MAX_REQUESTS,
      timeout: 10,
    });
    const { serverCpuPercent, benchCpuPercent, loadAverage1m } = cpuWindow();
    const placed = r['2xx'];
    const http = {
      bets: placed,
      betsPerSecond: round1(placed / r.duration),
      latencyMs: {
        p50: r.latency.p50,
        p90: r.latency.p90,
        p99: r.latency.p99,
        max: r.latency.max,
        mean: r.latency.average,
      },
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      serverCpuPercent,
      benchCpuPercent,
      loadAverage1m,
    };
    return {
      connections,
      seconds,
      direct,
      http,
      ratio: {
        // how much of the database's own rate the API keeps, and what it adds per bet
        throughput:
          direct.betsPerSecond > 0
            ? Math.round((http.betsPerSecond / direct.betsPerSecond) * 1000) / 1000
            : null,
        p50: direct.latencyMs.p50 ? round1(http.latencyMs.p50 / direct.latencyMs.p50) : null,
        p99: direct.latencyMs.p99 ? round1(http.latencyMs.p99 / direct.latencyMs.p99) : null,
      },
    };
  } finally {
    await stopChild(child);
  }
}
