import {
  categoriesResponseSchema,
  categoryResponseSchema,
  sportsResponseSchema,
  tournamentResponseSchema,
  tournamentsResponseSchema,
  type SportWire,
} from '@sportsbook/contract/catalog';
import { countersResponseSchema, type CountersResponseWire } from '@sportsbook/contract/counters';
import { marketsResponseSchema, type MarketWire } from '@sportsbook/contract/market';
import { streamResponseSchema, widgetResponseSchema } from '@sportsbook/contract/match-extras';
import { matchResponseSchema, type EventWire, type MatchWire } from '@sportsbook/contract/match';
import { searchResponseSchema } from '@sportsbook/contract/search';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '@/app';
import {
  allMatches,
  getError,
  getMatches,
  getOk,
  isMatch,
  must,
  startCatalogueServer,
  V2,
} from './catalogue-helpers';
import { countStatements, type TestServer } from './helpers';
import { isPrematch, MATCH_STATUS } from '@sportsbook/betting/catalog/status';

let server: TestServer;
let app: App;
let everything: EventWire[];
let matches: MatchWire[];
let sportsList: SportWire[];

beforeAll(async () => {
  server = await startCatalogueServer();
  app = server.app;
  everything = await allMatches(app, 'sort_by=id');
  matches = everything.filter(isMatch);
  sportsList = (await getOk(app, '/sports', sportsResponseSchema)).data;
});
afterAll(() => server.close());

const find = (what: string, keep: (m: MatchWire) => boolean): MatchWire =>
  must(matches.find(keep), what);
const liveOf = (sport: string) =>
  find(`a live ${sport} match`, (m) => m.sport.key === sport && m.status === MATCH_STATUS.live);
const getMarkets = (id: number, query = '') =>
  getOk(app, `/matches/${id}/markets${query ? `?${query}` : ''}`, marketsResponseSchema);
const postCounters = async (body: unknown) => {
  const res = await app.inject({ method: 'POST', url: `${V2}/counters`, payload: body as object });
  return { status: res.statusCode, body: res.json<unknown>() };
};
const counters = async (body: object): Promise<CountersResponseWire> => {
  const res = await postCounters(body);
  expect(res.status).toBe(200);
  return countersResponseSchema.parse(res.body);
};

describe('GET /categories and /tournaments', () => {
  test('categories come top sport first, then by category priority, and filter by sport', async () => {
    const all = await getOk(app, '/categories', categoriesResponseSchema);
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.pagination.total).toBe(all.data.length);
    const sportPriority = new Map(sportsList.map((s) => [s.id, s.priority]));
    for (let i = 1; i < all.data.length; i += 1) {
      const a = must(all.data[i - 1], 'previous');
      const b = must(all.data[i], 'current');
      const bySport =
        must(sportPriority.get(a.sport.id), 'a') - must(sportPriority.get(b.sport.id), 'b');
      expect(bySport > 0 || (bySport === 0 && a.priority >= b.priority)).toBe(true);
    }
    const tennis = await getOk(app, '/categories?sport_key=tennis', categoriesResponseSchema);
    expect(tennis.data.length).toBeGreaterThan(0);
    expect(tennis.data.every((c) => c.sport.key === 'tennis')).toBe(true);
    const cyber = await getOk(app, '/categories?sport_type=cyber', categoriesResponseSchema);
    expect(cyber.data.length).toBeGreaterThan(0);
    expect(cyber.data.every((c) => c.sport.type === 'cyber')).toBe(true);

    const first = must(all.data[0], 'a category');
    expect(await getOk(app, `/categories/${first.id}`, categoryResponseSchema)).toEqual(first);
  });

  test('bettable=true keeps categories with a bettable event, false the others', async () => {
    const yes = await getOk(app, '/categories?bettable=true', categoriesResponseSchema);
    const no = await getOk(app, '/categories?bettable=false', categoriesResponseSchema);
    const all = await getOk(app, '/categories', categoriesResponseSchema);
    expect(yes.pagination.total + no.pagination.total).toBe(all.pagination.total);
    expect(yes.data.length).toBeGreaterThan(0);
    const bettableCategories = new Set(
      (await allMatches(app, 'bettable=true')).map((e) => e.category.id),
    );
    expect(new Set(yes.data.map((c) => c.id))).toEqual(bettableCategories);
    expect(no.data.some((c) => bettableCategories.has(c.id))).toBe(false);
  });

  test('tournaments come by descending priority and filter by category, sport and top', async () => {
    const all = await getOk(app, '/tournaments', tournamentsResponseSchema);
    expect(all.data.length).toBeGreaterThan(0);
    for (let i = 1; i < all.data.length; i += 1) {
      expect(must(all.data[i - 1], 'previous').priority).toBeGreaterThanOrEqual(
        must(all.data[i], 'current').priority,
      );
    }
    const league = must(all.data[all.data.length - 1], 'a tournament');
    const inCategory = await getOk(
      app,
      `/tournaments?category_id=${league.category.id}`,
      tournamentsResponseSchema,
    );
    expect(inCategory.data.map((t) => t.id)).toContain(league.id);
    expect(inCategory.data.every((t) => t.category.id === league.category.id)).toBe(true);
    const soccer = await getOk(app, '/tournaments?sport_key=soccer', tournamentsResponseSchema);
    expect(soccer.data.every((t) => t.sport.key === 'soccer')).toBe(true);

    const top = await getOk(app, '/tournaments?top=true', tournamentsResponseSchema);
    const rest = await getOk(app, '/tournaments?top=false', tournamentsResponseSchema);
    expect(top.data.length).toBeGreaterThan(0);
    expect(rest.data.length).toBeGreaterThan(0);
    expect(top.pagination.total + rest.pagination.total).toBe(all.pagination.total);
    expect(Math.min(...top.data.map((t) => t.priority))).toBeGreaterThan(
      Math.max(...rest.data.map((t) => t.priority)),
    );

    const bettable = await getOk(app, '/tournaments?bettable=true', tournamentsResponseSchema);
    const bettableLeagues = new Set(
      (await allMatches(app, 'bettable=true')).flatMap((e) =>
        e.tournament ? [e.tournament.id] : [],
      ),
    );
    expect(new Set(bettable.data.map((t) => t.id))).toEqual(bettableLeagues);

    expect(await getOk(app, `/tournaments/${league.id}`, tournamentResponseSchema)).toEqual(league);
  });

  test('a match names the tournament and category GET /tournaments/{id} returns', async () => {
    const match = must(matches[0], 'a match');
    const league = await getOk(
      app,
      `/tournaments/${match.tournament.id}`,
      tournamentResponseSchema,
    );
    expect(league).toMatchObject(match.tournament);
    expect(league.category).toEqual(match.category);
    expect(league.sport).toEqual(match.sport);
    const category = await getOk(app, `/categories/${match.category.id}`, categoryResponseSchema);
    expect(category).toMatchObject(match.category);
  });
});

describe('GET /matches/{id} and /markets', () => {
  test('returns a match and an outright as in the list', async () => {
    const match = liveOf('soccer');
    expect(await getOk(app, `/matches/${match.id}`, matchResponseSchema)).toEqual(match);
    const outright = must(
      everything.find((e) => e.type === 'season'),
      'a season',
    );
    const one = await getOk(app, `/matches/${outright.id}`, matchResponseSchema);
    expect(one).toEqual(outright);
    expect(one.type).toBe('season');
    const outrightMarkets = await getMarkets(outright.id);
    expect(outrightMarkets.data.length).toBeGreaterThan(0);
    expect(outrightMarkets.data.every((m) => m.match_urn_id === outright.urn_id)).toBe(true);
  });

  test('markets filter by group and market id and page without overlap', async () => {
    const match = liveOf('soccer');
    const all = await getMarkets(match.id);
    expect(all.data.length).toBeGreaterThan(2);
    expect(all.pagination).toMatchObject({ total: all.data.length, page: 1, limit: 500 });
    for (let i = 1; i < all.data.length; i += 1) {
      expect(must(all.data[i - 1], 'previous').priority).toBeGreaterThanOrEqual(
        must(all.data[i], 'current').priority,
      );
    }

    const group = must(
      all.data.flatMap((m) => m.market_groups).find((g) => g !== 'all'),
      'a group',
    );
    const grouped = await getMarkets(match.id, `group_key=${group}`);
    expect(grouped.data.length).toBeGreaterThan(0);
    expect(grouped.data).toEqual(all.data.filter((m) => m.market_groups.includes(group)));
    const none = await getMarkets(match.id, 'group_key=no_such_group');
    expect(none.data).toEqual([]);
    expect(none.pagination.total).toBe(0);

    const lined = must(
      all.data.find((m) => all.data.filter((o) => o.market_id === m.market_id).length > 1),
      'a market with several lines',
    );
    const byId = await getMarkets(match.id, `market_id=${lined.market_id}`);
    expect(byId.data.length).toBeGreaterThan(1);
    expect(byId.data).toEqual(all.data.filter((m) => m.market_id === lined.market_id));

    const limit = 2;
    const seen: MarketWire[] = [];
    const lastPage = Math.ceil(all.data.length / limit);
    for (let page = 1; page <= lastPage; page += 1) {
      const res = await getMarkets(match.id, `limit=${limit}&page=${page}`);
      expect(res.pagination).toEqual({
        total: all.data.length,
        page,
        limit,
        last_page: lastPage,
      });
      seen.push(...res.data);
    }
    expect(seen).toEqual(all.data);
  });

  test('a markets page is one statement (issue 18); past the end it is empty with the total', async () => {
    const match = liveOf('soccer');
    const all = await getMarkets(match.id);
    const seen = await countStatements(() => getMarkets(match.id, 'limit=2&statements=1'));
    expect(seen).toHaveLength(1);
    const past = await getMarkets(match.id, `limit=2&page=${Math.ceil(all.data.length / 2) + 1}`);
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(all.data.length);
  });

  test('main and secondary market of a live soccer match are its most balanced open lines', async () => {
    const live = matches.filter(
      (m) => m.sport.key === 'soccer' && m.status === MATCH_STATUS.live && m.main_market !== null,
    );
    expect(live.length).toBeGreaterThan(0);
    for (const match of live) {
      const all = (await getMarkets(match.id)).data;
      for (const [id, listed] of [
        [match.main_market_id, match.main_market],
        [match.secondary_market_id, match.secondary_market],
      ] as const) {
        if (listed === null) continue;
        expect(listed.market_id).toBe(id);
        expect(listed.most_balanced).toBe(true);
        expect([1, -1]).toContain(listed.status);
        const lines = all.filter((m) => m.market_id === id);
        expect(lines.filter((m) => m.most_balanced)).toEqual([listed]);
      }
      // every market offers exactly one most balanced line, the one with the closest odds
      for (const marketId of new Set(all.map((m) => m.market_id))) {
        const lines = all.filter((m) => m.market_id === marketId);
        const balanced = lines.filter((m) => m.most_balanced);
        expect(balanced, `market ${marketId} of ${match.id}`).toHaveLength(1);
        const gap = (m: MarketWire) => {
          const odds = m.outcomes.map((o) => o.odds);
          return Math.max(...odds) - Math.min(...odds);
        };
        if (lines.every((m) => m.outcomes.length === 2)) {
          expect(gap(must(balanced[0], 'balanced'))).toBeLessThanOrEqual(
            Math.min(...lines.map(gap)),
          );
        }
      }
    }
  });

  test('every outcome of every event has a composite id and odds above 1', async () => {
    const batch = 25;
    let outcomes = 0;
    for (let i = 0; i < everything.length; i += batch) {
      const pages = await Promise.all(everything.slice(i, i + batch).map((e) => getMarkets(e.id)));
      pages.forEach((page, j) => {
        const event = must(everything[i + j], 'event');
        expect(page.pagination.total).toBe(page.data.length);
        for (const market of page.data) {
          expect(market.match_urn_id).toBe(event.urn_id);
          for (const o of market.outcomes) {
            outcomes += 1;
            expect(o.id).toBe(
              `${event.urn_id}/${market.market_id}/${o.outcome_id}/${market.specifier}`,
            );
            expect(o.odds).toBeGreaterThan(1);
          }
        }
      });
    }
    expect(outcomes).toBeGreaterThan(everything.length);
    for (const m of matches) {
      for (const market of [m.main_market, m.secondary_market]) {
        for (const o of market?.outcomes ?? []) expect(o.odds).toBeGreaterThan(1);
      }
    }
  });
});

describe('GET /matches/{id}/{widget}', () => {
  const widget = (id: number, type: string) =>
    getOk(app, `/matches/${id}/${type}`, widgetResponseSchema);

  test('a live soccer match has possession summing to 100 and shots', async () => {
    const match = liveOf('soccer');
    const possession = await widget(match.id, 'possession');
    expect(possession).toMatchObject({ match_id: match.id, type: 'possession' });
    expect(possession.items.length).toBeGreaterThan(0);
    for (const row of possession.items) expect(row.home + row.away).toBe(100);
    expect(possession.items.some((row) => row.period === undefined)).toBe(true);
    const shots = await widget(match.id, 'shots');
    expect(shots.items.length).toBeGreaterThan(0);
    expect(shots.items.some((row) => row.home + row.away > 0)).toBe(true);
  });

  test('a live tennis match has aces; a basketball match has no soccer widgets', async () => {
    const aces = await widget(liveOf('tennis').id, 'aces');
    expect(aces.type).toBe('aces');
    expect(aces.items.length).toBeGreaterThan(0);
    const basketball = liveOf('basketball');
    for (const type of ['possession', 'corners', 'aces']) {
      const res = await widget(basketball.id, type);
      expect(res).toEqual({ match_id: basketball.id, type, items: [] });
    }
  });

  test('an unknown widget is a bad request, an unknown match not found', async () => {
    const match = liveOf('soccer');
    const bad = await getError(app, `/matches/${match.id}/weather`);
    expect(bad.status).toBe(400);
    expect(bad.code).toBe('invalid_request');
    const missing = await getError(
      app,
      `/matches/${Math.max(...everything.map((e) => e.id)) + 1}/shots`,
    );
    expect(missing).toMatchObject({ status: 404, code: 'match_not_found' });
  });
});

describe('GET /matches/{id}/video and /streams', () => {
  test.each(['video', 'streams'])(
    '/%s plays the tracker of a live match with video',
    async (path) => {
      const match = find(
        'a live match with video',
        (m) => m.status === MATCH_STATUS.live && m.has_video,
      );
      const stream = await getOk(app, `/matches/${match.id}/${path}`, streamResponseSchema);
      if (!stream.available) throw new Error(`no stream: ${stream.reason}`);
      expect(stream.kind).toBe('iframe');
      const url = new URL(stream.url);
      expect(url.pathname).toBe(`${V2}/matches/${match.id}/tracker`);
      const page = await app.inject({ method: 'GET', url: url.pathname });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(`${V2}/matches/${match.id}`);
    },
  );

  test.each(['video', 'streams'])('/%s explains why there is no stream', async (path) => {
    const prematch = find(
      'a prematch match with video',
      (m) => isPrematch(m.status) && m.has_video,
    );
    expect(await getOk(app, `/matches/${prematch.id}/${path}`, streamResponseSchema)).toEqual({
      available: false,
      reason: 'not_started',
    });
    for (const status of [0, 1]) {
      const none = find('a match without video', (m) => m.status === status && !m.has_video);
      expect(await getOk(app, `/matches/${none.id}/${path}`, streamResponseSchema)).toEqual({
        available: false,
        reason: 'no_stream',
      });
    }
    const missing = await getError(
      app,
      `/matches/${Math.max(...everything.map((e) => e.id)) + 1}/${path}`,
    );
    expect(missing).toMatchObject({ status: 404, code: 'match_not_found' });
  });
});

describe('POST /counters', () => {
  const total = async (query: string) =>
    (await getMatches(app, `${query}&limit=1`)).pagination.total;

  test('counts live matches and bettable matches per sport, category and tournament', async () => {
    const res = await counters({});
    expect(res.live).toBeGreaterThan(0);
    expect(res.live).toBe(await total('match_status=1,2&bettable=true&type=match'));
    const keyOf = new Map(sportsList.map((s) => [s.id, s.key]));
    expect(res.sports.length).toBeGreaterThan(0);
    for (const { id, count } of res.sports) {
      const key = must(keyOf.get(id), `sport ${id}`);
      expect(count, key).toBe(await total(`sport_key=${key}&type=match&bettable=true`));
    }
    const sum = (list: { count: number }[]) => list.reduce((n, c) => n + c.count, 0);
    const bettableMatches = await total('type=match&bettable=true');
    expect(sum(res.sports)).toBe(bettableMatches);
    expect(sum(res.categories)).toBe(bettableMatches);
    expect(sum(res.tournaments)).toBe(bettableMatches);
    const category = must(res.categories[0], 'a category count');
    expect(category.count).toBe(await total(`category_id=${category.id}&type=match&bettable=true`));
    const league = must(res.tournaments[res.tournaments.length - 1], 'a tournament count');
    expect(league.count).toBe(await total(`tournament_id=${league.id}&type=match&bettable=true`));
  });

  test('sport_type, match_status and start bounds narrow the counts', async () => {
    const cyber = await counters({ sport_type: 'cyber' });
    const cyberIds = new Set(sportsList.filter((s) => s.type === 'cyber').map((s) => s.id));
    expect(cyber.sports.length).toBeGreaterThan(0);
    expect(cyber.sports.every((s) => cyberIds.has(s.id))).toBe(true);
    expect(cyber.live).toBe(
      await total('sport_type=cyber&match_status=1,2&bettable=true&type=match'),
    );

    const prematch = await counters({ match_status: [0] });
    for (const { id, count } of prematch.sports) {
      const key = must(sportsList.find((s) => s.id === id)?.key, `sport ${id}`);
      expect(count).toBe(await total(`sport_key=${key}&match_status=0&type=match&bettable=true`));
    }

    const from = must(matches[Math.floor(matches.length / 3)], 'a match').start_time;
    const bounded = await counters({ start_from: from, start_to: from });
    const sum = bounded.sports.reduce((n, c) => n + c.count, 0);
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBe(await total(`start_from=${from}&start_to=${from}&type=match&bettable=true`));
  });

  test.each([
    ['an unknown status', { match_status: [9] }],
    ['an empty status list', { match_status: [] }],
    ['a string flag', { bettable: 'maybe' }],
    ['a bad locale', { locale: 'english' }],
    ['a bad date', { start_from: 'yesterday' }],
    ['an unknown sport type', { sport_type: 'virtual' }],
  ])('rejects %s with 400', async (_, body) => {
    const res = await postCounters(body);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.body).code).toBe('invalid_request');
  });
});

describe('GET /search', () => {
  const search = (query: string) => getOk(app, `/search?${query}`, searchResponseSchema);
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  test('finds a match by a team name', async () => {
    const match = liveOf('soccer');
    const res = await search(q(match.name_a));
    expect(res.events.map((e) => e.id)).toContain(match.id);
    const lower = await search(q(match.name_a.toLowerCase().slice(0, 6)));
    expect(lower.events.map((e) => e.id)).toContain(match.id);
  });

  test('only_events_name finds by team name and leaves tournaments empty', async () => {
    const match = liveOf('tennis');
    const res = await search(`${q(match.name_b)}&only_events_name=true`);
    expect(res.tournaments).toEqual([]);
    expect(res.events.map((e) => e.id)).toContain(match.id);
    const needle = match.name_b.toLowerCase();
    for (const e of res.events) {
      const names = isMatch(e) ? [e.name_a, e.name_b] : [e.name];
      expect(names.some((n) => n.toLowerCase().includes(needle))).toBe(true);
    }
  });

  test('a league name finds the tournament and its events', async () => {
    const match = liveOf('basketball');
    const res = await search(q(match.tournament.name));
    expect(res.tournaments.map((t) => t.id)).toContain(match.tournament.id);
    expect(res.events.map((e) => e.id)).toContain(match.id);
    const onlyEvents = await search(`${q(match.tournament.name)}&only_events_name=true`);
    expect(onlyEvents.tournaments).toEqual([]);
    expect(onlyEvents.events.map((e) => e.id)).not.toContain(match.id);
  });

  test('sport_type and match_status narrow the events', async () => {
    const match = liveOf('soccer');
    const live = await search(`${q(match.name_a)}&match_status=1`);
    expect(live.events.map((e) => e.id)).toContain(match.id);
    expect(live.events.every((e) => e.status === MATCH_STATUS.live)).toBe(true);
    const prematch = await search(`${q(match.name_a)}&match_status=0`);
    expect(prematch.events.map((e) => e.id)).not.toContain(match.id);
    const cyber = await search(`${q(match.name_a)}&sport_type=cyber`);
    expect(cyber.events.every((e) => e.sport.type === 'cyber')).toBe(true);
    expect(cyber.events.map((e) => e.id)).not.toContain(match.id);
  });

  test.each(['%%%', '___', '%_%'])('LIKE wildcards in %s are literal', async (text) => {
    const res = await search(q(text));
    expect(res).toEqual({ events: [], tournaments: [] });
  });
});

describe('bad input', () => {
  test.each([
    ['/matches?limit=0', 400, 'invalid_request'],
    ['/matches?limit=501', 400, 'invalid_request'],
    ['/matches?page=0', 400, 'invalid_request'],
    ['/matches?sort_by=popularity', 400, 'invalid_request'],
    ['/matches?match_status=9', 400, 'invalid_request'],
    ['/matches?match_status=1,9', 400, 'invalid_request'],
    ['/matches?id=abc', 400, 'invalid_request'],
    ['/matches?type=league', 400, 'invalid_request'],
    ['/matches?bettable=maybe', 400, 'invalid_request'],
    ['/matches?has_video=maybe', 400, 'invalid_request'],
    ['/matches?max_per_sport=0', 400, 'invalid_request'],
    ['/matches?start_from=tomorrow', 400, 'invalid_request'],
    [
      '/matches?start_from=2026-11-23T00:00:00Z&start_to=2026-11-22T00:00:00Z',
      400,
      'invalid_request',
    ],
    ['/matches?locale=english', 400, 'invalid_request'],
    ['/matches/abc', 400, 'invalid_request'],
    ['/matches/0', 400, 'invalid_request'],
    ['/matches/999999', 404, 'match_not_found'],
    ['/matches/999999/markets', 404, 'match_not_found'],
    ['/matches/abc/markets', 400, 'invalid_request'],
    ['/matches/1/markets?limit=501', 400, 'invalid_request'],
    ['/matches/1/markets?limit=0', 400, 'invalid_request'],
    ['/matches/1/markets?page=0', 400, 'invalid_request'],
    ['/matches/1/markets?group_key=Main%20Group', 400, 'invalid_request'],
    ['/matches/1/markets?market_id=x', 400, 'invalid_request'],
    ['/matches/abc/video', 400, 'invalid_request'],
    ['/search?q=ab', 400, 'invalid_request'],
    ['/search?q=%20%20ab%20%20', 400, 'invalid_request'],
    [`/search?q=${'a'.repeat(51)}`, 400, 'invalid_request'],
    ['/search', 400, 'invalid_request'],
    ['/search?q=abc&match_status=9', 400, 'invalid_request'],
    ['/search?q=abc&locale=EN', 400, 'invalid_request'],
    ['/categories?limit=0', 400, 'invalid_request'],
    ['/categories?bettable=maybe', 400, 'invalid_request'],
    ['/categories/abc', 400, 'invalid_request'],
    ['/categories/999999', 404, 'category_not_found'],
    ['/tournaments?limit=501', 400, 'invalid_request'],
    ['/tournaments?category_id=x', 400, 'invalid_request'],
    ['/tournaments/999999', 404, 'tournament_not_found'],
    ['/tournaments/1?locale=de_DE', 400, 'invalid_request'],
    ['/sports?page=0', 400, 'invalid_request'],
    ['/sports?sport_type=virtual', 400, 'invalid_request'],
    ['/no-such-route', 404, 'not_found'],
  ] as const)('GET %s -> %i %s', async (path, status, code) => {
    const error = await getError(app, path);
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
  });

  test('a 50-character query is accepted, 51 is not', async () => {
    const ok = await getOk(app, `/search?q=${'z'.repeat(50)}`, searchResponseSchema);
    expect(ok).toEqual({ events: [], tournaments: [] });
    const three = await getOk(app, '/search?q=zzz', searchResponseSchema);
    expect(Array.isArray(three.events)).toBe(true);
  });

  test('a 400 names the offending parameter in its details', async () => {
    const error = await getError(app, '/matches?limit=501');
    expect(error.message).toContain('limit');
    expect(JSON.stringify(error.details)).toContain('limit');
  });
});
