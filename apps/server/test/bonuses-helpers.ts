import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { API_PREFIX, type App } from '@/app';
import { seedDemoBonuses } from '@/db/seed-bonuses';
import { insertMatches, type TestMatch } from './bets-helpers';
import { testFeed } from './helpers';
import { call, startPlatformServer, type PlatformTestServer } from './platform-helpers';
import { TEST_PUSH } from './push-helpers';

export const OPERATOR_KEY = 'operator-test-key-0123456789abcdef';
export const OP = API_PREFIX.operator;
export const B = `${API_PREFIX.sportsbookV2}/bonuses`;

/**
 * One PGlite and app per bonus test file (bets server plus the operator API). Before each test:
 * players, campaigns and promo codes emptied (the demo seed too: each test makes its own), and
 * `count` fresh prematch matches.
 */
export function useBonusServer(count: number, { demo = false } = {}) {
  let server: PlatformTestServer | undefined;
  let matches: TestMatch[] = [];
  const started = (): PlatformTestServer => {
    if (!server) throw new Error('the bonus server has not started');
    return server;
  };
  beforeAll(async () => {
    server = await startPlatformServer({
      devApi: true,
      feed: testFeed(),
      push: { config: TEST_PUSH },
      locales: ['en', 'de'],
      operatorApiKey: OPERATOR_KEY,
    });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    vi.restoreAllMocks();
    const db = started().database.db;
    await started().reset();
    await db.execute(sql`truncate table bonus_campaigns, promo_codes restart identity cascade`);
    if (demo) await seedDemoBonuses(db);
    matches = await insertMatches(db, count);
  });
  return {
    server: started,
    app: () => started().app,
    db: () => started().database.db,
    m: (i: number): TestMatch => {
      const found = matches[i];
      if (!found) throw new Error(`no match ${i}`);
      return found;
    },
  };
}

/** An operator API call with the key. */
export function operator(app: App, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return call(app, method, `${OP}${url}`, {
    headers: { authorization: `Bearer ${OPERATOR_KEY}` },
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** Creates a campaign through the operator API: its id. */
export async function createCampaign(app: App, body: Record<string, unknown>): Promise<string> {
  const res = await operator(app, 'POST', '/campaigns', {
    names: { en: `Test ${String(body.kind)}`, de: `Test-${String(body.kind)}` },
    terms: { en: ['Rule one.', 'Rule two.'], de: ['Regel eins.'] },
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

/** Issues a campaign's bonus to a player through the operator API: the issued bonus id. */
export async function issueTo(app: App, campaignId: string, playerId: string): Promise<string> {
  const res = await operator(app, 'POST', `/campaigns/${campaignId}/issue`, {
    player_id: playerId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string } }>().data.id;
}

/** A freebet campaign of `variant` (10.00 EUR, min odds 1.5) issued to the player: its id. */
export async function freebetFor(
  app: App,
  playerId: string,
  variant: 'no_risk' | 'all_win' | 'only_win',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const campaign = await createCampaign(app, {
    kind: 'freebet',
    freebet_type: variant,
    amounts: { EUR: 10_00 },
    min_odds: 1.5,
    ...extra,
  });
  return issueTo(app, campaign, playerId);
}

/** The comboboost of the issue: 3-4 selections x1.05, 5+ x1.10, each at odds 1.30 or more. */
export const COMBOBOOST = {
  kind: 'comboboost',
  min_odds: 1.3,
  ranges: [
    { min_count: 3, max_count: 4, bonus_odds: 1.05 },
    { min_count: 5, max_count: 30, bonus_odds: 1.1 },
  ],
  auto_issue: true,
};
