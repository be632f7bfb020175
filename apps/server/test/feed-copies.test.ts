import { marketsResponseSchema } from '@sportsbook/contract/market';
import { matchesResponseSchema, type MatchWire } from '@sportsbook/contract/match';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_NOW, startTestServer, testFeed, type TestServer } from './helpers';

/** The dev API's match copies (load benches): as many live matches as a bench asks for. */

const clock = { t: TEST_NOW };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    feed: { ...testFeed(), now: () => clock.t },
    devApi: true,
    locales: ['en'],
  });
  await server.app.feed?.start({ tick: false });
}, 60_000);
afterAll(() => server.close());

async function get<T>(url: string, schema: { parse(v: unknown): T }): Promise<T> {
  const res = await server.app.inject({ url: `/api/sportsbook/v2${url}` });
  expect(res.statusCode).toBe(200);
  return schema.parse(res.json());
}

const copy = (id: number, body: object) =>
  server.app.inject({ method: 'POST', url: `/api/dev/matches/${id}/copies`, payload: body });

const live = () => get('/matches?type=match&match_status=1&limit=500', matchesResponseSchema);

describe('dev API: match copies', () => {
  test('copies a live match with its markets; the list shows them and a tick leaves them be', async () => {
    const before = await live();
    const source = before.data.find((m): m is MatchWire => m.type === 'match' && !!m.main_market);
    if (!source) throw new Error('no live match with a main market');

    const res = await copy(source.id, { count: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ copies: 3 });

    const after = await live();
    expect(after.pagination.total).toBe(before.pagination.total + 3);
    const copies = after.data.filter(
      (m): m is MatchWire => m.type === 'match' && m.urn_id.startsWith(`${source.urn_id}:copy:`),
    );
    expect(copies).toHaveLength(3);
    const sourceMarkets = await get(`/matches/${source.id}/markets`, marketsResponseSchema);
    for (const c of copies) {
      expect(c.id).not.toBe(source.id);
      expect([c.name_a, c.name_b]).toEqual([source.name_a, source.name_b]);
      // outcome ids are made from the match's urn id: the prices and names are the source's
      const prices = (m: MatchWire) => m.main_market?.outcomes.map((o) => [o.name, o.odds]);
      expect(prices(c)).toEqual(prices(source));
      const own = await get(`/matches/${c.id}/markets`, marketsResponseSchema);
      expect(own.data.length).toBe(sourceMarkets.data.length);
    }

    // a second request makes new urn ids, and the simulation never moves a copy
    expect((await copy(source.id, { count: 1 })).statusCode).toBe(200);
    clock.t += 120_000;
    await server.app.feed?.tick(clock.t);
    const ticked = await live();
    const still = ticked.data.filter(
      (m) => m.type === 'match' && m.urn_id.startsWith(`${source.urn_id}:copy:`),
    );
    expect(still).toHaveLength(4);
  });

  test('refuses an unknown match and a count out of bounds', async () => {
    expect((await copy(999_999_999, { count: 1 })).statusCode).toBe(404);
    const { data } = await live();
    const id = data[0]?.id ?? 1;
    expect((await copy(id, { count: 0 })).statusCode).toBe(400);
    expect((await copy(id, { count: 5_001 })).statusCode).toBe(400);
  });
});
