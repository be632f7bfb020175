import {
  CUSTOM_BET_SINGLE_NOT_ALLOWED,
  SHARE_CODE_NOT_FOUND,
  customMarketsResponseSchema,
  customOddsResponseSchema,
  shareCodeResponseSchema,
  sharedBetsResponseSchema,
} from '@sportsbook/contract/bets';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { describe, expect, test } from 'vitest';
import {
  balanceOf,
  betBody,
  DEV,
  fundedPlayer,
  placeOk,
  placeRefused,
  setOdds,
  settle,
  useBetsServer,
  V3,
} from './bets-helpers';
import { shareCodes } from '@/db/schema';
import { patchSiteConfig } from './helpers';
import { call } from './platform-helpers';

const OPERATOR_KEY = 'bets-share-custom-operator-key-0123456789';
const { server, app, matches, m } = useBetsServer(3, { operatorApiKey: OPERATOR_KEY });

async function share(body: unknown): Promise<string> {
  const res = await call(app(), 'POST', `${V3}/bets/share-code`, { payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return shareCodeResponseSchema.parse(res.json()).data.code;
}

async function restore(code: string, query = '') {
  const res = await call(
    app(),
    'GET',
    `${V3}/bets/share-code?code=${encodeURIComponent(code)}${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return sharedBetsResponseSchema.parse(res.json()).data;
}

describe('share a bet', () => {
  test('round trip: the code gives back the slip with names and current odds', async () => {
    const slip = betBody(
      'system',
      3_00,
      matches().map((match, i) => ({
        match,
        outcome: i === 0 ? 'home' : 'draw',
        odds: i === 0 ? 2 : 3.5,
      })),
      { system_id: '2/3' },
    );
    const code = await share({ bets: slip.bets });
    expect(code).toMatch(/^[A-Za-z0-9_-]{4,32}$/);
    expect(await share({ bets: slip.bets })).not.toBe(code);
    await setOdds(app(), m(0), 'home', 2.4);
    await call(app(), 'POST', `${DEV}/matches/${m(2).id}/market-status`, {
      payload: { market_id: 1, suspended: true },
    });
    const [bet, ...rest] = await restore(code);
    expect(rest).toEqual([]);
    expect(bet).toMatchObject({
      type: 'system',
      stake: { value: 3_00, currency: 'EUR' },
      system_id: '2/3',
    });
    const first = bet?.selections[0];
    expect(first?.match_slug).toMatch(/^home-0-away-0/);
    expect({ ...first, match_slug: 'slug' }).toEqual({
      match_id: m(0).id,
      match_urn_id: m(0).urnId,
      match_slug: 'slug',
      match_status: 0,
      name_a: 'Home 0',
      name_b: 'Away 0',
      sport_key: 'soccer',
      category_name: 'Testland',
      tournament_name: 'Test League',
      provider: 'betradar',
      market_id: 1,
      market_name: '1x2',
      specifier: '',
      outcome_id: 'home',
      outcome_name: 'Home',
      odds: 2,
      current_odds: 2.4,
      active: true,
    });
    expect(bet?.selections.map((s) => [s.odds, s.current_odds, s.active])).toEqual([
      [2, 2.4, true],
      [3.5, 3.5, true],
      [3.5, null, false],
    ]);
  });

  test('an unknown code is a 404 share_code_not_found; a malformed code is 400; unknown outcomes cannot be shared', async () => {
    const unknown = await call(app(), 'GET', `${V3}/bets/share-code?code=unknownCode1&locale=de`);
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json())).toEqual({
      code: SHARE_CODE_NOT_FOUND,
      message: 'Dieser Wett-Link wurde nicht gefunden',
    });
    expect((await call(app(), 'GET', `${V3}/bets/share-code?code=a!`)).statusCode).toBe(400);
    expect((await call(app(), 'GET', `${V3}/bets/share-code`)).statusCode).toBe(400);
    const res = await call(app(), 'POST', `${V3}/bets/share-code`, {
      payload: { bets: betBody('single', 0, [{ match: m(0), outcome: 'nobody', odds: 2 }]).bets },
    });
    expect(res.statusCode).toBe(422);
    expect(apiErrorSchema.parse(res.json()).code).toBe('error.place_bets.unknown_outcome');
  });
  test('a known code whose selections all left the catalogue is an empty list (spec §8 try another bet)', async () => {
    await server()
      .database.db.insert(shareCodes)
      .values({
        code: 'goneBets01',
        createdAt: new Date(),
        bets: [
          {
            type: 'single',
            stake: { value: 1_00, currency: 'EUR' },
            selections: [
              { match_id: 999_999, market_id: 1, specifier: '', outcome_id: 'home', odds: 2 },
            ],
          },
        ],
      });
    expect(await restore('goneBets01')).toEqual([]);
  });
});

describe('share-code rate', () => {
  test('one address creates at most 60 codes a minute (429 with Retry-After), then again', async () => {
    const body = { bets: betBody('single', 0, [{ match: m(0), outcome: 'home', odds: 2 }]).bets };
    const answers = [];
    for (let i = 0; i < 61; i++)
      answers.push(await call(app(), 'POST', `${V3}/bets/share-code`, { payload: body }));
    expect(answers.slice(0, 60).every((a) => a.statusCode === 200)).toBe(true);
    const refused = answers[60];
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    server().clock.advance(60_000);
    expect((await call(app(), 'POST', `${V3}/bets/share-code`, { payload: body })).statusCode).toBe(
      200,
    );
  });

  test('a client rotating X-Forwarded-For past no trusted proxy: 60 of 150 pass', async () => {
    const body = { bets: betBody('single', 0, [{ match: m(0), outcome: 'home', odds: 2 }]).bets };
    let passed = 0;
    for (let i = 0; i < 150; i++) {
      const res = await app().inject({
        method: 'POST',
        url: `${V3}/bets/share-code`,
        remoteAddress: '203.0.113.77',
        headers: { 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` },
        payload: body,
      });
      if (res.statusCode === 200) passed++;
    }
    expect(passed).toBe(60);
  });
});

describe('bet builder', () => {
  test('custom markets of a match with their groups; 404 for an unknown match', async () => {
    const res = await call(app(), 'GET', `${V3}/bets/custom/markets/${m(0).id}`);
    expect(res.statusCode, res.body).toBe(200);
    const markets = customMarketsResponseSchema.parse(res.json()).data;
    expect(markets.map((x) => [x.market_id, x.group, x.outcomes.length])).toEqual([
      [1, 'result', 3],
      [10, 'result', 3],
      [18, 'total', 2],
      [29, 'btts', 2],
    ]);
    expect((await call(app(), 'GET', `${V3}/bets/custom/markets/999999`)).statusCode).toBe(404);
    const bad = await call(app(), 'GET', `${V3}/bets/custom/markets/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request' });
  });

  const price = (selections: { market_id: number; specifier?: string; outcome_id: string }[]) =>
    call(app(), 'POST', `${V3}/bets/custom/odds`, {
      payload: {
        match_id: m(0).id,
        selections: selections.map((s) => ({ specifier: '', ...s })),
      },
    });

  test('pricing: product x pair factors x (1 - 5 %), rounded down to 2 decimals', async () => {
    // 2.00 x 1.90 = 3.80; x 0.95 margin x 0.97 (result, total) = 3.5017 -> 3.50
    const two = await price([
      { market_id: 1, outcome_id: 'home' },
      { market_id: 18, specifier: 'total=2.5', outcome_id: 'over' },
    ]);
    expect(two.statusCode, two.body).toBe(200);
    expect(customOddsResponseSchema.parse(two.json()).data.odds).toBe(3.5);
    // 2.00 x 1.90 x 1.80 = 6.84; x 0.95 x 0.97 x 0.93 (result, btts) x 0.88 (total, btts) = 5.158 -> 5.15
    const three = await price([
      { market_id: 1, outcome_id: 'home' },
      { market_id: 18, specifier: 'total=2.5', outcome_id: 'over' },
      { market_id: 29, outcome_id: 'yes' },
    ]);
    expect(customOddsResponseSchema.parse(three.json()).data.odds).toBe(5.15);
  });

  test('two selections of one group conflict (422 custom_bet_conflict); unknown and suspended refuse', async () => {
    const conflict = await price([
      { market_id: 1, outcome_id: 'home' },
      { market_id: 10, outcome_id: '1X' },
    ]);
    expect(conflict.statusCode).toBe(422);
    expect(apiErrorSchema.parse(conflict.json())).toMatchObject({
      code: 'custom_bet_conflict',
      details: { group: 'result', selections: [0, 1] },
    });
    expect(
      (
        await price([
          { market_id: 1, outcome_id: 'home' },
          { market_id: 29, outcome_id: 'maybe' },
        ])
      ).statusCode,
    ).toBe(422);
    await call(app(), 'POST', `${DEV}/matches/${m(0).id}/market-status`, {
      payload: { market_id: 29, suspended: true },
    });
    const suspended = await price([
      { market_id: 1, outcome_id: 'home' },
      { market_id: 29, outcome_id: 'yes' },
    ]);
    expect(apiErrorSchema.parse(suspended.json()).code).toBe(
      'error.place_bets.selection_suspended',
    );
    expect((await price([])).statusCode).toBe(400);
  });

  test('one selection: 422 custom_bet_single_not_allowed unless the site allows single custom bets', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const one = [{ match: m(0), outcome: 'home', odds: 2 }];
    const single = await price([{ market_id: 1, outcome_id: 'home' }]);
    expect(single.statusCode, single.body).toBe(422);
    expect(apiErrorSchema.parse(single.json()).code).toBe(CUSTOM_BET_SINGLE_NOT_ALLOWED);
    const refused = await call(app(), 'POST', `${V3}/bets`, {
      cookie: player.cookie,
      payload: betBody('custom_bet', 10_00, one, { custom_odds: 1.9 }),
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(apiErrorSchema.parse(refused.json()).code).toBe(CUSTOM_BET_SINGLE_NOT_ALLOWED);
    expect(await balanceOf(server().database.db, player.id)).toBe(100_00);
    // spec §3 betting settings "custom bet allowed for single": the operator switches it on
    const restore = await patchSiteConfig(app(), OPERATOR_KEY, {
      custom_bet: { single_allowed: true },
    });
    try {
      const priced = await price([{ market_id: 1, outcome_id: 'home' }]);
      expect(priced.statusCode, priced.body).toBe(200);
      const odds = customOddsResponseSchema.parse(priced.json()).data.odds;
      const [bet] = await placeOk(
        app(),
        player.cookie,
        betBody('custom_bet', 10_00, one, { custom_odds: odds }),
      );
      expect(bet).toMatchObject({ bet_type: 'custom_bet', odds });
    } finally {
      await restore();
    }
  });

  test('placed as custom_bet at the server() price; another price is 120; settled at the price', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const legs = [
      { match: m(0), outcome: 'home', odds: 2 },
      { match: m(0), market: 18, specifier: 'total=2.5', outcome: 'over', odds: 1.9 },
    ];
    const wrong = await placeRefused(
      app(),
      player.cookie,
      betBody('custom_bet', 10_00, legs, { custom_odds: 3.8 }),
    );
    expect(wrong.code).toBe(120);
    expect(wrong.data.errors_by_bet?.['0']).toMatchObject({
      code: 120,
      message: 'error.place_bets.invalid_odds_custom_bet',
    });
    const twoMatches = await placeRefused(
      app(),
      player.cookie,
      betBody(
        'custom_bet',
        10_00,
        [legs[0] as (typeof legs)[0], { match: m(1), outcome: 'home', odds: 2 }],
        { custom_odds: 3.5 },
      ),
    );
    expect(twoMatches.code).toBe('error.place_bets.custom_bet_match');
    const [bet] = await placeOk(
      app(),
      player.cookie,
      betBody('custom_bet', 10_00, legs, { custom_odds: 3.5 }),
    );
    expect(bet).toMatchObject({ bet_type: 'custom_bet', odds: 3.5, to_cashout: null });
    await settle(app(), m(0), [
      { market_id: 1, results: { home: 'win_entire' } },
      { market_id: 18, specifier: 'total=2.5', results: { over: 'win_entire' } },
    ]);
    expect(await balanceOf(server().database.db, player.id)).toBe(90_00 + 35_00);
  });
});
