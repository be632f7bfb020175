// Child process of the push-subscribers curve: PUSH_CLIENTS raw protocol clients on one channel.
// Over IPC: {ready, connected} once all subscribed; {got, seq} once all of them have publication
// `seq`; on {collect} the latency of every delivery, per publication, then it exits.
// Latency: wall-anchored monotonic time (performance.timeOrigin + now) at receipt minus the
// `sent_at` the parent stamped with the same clock, so the two processes compare directly.
import { performance } from 'node:perf_hooks';
import { CHANNEL, rawClient } from './push-common.mjs';

const wsUrl = process.env.PUSH_WS_URL;
const token = process.env.PUSH_TOKEN;
const clients = Number(process.env.PUSH_CLIENTS);
/** Connections opening at once: the server's upgrade path is not hit by all at once. */
const CONCURRENCY = 50;
const CONNECT_TIMEOUT_MS = 120_000;

const now = () => performance.timeOrigin + performance.now();
const latencies = new Map(); // seq -> number[]
const sockets = [];

function onPublication(line) {
  const message = JSON.parse(line);
  const bench = message.push?.pub?.data?.bench;
  if (!bench || message.push.channel !== CHANNEL) return;
  const at = now();
  let list = latencies.get(bench.seq);
  if (!list) latencies.set(bench.seq, (list = []));
  list.push(at - bench.sent_at);
  if (list.length === clients) process.send({ got: bench.seq });
}

/** One client: connect, subscribe, resolve once the subscribe reply came back. */
async function connectOne() {
  let subscribed;
  const ready = new Promise((resolve, reject) => (subscribed = { resolve, reject }));
  const client = await rawClient(wsUrl, token, (text) => {
    for (const line of text.split('\n')) {
      if (line.startsWith('{"id":2,')) {
        if (line.includes('"error"')) subscribed.reject(new Error(`subscribe refused: ${line}`));
        else subscribed.resolve();
      } else if (line.includes('"push"')) onPublication(line);
    }
  });
  client.closed.then(({ code }) => subscribed.reject(new Error(`closed ${code}`)));
  client.ws.send(JSON.stringify({ id: 2, subscribe: { channel: CHANNEL } }));
  sockets.push(client.ws);
  await ready;
}

async function connectAll() {
  let next = 0;
  const worker = async () => {
    while (next < clients) {
      next += 1;
      await connectOne();
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, clients) }, worker));
}

process.on('message', (message) => {
  if (message.collect) {
    process.send({ latencies: Object.fromEntries(latencies) }, () => {
      sockets.forEach((ws) => ws.terminate());
      process.exit(0);
    });
  }
});
// the parent gone (killed bench): no orphan clients
process.on('disconnect', () => process.exit(0));
const deadline = setTimeout(() => {
  process.send({ error: `not all ${clients} clients subscribed in ${CONNECT_TIMEOUT_MS} ms` });
}, CONNECT_TIMEOUT_MS);
try {
  await connectAll();
  clearTimeout(deadline);
  process.send({ ready: true, connected: sockets.length });
} catch (error) {
  clearTimeout(deadline);
  process.send({ error: error instanceof Error ? error.message : String(error) });
}
