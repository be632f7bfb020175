import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import {
  placeBetErrorSchema,
  placementResponseSchema,
  type PlaceBetErrorWire,
  type PlacedBetWire,
  type PlacementRequestWire,
} from '@sportsbook/contract/bets';
import { realtimeEventSchema, type RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { BetType, Provider } from '@sportsbook/contract/vocabulary';
import { API_PREFIX, type App, type AppOptions } from '@/app';
import type { Database } from '@/db/client';
import {
  accounts,
  categories,
  events,
  markets,
  sports,
  tournaments,
  type StoredOutcome,
} from '@/db/schema';
import { testFeed } from './helpers';
import { call, signUp, startPlatformServer, type PlatformTestServer } from './platform-helpers';
import { TEST_PUSH } from './push-helpers';

export const V3 = API_PREFIX.sportsbookV3;
export const DEV = API_PREFIX.dev;

/**
 * One PGlite and app per test file: platform (players, wallet), the dev control API and a feed
 * that is never started, so only the test moves odds and settles markets.
 */
export async function startBetsServer(
  extra: Omit<AppOptions, 'database'> = {},
): Promise<PlatformTestServer> {
  const server = await startPlatformServer({
    ...extra,
    devApi: true,
    feed: testFeed(),
    push: { config: TEST_PUSH },
    locales: ['en', 'de'],
    // several singles in one placement are allowed here; the site default is tested on its own
    platform: { multiSingleProviders: ['betradar', 'betconstruct'] },
  });
  return {
    ...server,
    async reset() {
      await server.database.db.execute(sql`truncate table share_codes`);
      await server.reset();
    },
  };
}

/**
 * The hooks of a bets test file: one server for the file, and before every test a reset, restored
 * mocks and `count` fresh prematch matches. Accessors read the current server and matches.
 */
export function useBetsServer(count: number, extra: Omit<AppOptions, 'database'> = {}) {
  let server: PlatformTestServer | undefined;
  let matches: TestMatch[] = [];
  const started = (): PlatformTestServer => {
    if (!server) throw new Error('the bets server has not started');
    return server;
  };
  beforeAll(async () => {
    server = await startBetsServer(extra);
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    vi.restoreAllMocks();
    await started().reset();
    matches = await insertMatches(started().database.db, count);
  });
  return {
    server: started,
    app: () => started().app,
    db: () => started().database.db,
    matches: () => matches,
    m: (i: number): TestMatch => {
      const found = matches[i];
      if (!found) throw new Error(`no match ${i}`);
      return found;
    },
  };
}

/** A test match: its id and the outcome odds its markets start with. */
export interface TestMatch {
  id: number;
  urnId: string;
}

const outcomes = (list: [string, string, number][]): StoredOutcome[] =>
  list.map(([outcomeId, name, odds]) => ({ outcomeId, name, odds, active: true }));

/**
 * Inserts prematch matches with four markets each (1x2 "1", double chance "10", total 2.5 "18",
 * both teams to score "29"): home 2.00 / draw 3.50 / away 4.00; over 1.90 / under 1.90; yes 1.80 /
 * no 2.00; 1X 1.30 / 12 1.25 / X2 1.90.
 */
export async function insertMatches(
  db: Database,
  count: number,
  provider: Provider = 'betradar',
): Promise<TestMatch[]> {
  const sportKey =
    provider === 'oddin'
      ? 'counter-strike'
      : provider === 'betconstruct'
        ? 'table-tennis'
        : 'soccer';
  const [sport] = await db.select().from(sports).where(eq(sports.key, sportKey));
  if (!sport) throw new Error(`no sport ${sportKey}`);
  const tag = `${provider}-${Math.random().toString(36).slice(2, 8)}`;
  const [category] = await db
    .insert(categories)
    .values({
      urnId: `test:category:${tag}`,
      slug: `cat-${tag}`,
      sportId: sport.id,
      names: { en: 'Testland' },
      provider,
    })
    .returning();
  const [tournament] = await db
    .insert(tournaments)
    .values({
      urnId: `test:tournament:${tag}`,
      slug: `league-${tag}`,
      sportId: sport.id,
      categoryId: category?.id ?? 0,
      names: { en: 'Test League' },
      provider,
    })
    .returning();
  const made: TestMatch[] = [];
  for (let i = 0; i < count; i++) {
    const urnId = `test:match:${tag}:${i}`;
    const [event] = await db
      .insert(events)
      .values({
        urnId,
        slug: `home-${i}-away-${i}-${tag}`,
        type: 'match',
        sportId: sport.id,
        categoryId: category?.id ?? 0,
        tournamentId: tournament?.id ?? null,
        names: { en: `Home ${i} - Away ${i}` },
        nameA: `Home ${i}`,
        nameB: `Away ${i}`,
        startTime: new Date(Date.now() + 3_600_000),
        status: 0,
        provider,
      })
      .returning({ id: events.id });
    const eventId = event?.id ?? 0;
    await db.insert(markets).values([
      {
        eventId,
        marketId: 1,
        specifier: '',
        name: '1x2',
        status: 1,
        provider,
        outcomes: outcomes([
          ['home', 'Home', 2],
          ['draw', 'Draw', 3.5],
          ['away', 'Away', 4],
        ]),
      },
      {
        eventId,
        marketId: 10,
        specifier: '',
        name: 'Double chance',
        status: 1,
        provider,
        outcomes: outcomes([
          ['1X', '1X', 1.3],
          ['12', '12', 1.25],
          ['X2', 'X2', 1.9],
        ]),
      },
      {
        eventId,
        marketId: 18,
        specifier: 'total=2.5',
        name: 'Total',
        status: 1,
        provider,
        outcomes: outcomes([
          ['over', 'Over 2.5', 1.9],
          ['under', 'Under 2.5', 1.9],
        ]),
      },
      {
        eventId,
        marketId: 29,
        specifier: '',
        name: 'Both teams to score',
        status: 1,
        provider,
        outcomes: outcomes([
          ['yes', 'Yes', 1.8],
          ['no', 'No', 2],
        ]),
      },
    ]);
    made.push({ id: eventId, urnId });
  }
  return made;
}

/** Sets a player's balance in a currency (opening the account when missing), minor units. */
export async function setBalance(
  db: Database,
  playerId: string,
  currency: string,
  balance: number,
) {
  await db
    .insert(accounts)
    .values({ playerId, currency, balance, active: false, createdAt: new Date() })
    .onConflictDoUpdate({ target: [accounts.playerId, accounts.currency], set: { balance } });
}

export async function balanceOf(db: Database, playerId: string, currency = 'EUR'): Promise<number> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)));
  return row?.balance ?? Number.NaN;
}

/** A signed-up EUR player with `balance` minor units. */
export async function fundedPlayer(server: PlatformTestServer, balance = 100_00) {
  const { player, cookie } = await signUp(server.app);
  await setBalance(server.database.db, String(player.id), 'EUR', balance);
  return { id: String(player.id), cookie };
}

type Leg = { match: TestMatch; market?: number; specifier?: string; outcome: string; odds: number };

/** A placement body of one bet. */
export function betBody(
  type: BetType,
  stake: number,
  legs: Leg[],
  extra: Partial<PlacementRequestWire['bets'][number]> = {},
): PlacementRequestWire {
  return {
    meta: { device_id: 'test-device', quick: false, type },
    bets: [
      {
        type,
        stake: { value: stake, currency: 'EUR' },
        selections: legs.map((l) => ({
          match_id: l.match.id,
          market_id: l.market ?? 1,
          specifier: l.specifier ?? '',
          outcome_id: l.outcome,
          odds: l.odds,
        })),
        ...extra,
      },
    ],
  };
}

export function place(
  app: App,
  cookie: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return call(app, 'POST', `${V3}/bets`, { cookie, payload: body, headers });
}

/** A placement expected to succeed: its bets. */
export async function placeOk(
  app: App,
  cookie: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PlacedBetWire[]> {
  const res = await place(app, cookie, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return placementResponseSchema.parse(res.json()).data;
}

/** A placement expected to be refused with `status`: the place-bet error body. */
export async function placeRefused(
  app: App,
  cookie: string,
  body: unknown,
  status = 422,
  headers: Record<string, string> = {},
): Promise<PlaceBetErrorWire> {
  const res = await place(app, cookie, body, headers);
  expect(res.statusCode, res.body).toBe(status);
  return placeBetErrorSchema.parse(res.json());
}

/** Every publication the app makes from now on, checked against the contract. */
export function watchPushes(app: App): { channels: string[]; event: RealtimeEventWire }[] {
  const sent: { channels: string[]; event: RealtimeEventWire }[] = [];
  vi.spyOn(app.publisher, 'broadcast').mockImplementation((channels, data) => {
    sent.push({ channels, event: realtimeEventSchema.parse(data) });
    return Promise.resolve();
  });
  return sent;
}

/** Sets an outcome's odds through the dev control API. */
export async function setOdds(
  app: App,
  match: TestMatch,
  outcome: string,
  odds: number,
  market = 1,
  specifier = '',
) {
  const res = await call(app, 'POST', `${DEV}/matches/${match.id}/odds`, {
    payload: { market_id: market, specifier, outcome_id: outcome, odds },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Settles markets through the dev control API: results per outcome, others lose. */
export async function settle(
  app: App,
  match: TestMatch,
  marketsResults: { market_id: number; specifier?: string; results: Record<string, string> }[],
) {
  const res = await call(app, 'POST', `${DEV}/matches/${match.id}/settle`, {
    payload: { markets: marketsResults.map((m) => ({ specifier: '', ...m })) },
  });
  expect(res.statusCode, res.body).toBe(200);
}
