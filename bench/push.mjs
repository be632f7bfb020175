// Push fan-out of the built server vs a bare ws loop, same clients, load and HTTP publish path.
import { performance } from 'node:perf_hooks';
import { Centrifuge } from 'centrifuge';
import { WebSocket } from 'ws';
import { freePort, waitForUrl } from '../scripts/lib.mjs';
import { CHANNEL, TOKEN_PATH, WS_PATH, bodyFactory, until, withTimeout } from './push-common.mjs';
import {
  BENCH_PUSH_API_KEY,
  envInt,
  note,
  percentiles,
  serverEnv,
  sleep,
  spawnNode,
  startCpuWindow,
  stopChild,
} from './lib.mjs';

const WARMUP_SECONDS = 1;
const MAX_IN_FLIGHT = 64;
const CONNECT_TIMEOUT_MS = 30_000;
const DRAIN_TIMEOUT_MS = 5_000;

/** Per-delivery bookkeeping of one scenario: latency of each first delivery, losses, dupes. */
function newRecorder(clients, count) {
  const r = {
    latencies: new Float64Array(clients * count),
    // per publication: first and last client to get it (server path vs whole fan-out)
    first: new Float64Array(count).fill(Infinity),
    last: new Float64Array(count),
    received: 0,
    warmupReceived: 0,
    duplicates: 0,
    lastAt: 0,
    seen: new Uint8Array(clients * count),
    record(client, data) {
      const now = performance.now();
      const bench = data?.bench;
      if (!bench) return;
      if (bench.warmup) {
        r.warmupReceived += 1;
        return;
      }
      const slot = client * count + bench.seq;
      if (r.seen[slot]) {
        r.duplicates += 1;
        return;
      }
      r.seen[slot] = 1;
      const latency = now - bench.sent_at;
      r.latencies[r.received++] = latency;
      if (latency < r.first[bench.seq]) r.first[bench.seq] = latency;
      if (latency > r.last[bench.seq]) r.last[bench.seq] = latency;
      r.lastAt = now;
    },
  };
  return r;
}

/** Open-loop publisher: one POST every 1/rate s, stamped just before the request leaves. */
async function publishLoop(url, { rate, count, warmup, body }) {
  const interval = 1000 / rate;
  const start = performance.now();
  const inFlight = new Set();
  let failed = 0;
  let maxLagMs = 0;
  let firstSentAt = 0;
  for (let seq = 0; seq < count; seq++) {
    const wait = start + seq * interval - performance.now();
    if (wait > 0) await sleep(wait);
    else maxLagMs = Math.max(maxLagMs, -wait);
    while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
    const sentAt = performance.now();
    if (seq === 0) firstSentAt = sentAt;
    const request = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': BENCH_PUSH_API_KEY },
      body: body(seq, warmup, sentAt),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) failed += 1;
      })
      .catch(() => {
        failed += 1;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  return { failed, firstSentAt, maxLagMs };
}

/** N official clients, anonymous token from the token route, one subscription each. */
async function connectCentrifuge({ wsUrl, httpUrl, clients, onData }) {
  const getToken = async () => {
    const res = await fetch(`${httpUrl}${TOKEN_PATH}`, { method: 'POST' });
    if (!res.ok) throw new Error(`token route answered ${res.status}`);
    return (await res.json()).token;
  };
  const all = [];
  const counters = { reconnects: 0 };
  const ready = [];
  for (let i = 0; i < clients; i++) {
    const client = new Centrifuge(wsUrl, {
      websocket: WebSocket,
      getToken,
      minReconnectDelay: 100,
      maxReconnectDelay: 1_000,
    });
    const sub = client.newSubscription(CHANNEL);
    sub.on('publication', (ctx) => onData(i, ctx.data));
    ready.push(new Promise((resolve) => sub.once('subscribed', resolve)));
    let connectedOnce = false;
    client.on('connected', () => {
      if (connectedOnce) counters.reconnects += 1;
      connectedOnce = true;
    });
    sub.subscribe();
    client.connect();
    all.push(client);
    // batches of 20 so the token route and the upgrade path are not hit by all at once
    if (i % 20 === 19) await withTimeout(Promise.all(ready), CONNECT_TIMEOUT_MS, 'no subscribe');
  }
  await withTimeout(Promise.all(ready), CONNECT_TIMEOUT_MS, 'not all clients subscribed');
  return {
    counters,
    close: () => all.forEach((client) => client.disconnect()),
  };
}

/** N plain `ws` clients of the bare loop; each message is parsed as JSON like the client does. */
async function connectBare({ wsUrl, clients, onData }) {
  const all = [];
  const counters = { reconnects: 0 };
  const url = `${wsUrl}?channel=${encodeURIComponent(CHANNEL)}`;
  for (let i = 0; i < clients; i++) {
    const ws = new WebSocket(url);
    ws.on('message', (data) => onData(i, JSON.parse(data.toString('utf8'))));
    ws.on('error', () => {});
    all.push(
      new Promise((resolve, reject) => ws.once('open', () => resolve(ws)).once('error', reject)),
    );
    if (i % 20 === 19) await withTimeout(Promise.all(all), CONNECT_TIMEOUT_MS, 'no open');
  }
  const sockets = await withTimeout(Promise.all(all), CONNECT_TIMEOUT_MS, 'not all sockets open');
  return { counters, close: () => sockets.forEach((ws) => ws.close()) };
}

const SCENARIOS = {
  push: {
    label: 'server',
    script: 'apps/server/dist/main.js',
    // every bench client connects from loopback: the per-address cap must admit them all
    env: (port, clients) =>
      serverEnv(port, { FEED_ENABLED: 'false', PUSH_MAX_CONNECTIONS_PER_IP: String(clients) }),
    connect: connectCentrifuge,
  },
  bare: {
    label: 'bare-ws',
    script: 'bench/bare-ws-server.mjs',
    env: (port) => ({ ...process.env, BARE_PORT: String(port), BARE_API_KEY: BENCH_PUSH_API_KEY }),
    connect: connectBare,
  },
};

/** One side of the comparison: start its child, connect, warm up, measure, drain, stop. */
async function runScenario(name, { clients, rate, seconds, body }) {
  const scenario = SCENARIOS[name];
  const port = await freePort();
  const httpUrl = `http://127.0.0.1:${port}`;
  const wsUrl = `ws://127.0.0.1:${port}${WS_PATH}`;
  const publishUrl = `${httpUrl}/push/api/publish`;
  const count = rate * seconds;
  const warmCount = rate * WARMUP_SECONDS;
  const recorder = newRecorder(clients, count);
  const child = spawnNode(scenario.script, {
    env: scenario.env(port, clients),
    label: scenario.label,
  });
  let connection;
  try {
    await waitForUrl(`${httpUrl}/health`, { timeoutMs: 60_000, child });
    const connectStart = performance.now();
    connection = await scenario.connect({
      wsUrl,
      httpUrl,
      clients,
      onData: (i, data) => recorder.record(i, data),
    });
    const connectMs = performance.now() - connectStart;

    // warm-up: JIT and socket buffers of both processes, not counted
    await publishLoop(publishUrl, { rate, count: warmCount, warmup: true, body });
    await until(() => recorder.warmupReceived >= warmCount * clients, DRAIN_TIMEOUT_MS);
    connection.counters.reconnects = 0;

    const cpuWindow = startCpuWindow(child);
    const sent = await publishLoop(publishUrl, { rate, count, warmup: false, body });
    const expected = clients * count;
    await until(() => recorder.received >= expected, DRAIN_TIMEOUT_MS);
    const cpu = cpuWindow();

    const latencies = recorder.latencies.subarray(0, recorder.received);
    const windowS = (recorder.lastAt - sent.firstSentAt) / 1000;
    return {
      clientsConnected: clients,
      connectMs: Math.round(connectMs),
      publicationsSent: count,
      publicationsFailed: sent.failed,
      publisherMaxLagMs: Math.round(sent.maxLagMs * 10) / 10,
      deliveriesExpected: expected,
      deliveriesReceived: recorder.received,
      deliveryRatio: Math.round((recorder.received / expected) * 10_000) / 10_000,
      duplicates: recorder.duplicates,
      reconnects: connection.counters.reconnects,
      messagesPerSecond: windowS > 0 ? Math.round(recorder.received / windowS) : 0,
      latencyMs: percentiles(latencies),
      firstDeliveryMs: percentiles(recorder.first.filter(Number.isFinite)),
      lastDeliveryMs: percentiles(recorder.last.filter((v) => v > 0)),
      ...cpu,
    };
  } finally {
    connection?.close();
    await sleep(200);
    await stopChild(child);
  }
}

const ratio = (a, b) =>
  a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100;

/** The `push` section of the report. */
export async function benchPush() {
  const clients = envInt('BENCH_PUSH_CLIENTS', 200);
  const rate = envInt('BENCH_PUSH_RATE', 50);
  const seconds = envInt('BENCH_PUSH_SECONDS', 10);
  const { payloadBytes, body } = bodyFactory();
  const options = { clients, rate, seconds, body };

  note(`push: ${clients} centrifuge clients, ${rate} pub/s for ${seconds} s…`);
  const push = await runScenario('push', options);
  note(`push: same load on the bare ws loop…`);
  const bare = await runScenario('bare', options);

  return {
    clients,
    publicationsPerSecond: rate,
    seconds,
    channel: CHANNEL,
    payloadBytes,
    injectedVia: 'HTTP POST /push/api/publish (keep-alive fetch, open loop)',
    latencyMeasuredAs:
      'performance.now() before the POST -> in the client handler, both in the bench process',
    latencyNote:
      'all clients share the bench event loop, so a burst is decoded serially: latencyMs and ' +
      'lastDeliveryMs include client-library cost x clients; firstDeliveryMs is closest to the ' +
      'server path alone; the *CpuPercent fields show which side was busy',
    push,
    bare,
    ratio: {
      p50: ratio(push.latencyMs.p50, bare.latencyMs.p50),
      p99: ratio(push.latencyMs.p99, bare.latencyMs.p99),
    },
  };
}
