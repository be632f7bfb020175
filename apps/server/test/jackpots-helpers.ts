import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { z } from 'zod';
import {
  operatorJackpotResponseSchema,
  type jackpotCreateBodySchema,
  type OperatorJackpotWire,
} from '@sportsbook/contract/promotions-operator';
import { API_PREFIX, type App } from '@/app';
import { insertMatches, type TestMatch } from './bets-helpers';
import { testFeed } from './helpers';
import { call, startPlatformServer, type PlatformTestServer } from './platform-helpers';
import { TEST_PUSH } from './push-helpers';

export const OPERATOR_KEY = 'operator-test-key-0123456789';
export const OP = API_PREFIX.operator;
export const V2 = API_PREFIX.sportsbookV2;
export const DEV = API_PREFIX.dev;

/**
 * The jackpot draws' random source of a test: the next values come from `queue` (set by the
 * test), then 0.999999 (a draw that hits only a stake at or above the trigger amount, or the cap).
 */
export interface TestDraws {
  queue: number[];
  taken: number;
}

/**
 * One PGlite and app per test file for jackpots and predictions: platform, dev API, operator API
 * (OPERATOR_KEY), a feed that never ticks, and the test's draws. Before every test: a reset that
 * empties jackpots and predictions too (the demo ones are removed unless `keepDemo`), fresh
 * draws and `count` matches.
 */
export function useJackpotsServer(count = 2, { keepDemo = false } = {}) {
  let server: PlatformTestServer | undefined;
  let matches: TestMatch[] = [];
  const draws: TestDraws = { queue: [], taken: 0 };
  const started = (): PlatformTestServer => {
    if (!server) throw new Error('the jackpots server has not started');
    return server;
  };
  beforeAll(async () => {
    server = await startPlatformServer({
      devApi: true,
      operatorApiKey: OPERATOR_KEY,
      feed: testFeed(),
      push: { config: TEST_PUSH },
      locales: ['en', 'de'],
      platform: {
        multiSingleProviders: ['betradar', 'betconstruct'],
        random: () => {
          draws.taken++;
          return draws.queue.shift() ?? 0.999999;
        },
      },
    });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    vi.restoreAllMocks();
    await started().reset();
    if (!keepDemo)
      await started().database.db.execute(
        sql`truncate table jackpots, predictions restart identity cascade`,
      );
    draws.queue = [];
    draws.taken = 0;
    matches = await insertMatches(started().database.db, count);
  });
  return {
    server: started,
    app: () => started().app,
    db: () => started().database.db,
    draws,
    m: (i: number): TestMatch => {
      const found = matches[i];
      if (!found) throw new Error(`no match ${i}`);
      return found;
    },
  };
}

/** An operator API call with the key. */
export function operator(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return call(app, method, `${OP}${path}`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    ...(payload === undefined ? {} : { payload }),
  });
}

type JackpotBody = z.input<typeof jackpotCreateBodySchema>;

/**
 * A test jackpot in EUR: min stake 1.00, min odds 1.50; level `top` at 100 bp (1 %), seed 50.00,
 * trigger 1000.00, cap 500.00; level `low` at 25 bp, seed 0, pool 5.00, trigger 100.00, cap 50.00.
 */
export const testJackpot = (extra: Partial<JackpotBody> = {}): JackpotBody => ({
  id: 'jp_test',
  names: { en: 'Test Jackpot', de: 'Test-Jackpot' },
  currency: 'EUR',
  min_stake: 1_00,
  min_odds: 1.5,
  levels: [
    {
      code: 'top',
      names: { en: 'Top', de: 'Oben' },
      contribution_bp: 100,
      seed_amount: 50_00,
      trigger_amount: 1_000_00,
      must_hit_by: 500_00,
    },
    {
      code: 'low',
      names: { en: 'Low' },
      contribution_bp: 25,
      seed_amount: 0,
      pool_amount: 5_00,
      trigger_amount: 100_00,
      must_hit_by: 50_00,
    },
  ],
  ...extra,
});

/** Creates a jackpot through the operator API; the operator's view of it. */
export async function createJackpot(
  app: App,
  body: JackpotBody = testJackpot(),
): Promise<OperatorJackpotWire> {
  const res = await operator(app, 'POST', '/jackpots', body);
  expect(res.statusCode, res.body).toBe(201);
  return operatorJackpotResponseSchema.parse(res.json()).data;
}

/** The pools of a jackpot's levels by code, as the operator reads them. */
export async function pools(app: App, id = 'jp_test'): Promise<Record<string, number>> {
  const res = await operator(app, 'GET', '/jackpots');
  expect(res.statusCode, res.body).toBe(200);
  const jackpot = res.json<{ data: OperatorJackpotWire[] }>().data.find((j) => j.id === id);
  if (!jackpot) throw new Error(`no jackpot ${id}`);
  return Object.fromEntries(jackpot.levels.map((l) => [l.code, l.pool_amount]));
}
