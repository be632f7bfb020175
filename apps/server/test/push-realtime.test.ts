import { randomBytes } from 'node:crypto';
import type { Centrifuge, SubscribedContext } from 'centrifuge';
import { localeChannel, matchChannel, userChannel } from '@sportsbook/contract/channels';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { signJwt } from '@/push/jwt';
import {
  TEST_PUSH,
  collect,
  fetchConnectionToken,
  fetchSubscriptionToken,
  newClient,
  next,
  startPushServer,
  until,
  type PushTestServer,
} from './push-helpers';

let server: PushTestServer;
const clients: Centrifuge[] = [];

/** A client that is disconnected after the test, whatever happens. */
function client(...args: Parameters<typeof newClient>): Centrifuge {
  const c = newClient(...args);
  clients.push(c);
  return c;
}

/** A signed token valid for an hour, as the token routes issue them. */
const signed = (
  claims: { sub: string; [claim: string]: unknown },
  secret = TEST_PUSH.tokenSecret,
) => signJwt({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, secret);

const anonymous = () =>
  client(server.wsUrl, { getToken: () => fetchConnectionToken(server.httpUrl) });
const asUser = (user: string) =>
  client(server.wsUrl, { getToken: () => fetchConnectionToken(server.httpUrl, user) });

beforeAll(async () => {
  server = await startPushServer();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(async () => {
  await server.app.close();
});

describe('public channels', () => {
  test('an anonymous client receives what the Publisher and /push/api publish, in order', async () => {
    const c = anonymous();
    const channel = localeChannel('en');
    const sub = c.newSubscription(channel);
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    await next(sub, 'subscribed');

    await server.app.publisher.publish(channel, { type: 'match_changed', id: 1 });
    const res = await fetch(`${server.httpUrl}/push/api/publish`, {
      method: 'POST',
      headers: { 'x-api-key': TEST_PUSH.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ channel, data: { type: 'match_changed', id: 2, name: 'Zürich' } }),
    });
    expect(res.status).toBe(200);
    await server.app.publisher.broadcast([channel, matchChannel('en', 9)], { id: 3 });
    await until(() => received.length === 3);
    expect(received).toEqual([
      { type: 'match_changed', id: 1 },
      { type: 'match_changed', id: 2, name: 'Zürich' },
      { id: 3 },
    ]);
  });

  test('after unsubscribe nothing more arrives', async () => {
    const c = anonymous();
    const channel = matchChannel('en', 77);
    const sub = c.newSubscription(channel);
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    await next(sub, 'subscribed');
    sub.unsubscribe();
    await until(() => server.app.pushHub.subscriberCount(channel) === 0);
    await server.app.publisher.publish(channel, { late: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });
});

describe('private $ channels', () => {
  const own = userChannel('en', '42');

  test('are refused without a subscription token (103)', async () => {
    const c = asUser('42');
    const sub = c.newSubscription(own);
    sub.subscribe();
    c.connect();
    const ctx = await next<{ code: number }>(sub, 'unsubscribed');
    expect(ctx.code).toBe(103);
  });

  test('are refused to an anonymous connection even with a token (103)', async () => {
    const c = anonymous();
    const token = await signed({ sub: '42', channel: own });
    const sub = c.newSubscription(own, { token });
    sub.subscribe();
    c.connect();
    expect((await next<{ code: number }>(sub, 'unsubscribed')).code).toBe(103);
  });

  test("another user's channel is refused (103) even with that user's token", async () => {
    const c = asUser('42');
    const other = userChannel('en', '7');
    const token = await signed({ sub: '7', channel: other });
    const sub = c.newSubscription(other, { token });
    sub.subscribe();
    c.connect();
    expect((await next<{ code: number }>(sub, 'unsubscribed')).code).toBe(103);
  });

  test("a token of another user for one's own channel closes the connection (3500)", async () => {
    const c = asUser('42');
    const token = await signed({ sub: '7', channel: own });
    c.newSubscription(own, { token }).subscribe();
    c.connect();
    const ctx = await next<{ code: number }>(c, 'disconnected');
    expect(ctx.code).toBe(3500);
  });

  test('its own channel is accepted with the token from /websocket/authorize', async () => {
    const c = asUser('42');
    const sub = c.newSubscription(own, {
      getToken: () => fetchSubscriptionToken(server.httpUrl, '42', own),
    });
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    await next(sub, 'subscribed');
    await server.app.publisher.publish(own, { type: 'balance_changed', balance: 1000 });
    await until(() => received.length === 1);
    expect(received).toEqual([{ type: 'balance_changed', balance: 1000 }]);
  });
});

describe('connection tokens', () => {
  test('a badly signed token is refused for good (3500)', async () => {
    const token = await signed({ sub: '' }, randomBytes(32).toString('hex'));
    const c = client(server.wsUrl, { token });
    c.connect();
    expect((await next<{ code: number }>(c, 'disconnected')).code).toBe(3500);
  });

  test('an expired token gets 109: the client fetches a new one and connects', async () => {
    const expired = await signed({ sub: '', exp: Math.floor(Date.now() / 1000) - 5 });
    let calls = 0;
    const c = client(server.wsUrl, {
      getToken: () =>
        ++calls === 1 ? Promise.resolve(expired) : fetchConnectionToken(server.httpUrl),
    });
    c.connect();
    await next(c, 'connected');
    expect(calls).toBe(2);
  });

  test('a token that expires soon is refreshed over the open connection', async () => {
    let calls = 0;
    const c = client(server.wsUrl, {
      getToken: () => {
        calls += 1;
        const exp = Math.floor(Date.now() / 1000) + (calls === 1 ? 1 : 3600);
        return signJwt({ sub: '5', exp }, TEST_PUSH.tokenSecret);
      },
    });
    let disconnects = 0;
    c.on('disconnected', () => (disconnects += 1));
    c.connect();
    await next(c, 'connected');
    await until(() => calls === 2, 4_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(c.state).toBe('connected');
    expect(disconnects).toBe(0);
  });
});

describe('delta compression', () => {
  test('with and without fossil delta the same payloads arrive, deltas used when negotiated', async () => {
    const channel = matchChannel('en', 'delta');
    const plain = anonymous();
    const compressed = anonymous();
    const plainSub = plain.newSubscription(channel);
    const deltaSub = compressed.newSubscription(channel, { delta: 'fossil' });
    const a = collect(plainSub);
    const b = collect(deltaSub);
    plainSub.subscribe();
    deltaSub.subscribe();
    plain.connect();
    compressed.connect();
    await Promise.all([next(plainSub, 'subscribed'), next(deltaSub, 'subscribed')]);

    const markets = Array.from({ length: 40 }, (_, i) => ({
      id: i,
      odds: '1.50',
      name: `Märkt ${i}`,
    }));
    const payloads = [0, 1, 2, 3].map((step) => ({
      type: 'markets_changed',
      markets: markets.map((m) => (m.id === step ? { ...m, odds: `2.${step}0` } : m)),
    }));
    for (const p of payloads) await server.app.publisher.publish(channel, p);
    await until(() => a.length === 4 && b.length === 4);
    expect(a).toEqual(payloads);
    expect(b).toEqual(payloads);
    const stats = deltaSub.deltaStats();
    expect(stats.numDeltaPayloads).toBe(3);
    expect(plainSub.deltaStats().numDeltaPayloads).toBe(0);
  });
});

describe('history and recovery', () => {
  test('a client that reconnects recovers what was published meanwhile', async () => {
    const channel = localeChannel('de');
    const c = anonymous();
    const sub = c.newSubscription(channel);
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    const first = await next<SubscribedContext>(sub, 'subscribed');
    expect(first).toMatchObject({ recoverable: true, wasRecovering: false });
    await server.app.publisher.publish(channel, { n: 1 });
    await until(() => received.length === 1);

    c.disconnect();
    for (const n of [2, 3, 4]) await server.app.publisher.publish(channel, { n });
    c.connect();
    const again = await next<SubscribedContext>(sub, 'subscribed');
    expect(again).toMatchObject({ wasRecovering: true, recovered: true });
    await until(() => received.length === 4);
    expect(received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });

  test('recovery with delta compression rebuilds the same payloads', async () => {
    const channel = matchChannel('de', 'delta-recovery');
    const c = anonymous();
    const sub = c.newSubscription(channel, { delta: 'fossil' });
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    await next(sub, 'subscribed');
    const payload = (n: number) => ({ n, markets: Array.from({ length: 30 }, (_, i) => ({ i })) });
    await server.app.publisher.publish(channel, payload(1));
    await server.app.publisher.publish(channel, payload(2));
    await until(() => received.length === 2);
    c.disconnect();
    for (const n of [3, 4]) await server.app.publisher.publish(channel, payload(n));
    c.connect();
    expect(await next<SubscribedContext>(sub, 'subscribed')).toMatchObject({ recovered: true });
    await server.app.publisher.publish(channel, payload(5));
    await until(() => received.length === 5);
    expect(received).toEqual([1, 2, 3, 4, 5].map(payload));
    expect(sub.deltaStats().numDeltaPayloads).toBeGreaterThan(0);
  });

  test('recovery fails when history no longer holds every missed publication', async () => {
    const small = await startPushServer({ config: { historySize: 2 } });
    try {
      const channel = localeChannel('fr');
      const c = client(small.wsUrl, { getToken: () => fetchConnectionToken(small.httpUrl) });
      const sub = c.newSubscription(channel);
      sub.subscribe();
      c.connect();
      await next(sub, 'subscribed');
      c.disconnect();
      for (const n of [1, 2, 3]) await small.app.publisher.publish(channel, { n });
      c.connect();
      const ctx = await next<SubscribedContext>(sub, 'subscribed');
      expect(ctx).toMatchObject({ wasRecovering: true, recovered: false });
      expect(ctx.streamPosition?.offset).toBe(3);
    } finally {
      for (const c of clients.splice(0)) c.disconnect();
      await small.app.close();
    }
  });
});

describe('kill and restart', () => {
  test('clients reconnect by themselves; same history recovers, a new one (new epoch) cannot', async () => {
    let current = await startPushServer();
    const { port } = current;
    const url = current.wsUrl;
    const history = current.app.pushHub.history;
    const channel = localeChannel('es');
    const c = client(url, { getToken: () => fetchConnectionToken(`http://127.0.0.1:${port}`) });
    const sub = c.newSubscription(channel);
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    await next(sub, 'subscribed');
    await current.app.publisher.publish(channel, { n: 1 });
    await until(() => received.length === 1);
    try {
      // restart sharing the history: publications made before the client is back are recovered
      const disconnected = next<{ code: number }>(c, 'connecting');
      await current.app.close();
      expect((await disconnected).code).toBe(3001);
      current = await startPushServer({ port, history });
      await current.app.publisher.publish(channel, { n: 2 });
      const recovered = await next<SubscribedContext>(sub, 'subscribed');
      expect(recovered).toMatchObject({ wasRecovering: true, recovered: true });
      await until(() => received.length === 2);
      expect(received).toEqual([{ n: 1 }, { n: 2 }]);

      // restart with a fresh history: a new epoch, the client is told it cannot recover
      await current.app.close();
      current = await startPushServer({ port });
      const lost = await next<SubscribedContext>(sub, 'subscribed');
      expect(lost).toMatchObject({ wasRecovering: true, recovered: false });
      await current.app.publisher.publish(channel, { n: 3 });
      await until(() => received.length === 3);
      expect(received[2]).toEqual({ n: 3 });
    } finally {
      for (const c2 of clients.splice(0)) c2.disconnect();
      await current.app.close();
    }
  });
});
