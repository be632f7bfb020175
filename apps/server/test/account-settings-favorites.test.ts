import { apiErrorSchema } from '@sportsbook/contract/common';
import { matchesResponseSchema } from '@sportsbook/contract/match';
import { formErrorSchema } from '@sportsbook/contract/platform';
import { favoritesResponseSchema, settingsSchema } from '@sportsbook/contract/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { categories, events, sports, tournaments } from '@/db/schema';
import { DEFAULT_SETTINGS } from '@/sportsbook/account/settings';
import { call, signUp, startPlatformServer, V2, type PlatformTestServer } from './platform-helpers';
import { subscriptionJson } from './web-push-helpers';

let server: PlatformTestServer;
/** Ids of the fixture: a live bettable match, a prematch one without markets, a tournament. */
let ids: { live: number; prematch: number; tournament: number };

beforeAll(async () => {
  server = await startPlatformServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  ids = await insertFixture();
});

const app = () => server.app;
const errorCode = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).code;

async function insertFixture() {
  const { db } = server.database;
  const [sport] = await db.select({ id: sports.id }).from(sports).limit(1);
  if (!sport) throw new Error('no seeded sport');
  const [category] = await db
    .insert(categories)
    .values({
      urnId: 'sr:category:fav',
      slug: 'fav',
      sportId: sport.id,
      names: { en: 'Fav' },
      provider: 'betradar',
    })
    .returning();
  if (!category) throw new Error('no category');
  const [tournament] = await db
    .insert(tournaments)
    .values({
      urnId: 'sr:tournament:fav',
      slug: 'fav-cup',
      sportId: sport.id,
      categoryId: category.id,
      names: { en: 'Fav Cup' },
      provider: 'betradar',
    })
    .returning();
  if (!tournament) throw new Error('no tournament');
  const event = (n: number, status: number, availableMarketsCount: number) => ({
    urnId: `sr:match:fav${n}`,
    slug: `a-b-${n}`,
    type: 'match' as const,
    sportId: sport.id,
    categoryId: category.id,
    tournamentId: tournament.id,
    names: { en: `A${n} - B${n}` },
    nameA: `A${n}`,
    nameB: `B${n}`,
    startTime: new Date('2026-11-22T12:00:00Z'),
    status,
    provider: 'betradar' as const,
    availableMarketsCount,
  });
  const [live, prematch] = await db
    .insert(events)
    .values([event(1, 1, 10), event(2, 0, 0)])
    .returning();
  if (!live || !prematch) throw new Error('no events');
  return { live: live.id, prematch: prematch.id, tournament: tournament.id };
}

describe('GET/POST /settings', () => {
  test('anonymous GET gets the site defaults; anonymous POST is 401', async () => {
    const res = await call(app(), 'GET', `${V2}/settings`);
    expect(res.statusCode).toBe(200);
    expect(settingsSchema.parse(res.json())).toEqual({
      ...DEFAULT_SETTINGS,
      // the site's multi-single rule (spec §3): by default betconstruct only
      multi_single_available_by_provider: { betradar: false, oddin: false, betconstruct: true },
      // spec §3 isMultiActiveFreebetsAllowed: one freebet at a time unless the site allows more
      is_multi_active_freebets_allowed: false,
      // the site's limits of one bet (sportsbook/bets/limits.ts)
      max_total_odds: 1000,
      max_payout: {
        EUR: 100_000_00,
        USD: 100_000_00,
        GBP: 100_000_00,
        BRL: 500_000_00,
        BTC: 2_0000_0000,
      },
      // Web Push is off in this app (no VAPID keys)
      push_public_key: null,
    });
    const post = await call(app(), 'POST', `${V2}/settings`, {
      payload: { odds_type: 'american' },
    });
    expect(post.statusCode).toBe(401);
    expect(errorCode(post)).toBe('unauthorized');
  });

  test('a player saves any subset; other fields and other currencies keep their values', async () => {
    const { cookie } = await signUp(app());
    const subscription = subscriptionJson('https://fcm.googleapis.com/fcm/send/abc');
    expect(
      settingsSchema.parse((await call(app(), 'GET', `${V2}/settings`, { cookie })).json())
        .updated_at,
    ).toBeNull();
    const first = await call(app(), 'POST', `${V2}/settings`, {
      cookie,
      payload: { odds_type: 'american', stakes: { EUR: [2, 4, 8] } },
    });
    expect(first.statusCode).toBe(200);
    const saved = settingsSchema.parse(first.json());
    expect(saved).toMatchObject({
      odds_type: 'american',
      auto_accept_odds_change: 'none',
      stakes: { ...DEFAULT_SETTINGS.stakes, EUR: [2, 4, 8] },
      one_signal_push_notification_subscription: null,
    });
    expect(saved.updated_at).not.toBeNull();
    const second = settingsSchema.parse(
      (
        await call(app(), 'POST', `${V2}/settings`, {
          cookie,
          payload: {
            auto_accept_odds_change: 'higher',
            one_signal_push_notification_subscription: subscription,
          },
        })
      ).json(),
    );
    expect(second).toMatchObject({
      odds_type: 'american',
      auto_accept_odds_change: 'higher',
      one_signal_push_notification_subscription: subscription,
    });
    expect(
      settingsSchema.parse((await call(app(), 'GET', `${V2}/settings`, { cookie })).json()),
    ).toEqual(second);
  });

  test('bad input: unknown enum 400, unknown stake currency 422', async () => {
    const { cookie } = await signUp(app());
    const badEnum = await call(app(), 'POST', `${V2}/settings`, {
      cookie,
      payload: { odds_type: 'roman' },
    });
    expect(badEnum.statusCode).toBe(400);
    const badCurrency = await call(app(), 'POST', `${V2}/settings`, {
      cookie,
      payload: { stakes: { XYZ: [1] } },
    });
    expect(badCurrency.statusCode).toBe(422);
    expect(formErrorSchema.parse(badCurrency.json()).errors.stakes?.[0]?.code).toBe(
      'unknown_currency',
    );
  });

  test('a site allowing several active freebets says so (spec §3 isMultiActiveFreebetsAllowed)', async () => {
    const { app: site } = await server.sibling({ multiActiveFreebets: true });
    try {
      const res = await call(site, 'GET', `${V2}/settings`);
      expect(settingsSchema.parse(res.json()).is_multi_active_freebets_allowed).toBe(true);
    } finally {
      await site.close();
    }
  });

  test("one player's settings are not another's", async () => {
    const me = await signUp(app());
    const other = await signUp(app());
    await call(app(), 'POST', `${V2}/settings`, {
      cookie: me.cookie,
      payload: { odds_type: 'malaysian' },
    });
    const theirs = settingsSchema.parse(
      (await call(app(), 'GET', `${V2}/settings`, { cookie: other.cookie })).json(),
    );
    expect(theirs.odds_type).toBe('european');
  });

  test('a foreign Origin cannot change settings', async () => {
    const { cookie } = await signUp(app());
    const res = await call(app(), 'POST', `${V2}/settings`, {
      cookie,
      payload: { odds_type: 'american' },
      headers: { origin: 'https://evil.example', host: 'bet.example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('forbidden_origin');
  });
});

describe('favorites', () => {
  const list = async (cookie: string, type: string, query = '') =>
    favoritesResponseSchema.parse(
      (await call(app(), 'GET', `${V2}/favourites/${type}${query}`, { cookie })).json(),
    ).favorite_ids;

  test('add (idempotent), list, filter, remove', async () => {
    const { cookie } = await signUp(app());
    expect(await list(cookie, 'matches')).toEqual([]);
    const added = await call(app(), 'POST', `${V2}/favourites/matches/${ids.live}`, { cookie });
    expect(added.statusCode).toBe(200);
    expect(favoritesResponseSchema.parse(added.json()).favorite_ids).toEqual([ids.live]);
    await call(app(), 'POST', `${V2}/favourites/matches/${ids.live}`, { cookie });
    await call(app(), 'POST', `${V2}/favourites/matches/${ids.prematch}`, { cookie });
    expect(await list(cookie, 'matches')).toEqual([ids.live, ids.prematch]);
    expect(await list(cookie, 'matches', '?match_status=1')).toEqual([ids.live]);
    expect(await list(cookie, 'matches', '?is_bettable=true')).toEqual([ids.live]);
    expect(await list(cookie, 'matches', '?is_bettable=false')).toEqual([ids.prematch]);

    const tournament = await call(app(), 'POST', `${V2}/favourites/tournaments/${ids.tournament}`, {
      cookie,
    });
    expect(favoritesResponseSchema.parse(tournament.json()).favorite_ids).toEqual([ids.tournament]);

    const removed = await call(app(), 'DELETE', `${V2}/favourites/matches/${ids.live}`, { cookie });
    expect(favoritesResponseSchema.parse(removed.json()).favorite_ids).toEqual([ids.prematch]);
    expect(await list(cookie, 'tournaments')).toEqual([ids.tournament]);
  });

  test('GET /matches?favourite=true reads the session', async () => {
    const { cookie } = await signUp(app());
    await call(app(), 'POST', `${V2}/favourites/matches/${ids.prematch}`, { cookie });
    const mine = matchesResponseSchema.parse(
      (await call(app(), 'GET', `${V2}/matches?favourite=true`, { cookie })).json(),
    );
    expect(mine.data.map((m) => m.id)).toEqual([ids.prematch]);
    const anonymous = matchesResponseSchema.parse(
      (await call(app(), 'GET', `${V2}/matches?favourite=true`)).json(),
    );
    expect(anonymous.data).toEqual([]);
  });

  test('unknown ids are 404 not_found; bad type or id are 400; anonymous is 401', async () => {
    const { cookie } = await signUp(app());
    const missing = await call(app(), 'POST', `${V2}/favourites/matches/999999`, { cookie });
    expect(missing.statusCode).toBe(404);
    expect(errorCode(missing)).toBe('not_found');
    expect(
      (await call(app(), 'POST', `${V2}/favourites/tournaments/999999`, { cookie })).statusCode,
    ).toBe(404);
    expect((await call(app(), 'POST', `${V2}/favourites/players/1`, { cookie })).statusCode).toBe(
      400,
    );
    expect((await call(app(), 'POST', `${V2}/favourites/matches/abc`, { cookie })).statusCode).toBe(
      400,
    );
    expect(
      (await call(app(), 'GET', `${V2}/favourites/matches?match_status=9`, { cookie })).statusCode,
    ).toBe(400);
    for (const [method, url] of [
      ['GET', '/favourites/matches'],
      ['POST', `/favourites/matches/${ids.live}`],
      ['DELETE', `/favourites/matches/${ids.live}`],
    ] as const) {
      expect((await call(app(), method, `${V2}${url}`)).statusCode).toBe(401);
    }
  });

  test("one player's favorites are not another's, nor can they be removed by them", async () => {
    const me = await signUp(app());
    const other = await signUp(app());
    await call(app(), 'POST', `${V2}/favourites/matches/${ids.live}`, { cookie: me.cookie });
    expect(await list(other.cookie, 'matches')).toEqual([]);
    await call(app(), 'DELETE', `${V2}/favourites/matches/${ids.live}`, { cookie: other.cookie });
    expect(await list(me.cookie, 'matches')).toEqual([ids.live]);
  });
});
