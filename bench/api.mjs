// Catalogue API latency under bounded load: autocannon against the built server with the feed on.
import autocannon from 'autocannon';
import { freePort, waitForUrl } from '../scripts/lib.mjs';
import { envInt, note, serverEnv, sleep, spawnNode, startCpuWindow, stopChild } from './lib.mjs';

const V2 = '/api/sportsbook/v2';
const PROBE = `${V2}/matches?limit=1`;
// `uncached` gives every request its own URL, so each one computes its answer (worst case)
const MATCH_URLS = [
  `${V2}/matches?match_status=1&limit=50`,
  `${V2}/matches?sport_key=soccer&limit=100`,
  `${V2}/sports`,
  { path: `${V2}/matches?match_status=1&limit=50`, uncached: true },
  { path: `${V2}/matches?sport_key=soccer&limit=100`, uncached: true },
];
const FALLBACK_URLS = [`${V2}/sports`, `${V2}/sports?limit=100`];
const CATALOGUE_TIMEOUT_MS = 60_000;
const MAX_REQUESTS_PER_URL = 50_000;
const WARMUP_REQUESTS = 200;

/** Waits for the feed to fill the catalogue; a 404 means no such route in this build: no wait. */
async function waitForCatalogue(baseUrl) {
  const deadline = Date.now() + CATALOGUE_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}${PROBE}`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 404) return { ok: false, reason: `${PROBE} answered 404` };
      if (res.ok) {
        const total = (await res.json())?.pagination?.total ?? 0;
        if (total > 0) return { ok: true, total };
        last = 'pagination.total is 0';
      } else last = `status ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(500);
  }
  return { ok: false, reason: `${PROBE} not ready within ${CATALOGUE_TIMEOUT_MS} ms (${last})` };
}

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** One bounded autocannon run: `connections` clients for `seconds` or the request cap. */
async function load(baseUrl, target, { connections, seconds, child }) {
  const { path, uncached = false } = typeof target === 'string' ? { path: target } : target;
  const url = `${baseUrl}${path}`;
  let n = 0;
  const requests = uncached
    ? [{ setupRequest: (req) => ({ ...req, path: `${path}&uncached=${(n += 1)}` }) }]
    : undefined;
  await run({ url, connections, amount: WARMUP_REQUESTS, timeout: 10, requests });
  const cpuWindow = startCpuWindow(child);
  const r = await run({
    url,
    requests,
    connections,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS_PER_URL,
    timeout: 10,
  });
  const { loadAverage1m, serverCpuPercent, benchCpuPercent } = cpuWindow();
  const done = r.requests.total;
  return {
    path,
    uncached,
    requests: done,
    requestsPerSecond: Math.round((done / r.duration) * 10) / 10,
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
    bytesPerResponseWithHeaders: done > 0 ? Math.round(r.throughput.total / done) : 0,
    loadAverage1m,
    serverCpuPercent,
    benchCpuPercent,
  };
}

/** The `api` section of the report. */
export async function benchApi() {
  const connections = envInt('BENCH_API_CONNECTIONS', 10);
  const seconds = envInt('BENCH_API_SECONDS', 8);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnNode('apps/server/dist/main.js', {
    env: serverEnv(port, { FEED_ENABLED: 'true', FEED_SPEED: '1' }),
    label: 'server',
  });
  try {
    await waitForUrl(`${baseUrl}/health`, { timeoutMs: 60_000, child });
    note(`api: waiting for the feed to fill the catalogue (≤ ${CATALOGUE_TIMEOUT_MS / 1000} s)…`);
    const startedAt = Date.now();
    const catalogue = await waitForCatalogue(baseUrl);
    const section = {
      connections,
      seconds,
      maxRequestsPerUrl: MAX_REQUESTS_PER_URL,
      endpointFallback: !catalogue.ok,
      ...(catalogue.ok
        ? { matchesTotal: catalogue.total, catalogueReadyMs: Date.now() - startedAt }
        : { fallbackReason: catalogue.reason }),
      urls: [],
    };
    for (const target of catalogue.ok ? MATCH_URLS : FALLBACK_URLS) {
      note(`api: ${connections} connections on ${JSON.stringify(target)} for ${seconds} s…`);
      section.urls.push(await load(baseUrl, target, { connections, seconds, child }));
    }
    return section;
  } finally {
    await stopChild(child);
  }
}
