import {
  categoriesResponseSchema,
  sportsResponseSchema,
  tournamentResponseSchema,
  tournamentsResponseSchema,
  type CategoryWire,
  type SportWire,
  type TournamentWire,
} from '@sportsbook/contract/catalog';
import { matchesResponseSchema, type EventWire } from '@sportsbook/contract/match';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp, type App } from '@/app';
import { favorites, tournamentSitePriorities } from '@/db/schema';
import type { ResolveUserId } from '@/push/token-routes';
import {
  allMatches,
  getMatches,
  getOk,
  isMatch,
  must,
  startCatalogueServer,
  V2,
} from './catalogue-helpers';
import { countStatements, type TestServer } from './helpers';
import { isBettable, isLive, isPrematch, MATCH_STATUS } from '@sportsbook/betting/catalog/status';

/** The signed-in user is whatever `x-test-user` says; no header is an anonymous bettor. */
const headerUser: ResolveUserId = (request) => {
  const user = request.headers['x-test-user'];
  return Promise.resolve(typeof user === 'string' ? user : null);
};

let server: TestServer;
let app: App;
/** Every event of GET /matches in the default (priority) order, all pages. */
let everything: EventWire[];
let sportsList: SportWire[];
let categoryList: CategoryWire[];
let tournamentList: TournamentWire[];

beforeAll(async () => {
  server = await startCatalogueServer({ push: { resolveUserId: headerUser } });
  app = server.app;
  everything = await allMatches(app);
  sportsList = (await getOk(app, '/sports', sportsResponseSchema)).data;
  categoryList = (await getOk(app, '/categories', categoriesResponseSchema)).data;
  tournamentList = (await getOk(app, '/tournaments', tournamentsResponseSchema)).data;
});
afterAll(() => server.close());

const ids = (items: EventWire[]) => items.map((e) => e.id);
const sortedIds = (items: EventWire[]) => ids(items).sort((a, b) => a - b);
const expectSubset = (items: EventWire[], keep: (e: EventWire) => boolean) =>
  expect(sortedIds(items)).toEqual(sortedIds(everything.filter(keep)));
const bettable = (e: EventWire) => isBettable(e.status) && e.available_markets_count > 0;

describe('the feed catalogue', () => {
  test('has matches and outrights of several sports, live and prematch, with and without video', () => {
    const matches = everything.filter(isMatch);
    expect(new Set(everything.map((e) => e.sport.key)).size).toBeGreaterThan(3);
    expect(matches.some((m) => m.status === MATCH_STATUS.live)).toBe(true);
    expect(matches.some((m) => isPrematch(m.status))).toBe(true);
    expect(matches.some((m) => m.has_video)).toBe(true);
    expect(matches.some((m) => !m.has_video)).toBe(true);
    expect(everything.some((e) => e.type === 'season')).toBe(true);
    // more than one default page, so paging is exercised for real
    expect(everything.length).toBeGreaterThan(500);
  });
});

describe('GET /matches paging', () => {
  test('defaults to page 1 of 500 with consistent pagination', async () => {
    const page = await getMatches(app);
    const { total } = page.pagination;
    expect(page.pagination).toEqual({
      total,
      page: 1,
      limit: 500,
      last_page: Math.max(1, Math.ceil(total / 500)),
    });
    expect(page.data).toHaveLength(Math.min(total, 500));
    expect(total).toBe(everything.length);
  });

  test.each(['priority', 'id', 'start_time', 'bets_count'])(
    'pages of sort_by=%s do not overlap and add up to the whole list',
    async (sortBy) => {
      const limit = 97;
      const first = await getMatches(app, `sort_by=${sortBy}&limit=${limit}`);
      expect(first.pagination.limit).toBe(limit);
      expect(first.pagination.last_page).toBe(Math.ceil(first.pagination.total / limit));
      const seen: number[] = [];
      for (let page = 1; page <= first.pagination.last_page; page += 1) {
        const res = await getMatches(app, `sort_by=${sortBy}&limit=${limit}&page=${page}`);
        expect(res.pagination).toEqual({ ...first.pagination, page });
        expect(res.data.length).toBe(
          page < first.pagination.last_page ? limit : first.pagination.total - seen.length,
        );
        seen.push(...ids(res.data));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort((a, b) => a - b)).toEqual(sortedIds(everything));
      const past = await getMatches(
        app,
        `sort_by=${sortBy}&limit=${limit}&page=${first.pagination.last_page + 1}`,
      );
      expect(past.data).toEqual([]);
      expect(past.pagination.total).toBe(first.pagination.total);
    },
  );

  test('a page costs two statements (issue 18): ids with the total, then events with their markets', async () => {
    let page: Awaited<ReturnType<typeof getMatches>> | undefined;
    const seen = await countStatements(async () => {
      page = await getMatches(app, 'match_status=1&limit=50&statements=1');
    });
    expect(seen).toHaveLength(2);
    expect(page?.data.length).toBeGreaterThan(0);
    // the same page as the list in full, cut at 50
    expect(page?.data).toEqual(
      everything.filter((e) => e.status === MATCH_STATUS.live).slice(0, 50),
    );
  });
});

describe('GET /matches sort orders', () => {
  test('sort_by=id is ascending by id', async () => {
    const list = await allMatches(app, 'sort_by=id');
    expect(ids(list)).toEqual(sortedIds(everything));
  });

  test('sort_by=start_time is ascending by start time, then id', async () => {
    const list = await allMatches(app, 'sort_by=start_time');
    for (let i = 1; i < list.length; i += 1) {
      const a = must(list[i - 1], 'previous');
      const b = must(list[i], 'current');
      const byTime = Date.parse(a.start_time) - Date.parse(b.start_time);
      expect(byTime < 0 || (byTime === 0 && a.id < b.id), `${a.id} before ${b.id}`).toBe(true);
    }
  });

  test('sort_by=priority orders by sport, category and league priority, then start time and id', () => {
    const sportPriority = new Map(sportsList.map((s) => [s.id, s.priority]));
    const categoryPriority = new Map(categoryList.map((c) => [c.id, c.priority]));
    const leaguePriority = new Map(tournamentList.map((t) => [t.id, t.priority]));
    const key = (e: EventWire) => [
      -must(sportPriority.get(e.sport.id), `sport ${e.sport.id}`),
      -must(categoryPriority.get(e.category.id), `category ${e.category.id}`),
      e.tournament ? -must(leaguePriority.get(e.tournament.id), 'league') : Infinity,
      Date.parse(e.start_time),
      e.id,
    ];
    const expected = [...everything].sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      for (let i = 0; i < ka.length; i += 1) {
        const d = must(ka[i], 'key') - must(kb[i], 'key');
        if (d !== 0) return d;
      }
      return 0;
    });
    expect(ids(everything)).toEqual(ids(expected));
    // the top sport comes first
    expect(everything[0]?.sport.key).toBe(
      [...sportsList].sort((a, b) => b.priority - a.priority)[0]?.key,
    );
  });

  test('sort_by=bets_count lists the same events', async () => {
    const list = await allMatches(app, 'sort_by=bets_count');
    expect(sortedIds(list)).toEqual(sortedIds(everything));
  });
});

describe('GET /matches filters', () => {
  test('id takes one id, a comma list or repeated ids and returns exactly those', async () => {
    const picked = [everything[3], everything[120], everything[everything.length - 1]].map(
      (e) => must(e, 'event').id,
    );
    const [a, b, c] = picked;
    const one = await getMatches(app, `id=${a}`);
    expect(ids(one.data)).toEqual([a]);
    const comma = await getMatches(app, `id=${picked.join(',')}`);
    expect(sortedIds(comma.data)).toEqual([...picked].sort((x, y) => x - y));
    expect(comma.pagination.total).toBe(3);
    const repeated = await getMatches(app, `id=${a}&id=${b}&id=${c}`);
    expect(sortedIds(repeated.data)).toEqual([...picked].sort((x, y) => x - y));
    const unknown = await getMatches(app, `id=${Math.max(...ids(everything)) + 1000}`);
    expect(unknown.data).toEqual([]);
    expect(unknown.pagination.total).toBe(0);
  });

  test.each(['match', 'season', 'simple_tournament', 'stage'] as const)(
    'type=%s returns events of that type only',
    async (type) => {
      const list = await allMatches(app, `type=${type}`);
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((e) => e.type === type)).toBe(true);
      expectSubset(list, (e) => e.type === type);
    },
  );

  test('type=season returns outrights (no teams, no match fields)', async () => {
    const list = await allMatches(app, 'type=season');
    for (const e of list) {
      expect(e).toHaveProperty('competitors');
      expect(e).not.toHaveProperty('name_a');
    }
  });

  test('sport_key and sport_type keep the events of that sport', async () => {
    for (const key of ['soccer', 'tennis', 'counter-strike']) {
      const list = await allMatches(app, `sport_key=${key}`);
      expect(list.length).toBeGreaterThan(0);
      expectSubset(list, (e) => e.sport.key === key);
    }
    const cyber = await allMatches(app, 'sport_type=cyber');
    expect(cyber.length).toBeGreaterThan(0);
    expectSubset(cyber, (e) => e.sport.type === 'cyber');
    const regular = await allMatches(app, 'sport_type=regular');
    expect(regular.length + cyber.length).toBe(everything.length);
    expect(await allMatches(app, 'sport_key=no-such-sport')).toEqual([]);
  });

  test('category_id and tournament_id keep the events of that category or league', async () => {
    const sample = must(everything.filter(isMatch)[10], 'a match');
    const byCategory = await allMatches(app, `category_id=${sample.category.id}`);
    expect(ids(byCategory)).toContain(sample.id);
    expectSubset(byCategory, (e) => e.category.id === sample.category.id);
    const byLeague = await allMatches(app, `tournament_id=${sample.tournament.id}`);
    expect(ids(byLeague)).toContain(sample.id);
    expectSubset(byLeague, (e) => e.tournament?.id === sample.tournament.id);
    expect(byLeague.length).toBeLessThanOrEqual(byCategory.length);
  });

  test('match_status takes one status or a list', async () => {
    const live = await allMatches(app, 'match_status=1,2');
    expect(live.length).toBeGreaterThan(0);
    expectSubset(live, (e) => isLive(e.status));
    const prematch = await allMatches(app, 'match_status=0');
    expectSubset(prematch, (e) => isPrematch(e.status));
    const repeated = await allMatches(app, 'match_status=0&match_status=1');
    expectSubset(repeated, (e) => isBettable(e.status));
  });

  test('start_from and start_to bound the start time, both inclusive', async () => {
    const times = [...new Set(everything.map((e) => e.start_time))].sort(
      (a, b) => Date.parse(a) - Date.parse(b),
    );
    const from = must(times[Math.floor(times.length / 4)], 'from');
    const to = must(times[Math.floor(times.length / 2)], 'to');
    const inRange = (e: EventWire) =>
      Date.parse(e.start_time) >= Date.parse(from) && Date.parse(e.start_time) <= Date.parse(to);
    const list = await allMatches(app, `start_from=${from}&start_to=${to}`);
    expectSubset(list, inRange);
    expect(list.some((e) => e.start_time === from)).toBe(true);
    expect(list.some((e) => e.start_time === to)).toBe(true);
    const exact = await allMatches(app, `start_from=${from}&start_to=${from}`);
    expect(exact.length).toBeGreaterThan(0);
    expectSubset(exact, (e) => Date.parse(e.start_time) === Date.parse(from));
    const onlyFrom = await allMatches(app, `start_from=${to}`);
    expectSubset(onlyFrom, (e) => Date.parse(e.start_time) >= Date.parse(to));
    const onlyTo = await allMatches(app, `start_to=${from}`);
    expectSubset(onlyTo, (e) => Date.parse(e.start_time) <= Date.parse(from));
  });

  test('bettable=true keeps prematch and live events with open markets; false the rest', async () => {
    const yes = await allMatches(app, 'bettable=true');
    expect(yes.length).toBeGreaterThan(0);
    for (const e of yes) {
      expect([0, 1]).toContain(e.status);
      expect(e.available_markets_count).toBeGreaterThan(0);
    }
    expectSubset(yes, bettable);
    const no = await allMatches(app, 'bettable=false');
    expectSubset(no, (e) => !bettable(e));
    expect(yes.length + no.length).toBe(everything.length);
  });

  test('has_video keeps the matches with (or without) video', async () => {
    const withVideo = await allMatches(app, 'has_video=true');
    expect(withVideo.length).toBeGreaterThan(0);
    expect(withVideo.every((e) => isMatch(e) && e.has_video)).toBe(true);
    expectSubset(withVideo, (e) => isMatch(e) && e.has_video);
    const without = await allMatches(app, 'has_video=false');
    expect(without.some((e) => isMatch(e) && e.has_video)).toBe(false);
    expect(withVideo.length + without.length).toBe(everything.length);
  });

  test('slug finds exactly the event with that URL slug', async () => {
    const some = everything.find(isMatch);
    if (!some) throw new Error('no match');
    const found = await allMatches(app, `slug=${some.slug}`);
    expect(found.map((e) => e.id)).toEqual([some.id]);
    expect(await allMatches(app, 'slug=no-such-event-anywhere')).toEqual([]);
  });

  test('max_per_sport=n keeps the first n events of each sport in the list order', async () => {
    for (const n of [1, 3]) {
      const list = await allMatches(app, `max_per_sport=${n}`);
      const expected: EventWire[] = [];
      const perSport = new Map<number, number>();
      for (const e of everything) {
        const seen = perSport.get(e.sport.id) ?? 0;
        if (seen < n) expected.push(e);
        perSport.set(e.sport.id, seen + 1);
      }
      expect(ids(list)).toEqual(ids(expected));
      const counts = new Map<number, number>();
      for (const e of list) counts.set(e.sport.id, (counts.get(e.sport.id) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(n);
      expect(counts.size).toBe(new Set(everything.map((e) => e.sport.id)).size);
    }
    const liveSoccer = await allMatches(app, 'max_per_sport=2&sport_key=soccer&match_status=1');
    expect(liveSoccer).toHaveLength(2);
    expect(
      liveSoccer.every((e) => e.sport.key === 'soccer' && e.status === MATCH_STATUS.live),
    ).toBe(true);
  });

  test('filters combine', async () => {
    const list = await allMatches(app, 'sport_key=tennis&type=match&match_status=0&has_video=true');
    expect(list.length).toBeGreaterThan(0);
    expectSubset(
      list,
      (e) => e.sport.key === 'tennis' && isMatch(e) && isPrematch(e.status) && e.has_video,
    );
  });
});

describe('GET /matches?favourite', () => {
  const injectAs = async (query: string, user?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `${V2}/matches?${query}`,
      headers: user ? { 'x-test-user': user } : {},
    });
    expect(res.statusCode).toBe(200);
    return matchesResponseSchema.parse(res.json<unknown>());
  };

  test('an anonymous bettor has no favorites', async () => {
    const page = await injectAs('favourite=true');
    expect(page.data).toEqual([]);
    expect(page.pagination.total).toBe(0);
  });

  test("a signed-in bettor gets exactly their favorite matches, not other users'", async () => {
    const mine = [everything[1], everything[50], everything[400]].map((e) => must(e, 'event').id);
    const theirs = must(everything[2], 'event').id;
    const db = server.database.db;
    await db.insert(favorites).values([
      ...mine.map((objectId) => ({ userId: 'fan-1', type: 'matches' as const, objectId })),
      { userId: 'fan-2', type: 'matches', objectId: theirs },
      // a favorite tournament with the id of a match must not count as a match
      { userId: 'fan-1', type: 'tournaments', objectId: theirs },
    ]);
    try {
      const page = await injectAs('favourite=true', 'fan-1');
      expect(sortedIds(page.data)).toEqual([...mine].sort((a, b) => a - b));
      expect(page.pagination.total).toBe(mine.length);
      const filtered = await injectAs(`favourite=true&id=${mine[0]}`, 'fan-1');
      expect(ids(filtered.data)).toEqual([mine[0]]);
      const others = await injectAs('favourite=false&limit=500&sort_by=id', 'fan-1');
      expect(others.pagination.total).toBe(everything.length - mine.length);
      expect(ids(others.data).some((id) => mine.includes(id))).toBe(false);
      const stranger = await injectAs('favourite=true', 'fan-3');
      expect(stranger.data).toEqual([]);
    } finally {
      await db.delete(favorites).where(eq(favorites.userId, 'fan-1'));
      await db.delete(favorites).where(eq(favorites.userId, 'fan-2'));
    }
  });
});

describe('per-site league priority', () => {
  test('an override for a site reorders leagues and matches of that site only', async () => {
    // a category with two leagues that both have matches: promote the lower one for site x
    const leaguesWithMatches = new Set(everything.filter(isMatch).map((m) => m.tournament.id));
    const byCategory = new Map<number, TournamentWire[]>();
    for (const t of tournamentList.filter((l) => leaguesWithMatches.has(l.id))) {
      byCategory.set(t.category.id, [...(byCategory.get(t.category.id) ?? []), t]);
    }
    const [categoryId, leagues] = must(
      [...byCategory].find(([, ls]) => new Set(ls.map((l) => l.priority)).size > 1),
      'a category with leagues of different priority',
    );
    const low = must(
      [...leagues].sort((a, b) => a.priority - b.priority)[0],
      'the lowest league of the category',
    );
    const top = Math.max(...tournamentList.map((t) => t.priority)) + 100;
    expect(tournamentList[0]?.id).not.toBe(low.id);

    const db = server.database.db;
    await db
      .insert(tournamentSitePriorities)
      .values({ site: 'x', tournamentId: low.id, priority: top });
    const siteApp = await buildApp({ database: server.database, site: 'x' });
    try {
      await siteApp.ready();
      const forX = await getOk(siteApp, '/tournaments', tournamentsResponseSchema);
      expect(forX.data[0]?.id).toBe(low.id);
      expect(forX.data[0]?.priority).toBe(top);
      // the other leagues keep their order and priority
      expect(forX.data.slice(1).map((t) => [t.id, t.priority])).toEqual(
        tournamentList.filter((t) => t.id !== low.id).map((t) => [t.id, t.priority]),
      );
      const one = await getOk(siteApp, `/tournaments/${low.id}`, tournamentResponseSchema);
      expect(one.priority).toBe(top);
      const topX = await getOk(siteApp, '/tournaments?top=true', tournamentsResponseSchema);
      expect(topX.data.map((t) => t.id)).toContain(low.id);

      // the default site is untouched
      // (a URL not asked before, so the answer is computed now, not served from a cache)
      const forDefault = await getOk(app, '/tournaments?page=1', tournamentsResponseSchema);
      expect(forDefault.data).toEqual(tournamentList);
      const oneDefault = await getOk(app, `/tournaments/${low.id}`, tournamentResponseSchema);
      expect(oneDefault.priority).toBe(low.priority);

      // within the category, the promoted league's matches now come first for site x only
      const query = `category_id=${categoryId}&type=match&sort_by=priority`;
      const matchesX = (await getMatches(siteApp, query)).data.filter(isMatch);
      const matchesDefault = (await getMatches(app, query)).data.filter(isMatch);
      expect(matchesX[0]?.tournament.id).toBe(low.id);
      expect(matchesDefault[0]?.tournament.id).not.toBe(low.id);
      const firstOther = matchesX.findIndex((m) => m.tournament.id !== low.id);
      expect(matchesX.slice(firstOther).some((m) => m.tournament.id === low.id)).toBe(false);
    } finally {
      await siteApp.close();
      await db
        .delete(tournamentSitePriorities)
        .where(
          and(
            eq(tournamentSitePriorities.site, 'x'),
            eq(tournamentSitePriorities.tournamentId, low.id),
          ),
        );
    }
  });
});

describe('GET /sports counts', () => {
  test('games_count of each sport equals its bettable matches in GET /matches', async () => {
    for (const sport of sportsList) {
      const page = await getMatches(app, `sport_key=${sport.key}&type=match&bettable=true`);
      expect(sport.games_count, sport.key).toBe(page.pagination.total);
    }
    expect(sportsList.find((s) => s.key === 'soccer')?.games_count).toBeGreaterThan(0);
  });

  test('outright counts equal the open outrights of each kind', async () => {
    for (const sport of sportsList) {
      for (const [type, count] of [
        ['season', sport.seasons_count],
        ['simple_tournament', sport.simple_tournaments_count],
        ['stage', sport.stages_count],
      ] as const) {
        const page = await getMatches(app, `sport_key=${sport.key}&type=${type}&bettable=true`);
        expect(count, `${sport.key} ${type}`).toBe(page.pagination.total);
      }
    }
    const soccer = must(
      sportsList.find((s) => s.key === 'soccer'),
      'soccer',
    );
    const tennis = must(
      sportsList.find((s) => s.key === 'tennis'),
      'tennis',
    );
    expect(soccer.seasons_count).toBeGreaterThan(0);
    expect(tennis.simple_tournaments_count).toBeGreaterThan(0);
  });
});
