// Shared by the push sections and the push curve: the channel, a feed-like publication body, the
// token route and a raw Centrifugo-protocol client (no client library: cheap for the bench).
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { sleep } from './lib.mjs';

export const CHANNEL = 'sportsbook:en';
export const WS_PATH = '/connection/websocket';
export const TOKEN_PATH = '/api/sportsbook/v2/websocket/token';

/** A markets_changed event like the feed publishes (two markets, five outcomes), ~1 kB. */
function marketsChanged(matchId) {
  const urn = `sr:match:${matchId}`;
  const market = (marketId, name, specifier, outcomes) => ({
    match_urn_id: urn,
    market_id: marketId,
    name,
    status: 1,
    specifier,
    outcomes: outcomes.map(([outcomeId, outcomeName, odds]) => ({
      id: `${urn}/${marketId}/${outcomeId}/${specifier}`,
      outcome_id: outcomeId,
      name: outcomeName,
      active: true,
      odds,
    })),
    market_groups: ['main'],
    priority: 1000 - marketId,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  });
  return {
    match_id: matchId,
    markets: [
      market(1, '1x2', '', [
        ['1', 'FC Barcelona', 2.15],
        ['2', 'Draw', 3.4],
        ['3', 'Real Madrid', 3.25],
      ]),
      market(18, 'Total', 'total=2.5', [
        ['12', 'Over 2.5', 1.85],
        ['13', 'Under 2.5', 1.95],
      ]),
    ],
  };
}

/** Publish bodies with the send timestamp spliced in last, so stamping costs no serialisation. */
export function bodyFactory() {
  const data = JSON.stringify(marketsChanged(40_123_456));
  const head = `{"channel":${JSON.stringify(CHANNEL)},"data":{"type":"markets_changed","data":${data},"bench":{`;
  const body = (seq, warmup, sentAt) =>
    `${head}"seq":${seq},"warmup":${warmup},"sent_at":${sentAt}}}}`;
  const sample = JSON.parse(body(499, false, performance.now())).data;
  return { payloadBytes: Buffer.byteLength(JSON.stringify(sample)), body };
}

export const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`${what} within ${ms} ms`);
    }),
  ]);

/** Polls `predicate` every 20 ms for at most `ms`; its last value. */
export async function until(predicate, ms) {
  const deadline = Date.now() + ms;
  while (!predicate() && Date.now() < deadline) await sleep(20);
  return predicate();
}

/** An anonymous connection token from the token route (reusable until it expires). */
export async function connectionToken(httpUrl) {
  const res = await fetch(`${httpUrl}${TOKEN_PATH}`, { method: 'POST' });
  if (!res.ok) throw new Error(`token route answered ${res.status}`);
  return (await res.json()).token;
}

/** A raw protocol socket, connected with an anonymous token; answers server pings. */
export async function rawClient(wsUrl, token, onFrame) {
  const ws = new WebSocket(wsUrl);
  const closed = new Promise((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const connected = new Promise((resolve, reject) => {
    ws.once('message', (data) => {
      const text = data.toString();
      if (text.includes('"connect"')) resolve();
      else reject(new Error(`connect refused: ${text}`));
    });
    closed.then(({ code }) => reject(new Error(`closed ${code} before connect`)));
  });
  ws.send(JSON.stringify({ id: 1, connect: { token, name: 'bench' } }));
  await connected;
  ws.on('message', (data) => {
    // the server joins the frames of one turn into one message: a ping is the line `{}`
    const lines = data.toString().split('\n');
    if (lines.includes('{}')) ws.send('{}');
    const others = lines.filter((line) => line !== '{}');
    if (others.length > 0) onFrame(others.join('\n'));
  });
  return { ws, closed };
}
