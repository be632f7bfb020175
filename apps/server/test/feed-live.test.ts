import type { AddressInfo } from 'node:net';
import type { Centrifuge } from 'centrifuge';
import { localeChannel, matchChannel } from '@sportsbook/contract/channels';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { marketsResponseSchema } from '@sportsbook/contract/market';
import {
  matchesResponseSchema,
  matchResponseSchema,
  type MatchWire,
} from '@sportsbook/contract/match';
import { realtimeEventSchema, type RealtimeEventWire } from '@sportsbook/contract/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { TEST_NOW, startTestServer, testFeed, type TestServer } from './helpers';
import { TEST_PUSH, collect, fetchConnectionToken, newClient, next, until } from './push-helpers';

/**
 * The feed end to end: the runner writes, the embedded push server delivers to the official
 * client, and the dev control API moves one match deterministically.
 */

const clock = { t: TEST_NOW };
let server: TestServer;
let httpUrl: string;
let wsUrl: string;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  server = await startTestServer({
    feed: { ...testFeed(), now: () => clock.t },
    push: { config: TEST_PUSH },
    devApi: true,
    locales: ['en', 'de'],
  });
  await server.app.feed?.start({ tick: false });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  httpUrl = `http://127.0.0.1:${port}`;
  wsUrl = `ws://127.0.0.1:${port}/connection/websocket`;
}, 60_000);
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
});
afterAll(() => server.close());

function anonymous(options: Parameters<typeof newClient>[1] = {}): Centrifuge {
  const c = newClient(wsUrl, { getToken: () => fetchConnectionToken(httpUrl), ...options });
  clients.push(c);
  return c;
}

const events = (received: unknown[]): RealtimeEventWire[] =>
  received.map((data) => realtimeEventSchema.parse(data));

async function get<T>(url: string, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await server.app.inject({ url: `/api/sportsbook/v2${url}` });
  expect(res.statusCode).toBe(200);
  return schema.parse(res.json());
}

const post = (url: string, body?: object) =>
  server.app.inject({
    method: 'POST',
    url: `/api/dev${url}`,
    ...(body ? { payload: body } : {}),
  });

async function firstMatch(status: number): Promise<MatchWire> {
  const page = await get(
    `/matches?type=match&match_status=${status}&sport_key=soccer&limit=1`,
    matchesResponseSchema,
  );
  const match = page.data[0];
  if (match?.type !== 'match') throw new Error(`no soccer match with status ${status}`);
  return match;
}

describe('feed publications reach the official client', () => {
  test('an anonymous client on the locale channel receives the feed, with and without delta', async () => {
    const plain = anonymous();
    const delta = anonymous();
    const subPlain = plain.newSubscription(localeChannel('en'));
    const subDelta = delta.newSubscription(localeChannel('en'), { delta: 'fossil' });
    const a = collect(subPlain);
    const b = collect(subDelta);
    subPlain.subscribe();
    subDelta.subscribe();
    plain.connect();
    delta.connect();
    await Promise.all([next(subPlain, 'subscribed'), next(subDelta, 'subscribed')]);
    clock.t += 20_000;
    await server.app.feed?.tick(clock.t);
    await until(() => a.length > 0 && b.length === a.length, 10_000);
    const got = events(a);
    expect(got.map((e) => e.type)).toContain('match_changed');
    expect(events(b)).toEqual(got);
  });

  test('a match channel gets every market change of its match; the list sees only list markets', async () => {
    const live = await firstMatch(1);
    const c = anonymous();
    const sub = c.newSubscription(matchChannel('en', live.id));
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    await next(sub, 'subscribed');
    // a minute of play always re-prices a live soccer match (drift every few ticks)
    clock.t += 60_000;
    await server.app.feed?.tick(clock.t);
    await until(() => events(received).some((e) => e.type === 'markets_changed'), 10_000);
    for (const e of events(received)) {
      const id =
        e.type === 'match_changed' ? e.data.id : 'match_id' in e.data ? e.data.match_id : 0;
      expect(id).toBe(live.id);
    }
    // what arrived matches what the API now answers
    const markets = await get(`/matches/${live.id}/markets`, marketsResponseSchema);
    const lastMarkets = events(received)
      .filter((e) => e.type === 'markets_changed')
      .flatMap((e) => (e.type === 'markets_changed' ? e.data.markets : []));
    const latest = new Map(lastMarkets.map((m) => [`${m.market_id}/${m.specifier}`, m]));
    for (const m of markets.data) {
      const pushed = latest.get(`${m.market_id}/${m.specifier}`);
      if (pushed) expect(pushed.outcomes.map((o) => o.odds)).toEqual(m.outcomes.map((o) => o.odds));
    }
  });
});

describe('dev control API', () => {
  test('start, score, suspend, odds, finish and settle one match, each published and stored', async () => {
    const match = await firstMatch(0);
    const c = anonymous();
    const sub = c.newSubscription(matchChannel('en', match.id));
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    await next(sub, 'subscribed');

    expect((await post(`/matches/${match.id}/start`)).statusCode).toBe(200);
    expect((await get(`/matches/${match.id}`, matchResponseSchema)).status).toBe(1);

    expect((await post(`/matches/${match.id}/score`, { side: 'away' })).statusCode).toBe(200);
    const scored = await get(`/matches/${match.id}`, matchResponseSchema);
    expect(scored.type === 'match' && scored.total_score).toEqual({ home: 0, away: 1 });

    const main = match.main_market;
    if (!main) throw new Error('no main market');
    const ref = { market_id: main.market_id, specifier: main.specifier };
    expect(
      (await post(`/matches/${match.id}/market-status`, { ...ref, suspended: true })).statusCode,
    ).toBe(200);
    let markets = await get(
      `/matches/${match.id}/markets?market_id=${main.market_id}`,
      marketsResponseSchema,
    );
    expect(markets.data[0]?.status).toBe(-1);
    expect(markets.data[0]?.outcomes.every((o) => !o.active)).toBe(true);
    await post(`/matches/${match.id}/market-status`, { ...ref, suspended: false });

    const outcome = main.outcomes[0];
    if (!outcome) throw new Error('no outcome');
    expect(
      (
        await post(`/matches/${match.id}/odds`, {
          ...ref,
          outcome_id: outcome.outcome_id,
          odds: 7.25,
        })
      ).statusCode,
    ).toBe(200);
    markets = await get(
      `/matches/${match.id}/markets?market_id=${main.market_id}`,
      marketsResponseSchema,
    );
    expect(markets.data[0]?.outcomes[0]?.odds).toBe(7.25);
    expect(markets.data[0]?.status).toBe(1);

    // the simulation no longer moves a match the control API took over
    clock.t += 120_000;
    await server.app.feed?.tick(clock.t);
    markets = await get(
      `/matches/${match.id}/markets?market_id=${main.market_id}`,
      marketsResponseSchema,
    );
    expect(markets.data[0]?.outcomes[0]?.odds).toBe(7.25);

    expect((await post(`/matches/${match.id}/finish`)).statusCode).toBe(200);
    const finished = await get(`/matches/${match.id}`, matchResponseSchema);
    expect(finished.status).toBe(4);
    expect(finished.available_markets_count).toBe(0);

    const results = Object.fromEntries(
      main.outcomes.map((o) => [
        o.outcome_id,
        o.outcome_id === 'away' ? 'win_entire' : 'lose_entire',
      ]),
    );
    expect(
      (await post(`/matches/${match.id}/settle`, { markets: [{ ...ref, results }] })).statusCode,
    ).toBe(200);
    markets = await get(
      `/matches/${match.id}/markets?market_id=${main.market_id}`,
      marketsResponseSchema,
    );
    expect(markets.data[0]?.status).toBe(-3);

    await until(() => received.length >= 9, 10_000);
    const types = events(received).map((e) => e.type);
    expect(types.filter((t) => t === 'match_status_changed')).toHaveLength(2);
    expect(types).toContain('markets_changed');
    const oddsEvent = events(received).find(
      (e) => e.type === 'markets_changed' && e.data.markets[0]?.outcomes[0]?.odds === 7.25,
    );
    expect(oddsEvent).toBeDefined();
  });

  test('a provider set inactive is stored and published to the locale channels', async () => {
    const c = anonymous();
    const sub = c.newSubscription(localeChannel('de'));
    const received = collect(sub);
    sub.subscribe();
    c.connect();
    await next(sub, 'subscribed');
    const res = await post('/providers/oddin', { status: 'inactive' });
    expect(res.statusCode).toBe(200);
    await until(() => received.length > 0);
    expect(events(received)).toContainEqual({
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'inactive' },
    });
  });

  test.each([
    ['/matches/999999/start', undefined, 404, 'match_not_found'],
    ['/matches/1/score', { side: 'middle' }, 400, 'invalid_request'],
    ['/matches/abc/start', undefined, 400, 'invalid_request'],
    ['/providers/acme', { status: 'inactive' }, 400, 'invalid_request'],
    ['/providers/oddin', { status: 'sleeping' }, 400, 'invalid_request'],
  ])('POST %s with bad input -> %i %s', async (url, body, status, code) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(status);
    expect(apiErrorSchema.parse(res.json()).code).toBe(code);
  });

  test('a live-only action on a prematch match is a 409 with a code', async () => {
    const match = await firstMatch(0);
    const res = await post(`/matches/${match.id}/score`, { side: 'home' });
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json()).code).toBe('match_not_live');
  });

  test('odds of 1 or less are refused', async () => {
    const match = await firstMatch(0);
    const main = match.main_market;
    if (!main) throw new Error('no main market');
    const res = await post(`/matches/${match.id}/odds`, {
      market_id: main.market_id,
      specifier: main.specifier,
      outcome_id: main.outcomes[0]?.outcome_id,
      odds: 1,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('response cache', () => {
  test('a list answer changes as soon as the feed writes (never older than the database)', async () => {
    const url = '/matches?type=match&match_status=1&sport_key=soccer&limit=5';
    const before = await get(url, matchesResponseSchema);
    const again = await get(url, matchesResponseSchema);
    expect(again).toEqual(before);
    clock.t += 90_000;
    await server.app.feed?.tick(clock.t);
    const after = await get(url, matchesResponseSchema);
    const clocks = (p: typeof before) =>
      p.data.map((m) => (m.type === 'match' ? m.clock?.clock_updated_at : null));
    expect(clocks(after)).not.toEqual(clocks(before));
  });
});
