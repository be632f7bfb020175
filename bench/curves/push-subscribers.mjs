// Push subscribers 1,000 -> 3,000 -> 10,000 on one channel of the embedded push server: latency
// of one publication to every client (HTTP publish -> each client's receipt) and the server's
// memory per connection. A fresh server per point; the clients are raw protocol sockets spread
// over child processes (bench/push-clients.mjs), a few thousand file descriptors each.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  BENCH_PUSH_API_KEY,
  ROOT,
  freePort,
  note,
  percentiles,
  serverEnv,
  sleep,
  spawnNode,
  startCpuWindow,
  stopChild,
  track,
  waitForUrl,
  ensureBuilt,
} from '../lib.mjs';
import { WS_PATH, bodyFactory, connectionToken, withTimeout } from '../push-common.mjs';
import { growth } from './growth.mjs';

export const name = 'pushSubscribers';

const COUNTS = [1_000, 3_000, 10_000];
/** Client processes: the clients' JSON decoding is spread over them (the machine has 2 cores). */
const WORKERS = 2;
const WARMUP = 3;
const PUBLICATIONS = 20;
/** Between a publication fully delivered and the next: the sockets drain, timers run. */
const GAP_MS = 100;
const DELIVERY_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 150_000;

/** Resident memory of a process (kB), from /proc. */
function rssKb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

/** Starts the client processes; resolves when every client is subscribed. */
async function startClients({ wsUrl, token, clients }) {
  const per = Math.ceil(clients / WORKERS);
  const workers = [];
  for (let i = 0; i < WORKERS; i++) {
    const count = Math.min(per, clients - i * per);
    if (count <= 0) break;
    const child = fork(path.join(ROOT, 'bench', 'push-clients.mjs'), [], {
      env: {
        ...process.env,
        PUSH_WS_URL: wsUrl,
        PUSH_TOKEN: token,
        PUSH_CLIENTS: String(count),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    track(child);
    workers.push({ child, count, got: new Set() });
  }
  const ready = workers.map(
    ({ child }) =>
      new Promise((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`client process exited (${code})`)));
        child.on('message', (m) => {
          if (m.ready) resolve(m.connected);
          else if (m.error) reject(new Error(m.error));
        });
      }),
  );
  for (const w of workers) w.child.on('message', (m) => m.got !== undefined && w.got.add(m.got));
  const connected = await withTimeout(Promise.all(ready), CONNECT_TIMEOUT_MS, 'clients subscribed');
  return { workers, connected: connected.reduce((n, c) => n + c, 0) };
}

/** Every client process's latencies of publication `seq` and up, then they exit. */
async function collect(workers) {
  const parts = await Promise.all(
    workers.map(
      ({ child }) =>
        new Promise((resolve) => {
          child.on('message', (m) => m.latencies && resolve(m.latencies));
          child.send({ collect: true });
        }),
    ),
  );
  const bySeq = new Map();
  for (const part of parts)
    for (const [seq, list] of Object.entries(part))
      bySeq.set(Number(seq), [...(bySeq.get(Number(seq)) ?? []), ...list]);
  return bySeq;
}

/** One publication, then wait until every client process has it (closed loop). */
async function publishOne(publishUrl, body, workers, seq, warmup) {
  const sentAt = performance.timeOrigin + performance.now();
  const res = await fetch(publishUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': BENCH_PUSH_API_KEY },
    body: body(seq, warmup, sentAt),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`publish answered ${res.status}`);
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  while (!workers.every((w) => w.got.has(seq)) && Date.now() < deadline) await sleep(2);
  return workers.every((w) => w.got.has(seq));
}

async function point(clients, body) {
  const port = await freePort();
  const httpUrl = `http://127.0.0.1:${port}`;
  const server = spawnNode('apps/server/dist/main.js', {
    env: serverEnv(port, {
      FEED_ENABLED: 'false',
      // every client connects from loopback: the per-address cap must admit them all
      PUSH_MAX_CONNECTIONS_PER_IP: String(clients + 10),
    }),
    label: 'server',
  });
  let workers = [];
  try {
    await waitForUrl(`${httpUrl}/health`, { timeoutMs: 60_000, child: server });
    await sleep(1_000);
    const rssBeforeKb = rssKb(server.pid);
    const token = await connectionToken(httpUrl);
    const connectStart = performance.now();
    const started = await startClients({
      wsUrl: `ws://127.0.0.1:${port}${WS_PATH}`,
      token,
      clients,
    });
    workers = started.workers;
    const connectMs = Math.round(performance.now() - connectStart);
    const publishUrl = `${httpUrl}/push/api/publish`;
    for (let seq = 0; seq < WARMUP; seq++) {
      await publishOne(publishUrl, body, workers, 1_000 + seq, true);
      await sleep(GAP_MS);
    }
    const rssAfterKb = rssKb(server.pid);
    const cpu = startCpuWindow(server);
    let lost = 0;
    for (let seq = 0; seq < PUBLICATIONS; seq++) {
      if (!(await publishOne(publishUrl, body, workers, seq, false))) lost += 1;
      await sleep(GAP_MS);
    }
    const cpuWindow = cpu();
    const bySeq = await collect(workers);
    const all = [];
    const spans = [];
    const firsts = [];
    for (let seq = 0; seq < PUBLICATIONS; seq++) {
      const list = bySeq.get(seq) ?? [];
      all.push(...list);
      if (list.length > 0) {
        firsts.push(Math.min(...list));
        spans.push(Math.max(...list));
      }
    }
    const latency = percentiles(all);
    const r = (n) => Math.round(n * 100) / 100;
    return {
      x: clients,
      connected: started.connected,
      connectMs,
      deliveries: all.length,
      deliveriesExpected: clients * PUBLICATIONS,
      publicationsIncomplete: lost,
      deliveryP50Ms: latency.p50,
      deliveryP99Ms: latency.p99,
      deliveryMaxMs: latency.max,
      // per publication: the first client (server path) and the last (whole fan-out)
      firstClientP50Ms: percentiles(firsts).p50,
      lastClientP50Ms: percentiles(spans).p50,
      rssBeforeMb: r(rssBeforeKb / 1024),
      rssAfterMb: r(rssAfterKb / 1024),
      rssPerConnectionKb: r((rssAfterKb - rssBeforeKb) / clients),
      serverCpuPercent: cpuWindow.serverCpuPercent,
      loadAverage1m: cpuWindow.loadAverage1m,
    };
  } finally {
    for (const { child } of workers) child.kill('SIGKILL');
    await stopChild(server);
  }
}

export default async function pushSubscribers() {
  ensureBuilt(); // the built pair: the curves section builds nothing for the others
  const { body, payloadBytes } = bodyFactory();
  const points = [];
  for (const clients of COUNTS) {
    note(`curves: push, ${clients} subscribers…`);
    points.push(await point(clients, body));
  }
  return {
    x: 'WebSocket clients subscribed to one channel (sportsbook:en), embedded push server',
    measuredAs:
      `${PUBLICATIONS} publications of ${payloadBytes} B one at a time (the next once every ` +
      `client has the last), POST /push/api/publish -> each client's receipt; ${WORKERS} client ` +
      'processes of raw protocol sockets; RSS of the server after connecting and warming up ' +
      'minus before, per connection',
    points,
    growth: [
      growth(points, 'deliveryP50Ms'),
      growth(points, 'deliveryP99Ms'),
      growth(points, 'lastClientP50Ms'),
      growth(points, 'rssPerConnectionKb'),
    ],
  };
}
