import { and, eq } from 'drizzle-orm';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { betsResponseSchema } from '@sportsbook/contract/bets';
import { userChannel } from '@sportsbook/contract/channels';
import { describe, expect, test } from 'vitest';
import { bets, betSelections, markets, transactions } from '@/db/schema';
import { jackpotContributions, jackpotLevels } from '@/db/schema-jackpots';
import { countStatements } from './helpers';
import {
  balanceOf,
  betBody,
  fundedPlayer,
  insertMatches,
  place,
  placeOk,
  placeRefused,
  setBalance,
  setOdds,
  useBetsServer,
  V3,
  watchPushes,
  type TestMatch,
} from './bets-helpers';
import { call } from './platform-helpers';

const { server, app, db, matches, m } = useBetsServer(4);

async function setSettings(cookie: string, mode: 'none' | 'higher' | 'any') {
  const res = await call(app(), 'POST', '/api/sportsbook/v2/settings', {
    cookie,
    payload: { auto_accept_odds_change: mode },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /bets: placing', () => {
  test('401 for an anonymous bettor; nothing is placed', async () => {
    const res = await place(
      app(),
      null,
      betBody('single', 500, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).code).toBe('unauthorized');
    expect(await db().select().from(bets)).toHaveLength(0);
  });

  test('a single: bet stored as waiting_results, stake debited with a bet transaction, pushes sent', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const pushes = watchPushes(app());
    const [bet] = await placeOk(
      app(),
      player.cookie,
      betBody('single', 12_50, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    expect(bet).toMatchObject({
      bet_type: 'single',
      bet_status: 'waiting_results',
      result: 'no_results',
      stake: 12_50,
      currency: 'EUR',
      subunits: 100,
      win_amount: 0,
      odds: 2,
      system_type: null,
    });
    expect(bet?.selections).toEqual([
      expect.objectContaining({
        match_id: m(0).id,
        match_urn_id: m(0).urnId,
        market_id: 1,
        market_name: '1x2',
        outcome_id: 'home',
        outcome_name: 'Home',
        name_a: 'Home 0',
        odds: 2,
        result: 'no_results',
        id: `${m(0).urnId}/1/home/`,
      }),
    ]);
    expect(await balanceOf(db(), player.id)).toBe(87_50);
    const [tx] = await db().select().from(transactions).where(eq(transactions.playerId, player.id));
    expect(tx).toMatchObject({
      type: 'bet',
      amount: -12_50,
      balanceAfter: 87_50,
      reference: bet?.bet_id,
    });
    const channels = [userChannel('en', player.id), userChannel('de', player.id)];
    expect(pushes).toContainEqual({
      channels,
      event: { type: 'balance_changed', data: { currency: 'EUR', balance: 87_50 } },
    });
    const changed = pushes.find((p) => p.event.type === 'bet_changed');
    expect(changed?.channels).toEqual(channels);
    expect(changed?.event.data).toMatchObject({
      bet_id: bet?.bet_id,
      bet_status: 'waiting_results',
    });
  });

  test('a combo is placed at the product of its odds; a 2/3 system at the mean of its lines', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const [combo] = await placeOk(
      app(),
      player.cookie,
      betBody('combo', 10_00, [
        { match: m(0), outcome: 'home', odds: 2 },
        { match: m(1), outcome: 'away', odds: 4 },
      ]),
    );
    expect(combo?.odds).toBe(8);
    const [system] = await placeOk(
      app(),
      player.cookie,
      betBody(
        'system',
        3_00,
        [
          { match: m(0), outcome: 'home', odds: 2 },
          { match: m(1), outcome: 'draw', odds: 3.5 },
          { match: m(2), outcome: 'away', odds: 4 },
        ],
        { system_id: '2/3' },
      ),
    );
    // lines 7, 8 and 14: mean 29/3
    expect(system?.odds).toBe(9.6667);
    expect(system?.system_type).toEqual({ id: '2/3', win_count: 2, total_count: 3 });
    expect(await balanceOf(db(), player.id)).toBe(87_00);
  });

  test('several bets in one placement are all placed, or none', async () => {
    const player = await fundedPlayer(server(), 20_00);
    const two = {
      meta: { device_id: 'd', quick: false, type: 'multi' },
      bets: [
        betBody('single', 5_00, [{ match: m(0), outcome: 'home', odds: 2 }]).bets[0],
        betBody('single', 5_00, [{ match: m(1), outcome: 'home', odds: 2 }]).bets[0],
      ],
    };
    expect(await placeOk(app(), player.cookie, two)).toHaveLength(2);
    const bad = {
      ...two,
      bets: [
        two.bets[0],
        {
          ...two.bets[1],
          selections: [
            { match_id: m(1).id, market_id: 1, specifier: '', outcome_id: 'nope', odds: 2 },
          ],
        },
      ],
    };
    const error = await placeRefused(app(), player.cookie, bad);
    expect(Object.keys(error.data.errors_by_bet ?? {})).toEqual(['1']);
    expect(await balanceOf(db(), player.id)).toBe(10_00);
    expect(await db().select().from(bets)).toHaveLength(2);
  });

  test('statements per placement (issue 18): one read before the transaction, one write batch', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const single = betBody('single', 1_00, [{ match: m(0), outcome: 'home', odds: 2 }]);
    const seen = await countStatements(() => placeOk(app(), player.cookie, single));
    const kinds = seen.map((q) => q.replace(/\s+/g, ' ').slice(0, 40));
    // the placement read (with the session and its limits); in the transaction: the limits and
    // jackpot levels locked, bets with their selections, contributions and pools (the demo seed's
    // jackpots take this bet: 3 levels), the debit with its transaction
    expect(kinds, kinds.join('\n')).toHaveLength(4);
    expect(kinds.filter((k) => /^(insert|update|with)/.test(k))).toHaveLength(2);
    expect(await db().select().from(jackpotContributions)).toHaveLength(3);
    // a second bet in the same placement adds only its own debit
    const two = {
      meta: { device_id: 'd', quick: false, type: 'multi' },
      bets: [
        single.bets[0],
        betBody('single', 1_00, [{ match: m(1), outcome: 'home', odds: 2 }]).bets[0],
      ],
    };
    expect(await countStatements(() => placeOk(app(), player.cookie, two))).toHaveLength(5);
    expect(await balanceOf(db(), player.id)).toBe(97_00);
    const pools = await db().select().from(jackpotLevels);
    const contributed = await db().select().from(jackpotContributions);
    for (const level of pools.filter((l) => l.state === 'active'))
      expect(level.pool).toBeGreaterThanOrEqual(level.seedAmount);
    expect(contributed).toHaveLength(9);
  });
});

describe('POST /bets: several singles at once (spec §5 multi-single)', () => {
  test('the site default allows them for betconstruct only: betradar singles are refused', async () => {
    // a sibling app on the same database with the default platform switches
    const { app: site } = await server().sibling({});
    try {
      const player = await fundedPlayer(server(), 20_00);
      const singles = (legs: { match: TestMatch }[]) => ({
        meta: { device_id: 'd', quick: false, type: 'multi' },
        bets: legs.map(
          ({ match }) => betBody('single', 2_00, [{ match, outcome: 'home', odds: 2 }]).bets[0],
        ),
      });
      const refused = await placeRefused(
        site,
        player.cookie,
        singles([{ match: m(0) }, { match: m(1) }]),
      );
      expect(refused.code).toBe('error.place_bets.multi_single_unavailable');
      expect(Object.keys(refused.data.errors_by_bet ?? {})).toEqual(['0', '1']);
      expect(await balanceOf(db(), player.id)).toBe(20_00);
      const bc = await insertMatches(db(), 2, 'betconstruct');
      const placed = await placeOk(site, player.cookie, singles(bc.map((match) => ({ match }))));
      expect(placed).toHaveLength(2);
      expect(await balanceOf(db(), player.id)).toBe(16_00);
      const settings = await site.inject({ method: 'GET', url: '/api/sportsbook/v2/settings' });
      expect(settings.json()).toMatchObject({
        multi_single_available_by_provider: { betradar: false, oddin: false, betconstruct: true },
      });
    } finally {
      await site.close();
    }
  });
});

describe('POST /bets: quick bet', () => {
  test('a quick bet whose potential win is not above the stake is refused (spec §5); others place', async () => {
    const player = await fundedPlayer(server());
    await setOdds(app(), m(0), 'home', 1.01);
    const quick = (stake: number) => {
      const body = betBody('single', stake, [{ match: m(0), outcome: 'home', odds: 1.01 }]);
      return { ...body, meta: { ...body.meta, quick: true } };
    };
    // 0.10 at 1.01 returns 0.10 (rounded down): no win
    const refused = await placeRefused(app(), player.cookie, quick(10));
    expect(refused.code).toBe('error.potential_win.equal_or_less');
    // 1.00 at 1.01 returns 1.01
    const [bet] = await placeOk(app(), player.cookie, quick(100));
    expect(bet?.odds).toBe(1.01);
    const [row] = await db()
      .select()
      .from(bets)
      .where(eq(bets.id, bet?.bet_id ?? ''));
    expect(row?.quick).toBe(true);
  });
});

describe('POST /bets: bad payloads are 400 invalid_request', () => {
  const cases: [string, (ms: TestMatch[]) => unknown][] = [
    [
      'odds of 1',
      (ms) => betBody('single', 100, [{ match: ms[0] as TestMatch, outcome: 'home', odds: 1 }]),
    ],
    [
      'odds below 1',
      (ms) => betBody('single', 100, [{ match: ms[0] as TestMatch, outcome: 'home', odds: 0.5 }]),
    ],
    [
      'a stake of 0',
      (ms) => betBody('single', 0, [{ match: ms[0] as TestMatch, outcome: 'home', odds: 2 }]),
    ],
    [
      'a negative stake',
      (ms) => betBody('single', -100, [{ match: ms[0] as TestMatch, outcome: 'home', odds: 2 }]),
    ],
    [
      'a fractional stake',
      (ms) => betBody('single', 10.5, [{ match: ms[0] as TestMatch, outcome: 'home', odds: 2 }]),
    ],
    [
      'a system stake that does not split into its lines',
      (ms) =>
        betBody(
          'system',
          100,
          ms.slice(0, 3).map((match) => ({ match, outcome: 'home', odds: 2 })),
          { system_id: '2/3' },
        ),
    ],
    [
      'system_id on a single',
      (ms) =>
        betBody('single', 100, [{ match: ms[0] as TestMatch, outcome: 'home', odds: 2 }], {
          system_id: '2/3',
        }),
    ],
    [
      'custom_odds on a combo',
      (ms) =>
        betBody(
          'combo',
          100,
          ms.slice(0, 2).map((match) => ({ match, outcome: 'home', odds: 2 })),
          { custom_odds: 3 },
        ),
    ],
    ['no bets', () => ({ meta: { device_id: 'd', quick: false, type: 'single' }, bets: [] })],
    [
      'no meta',
      (ms) => ({
        bets: betBody('single', 100, [{ match: ms[0] as TestMatch, outcome: 'home', odds: 2 }])
          .bets,
      }),
    ],
    [
      'a bet without selections',
      () => ({
        meta: { device_id: 'd', quick: false, type: 'single' },
        bets: [{ type: 'single', stake: { value: 100, currency: 'EUR' }, selections: [] }],
      }),
    ],
  ];
  test.each(cases)('%s', async (_, body) => {
    const player = await fundedPlayer(server());
    const error = await placeRefused(app(), player.cookie, body(matches()), 400);
    expect(error.code).toBe('invalid_request');
    expect(error.message.length).toBeGreaterThan(0);
    expect(await db().select().from(bets)).toHaveLength(0);
    expect(await balanceOf(db(), player.id)).toBe(100_00);
  });

  test('malformed JSON and a bad idempotency key', async () => {
    const player = await fundedPlayer(server());
    const res = await app().inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: {
        cookie: `sportsbook_session=${player.cookie}`,
        'content-type': 'application/json',
      },
      payload: '{"meta":',
    });
    expect(res.statusCode).toBe(400);
    const short = await place(
      app(),
      player.cookie,
      betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 2 }]),
      { 'idempotency-key': 'abc' },
    );
    expect(short.statusCode).toBe(400);
    expect(await db().select().from(bets)).toHaveLength(0);
  });
});

describe('POST /bets: refusals are 422 with the spec codes, keys and localized messages', () => {
  test('unknown outcome, market or match', async () => {
    const player = await fundedPlayer(server());
    for (const leg of [
      { match: m(0), outcome: 'nobody', odds: 2 },
      { match: m(0), market: 999, outcome: 'home', odds: 2 },
      { match: { id: 999_999, urnId: 'x' }, outcome: 'home', odds: 2 },
    ]) {
      const error = await placeRefused(app(), player.cookie, betBody('single', 100, [leg]), 422, {
        'accept-language': 'de',
      });
      expect(error.code).toBe('error.place_bets.unknown_outcome');
      expect(error.data.errors_by_bet?.['0']).toEqual({
        code: 'error.place_bets.unknown_outcome',
        message: 'error.place_bets.unknown_outcome',
        localized_message: 'Eine Auswahl wird nicht mehr angeboten',
      });
    }
  });

  test('system types that do not fit: 2/4 on three selections, 3/3, 1/3, and no system_id', async () => {
    const player = await fundedPlayer(server());
    const legs = matches()
      .slice(0, 3)
      .map((match) => ({ match, outcome: 'home', odds: 2 }));
    for (const extra of [{ system_id: '2/4' }, { system_id: '3/3' }, { system_id: '1/3' }, {}]) {
      const error = await placeRefused(app(), player.cookie, betBody('system', 300, legs, extra));
      expect(error.code, JSON.stringify(extra)).toBe('error.place_bets.system_type');
      expect(error.data.errors_by_bet?.['0']?.message).toBe('error.place_bets.system_type');
    }
  });

  test('mixed providers in a system or combo, oddin in a system, conflicts in a combo', async () => {
    const player = await fundedPlayer(server());
    const [bc] = await insertMatches(db(), 1, 'betconstruct');
    const oddin = await insertMatches(db(), 3, 'oddin');
    const mixed = [
      { match: m(0), outcome: 'home', odds: 2 },
      { match: m(1), outcome: 'home', odds: 2 },
      { match: bc as TestMatch, outcome: 'home', odds: 2 },
    ];
    expect(
      (
        await placeRefused(
          app(),
          player.cookie,
          betBody('system', 300, mixed, { system_id: '2/3' }),
        )
      ).code,
    ).toBe('error.place_bets.mixed_providers');
    expect((await placeRefused(app(), player.cookie, betBody('combo', 300, mixed))).code).toBe(
      'error.place_bets.mixed_providers',
    );
    const esports = oddin.map((match) => ({ match, outcome: 'home', odds: 2 }));
    expect(
      (
        await placeRefused(
          app(),
          player.cookie,
          betBody('system', 300, esports, { system_id: '2/3' }),
        )
      ).code,
    ).toBe('error.place_bets.system_with_oddin');
    const conflict = await placeRefused(
      app(),
      player.cookie,
      betBody('combo', 300, [
        { match: m(0), outcome: 'home', odds: 2 },
        { match: m(0), market: 29, outcome: 'yes', odds: 1.8 },
      ]),
      422,
      { 'accept-language': 'ar' },
    );
    expect(conflict.code).toBe('error.place_bets.conflict');
    expect(conflict.data.errors_by_bet?.['0']?.localized_message).toBe(
      'لا يمكن الجمع بين اختيارين من المباراة نفسها',
    );
    expect(await db().select().from(bets)).toHaveLength(0);
  });

  test('per-currency stake limits, an unknown account currency and a balance too low', async () => {
    const player = await fundedPlayer(server(), 5_00);
    const leg = [{ match: m(0), outcome: 'home', odds: 2 }];
    const low = await placeRefused(app(), player.cookie, betBody('single', 9, leg));
    expect(low.code).toBe('error.place_bets.stake_too_low');
    expect(low.data.errors_by_bet?.['0']?.localized_message).toBe('The minimum stake is 0.10 EUR');
    await setBalance(db(), player.id, 'EUR', 100_000_00);
    const high = await placeRefused(app(), player.cookie, betBody('single', 10_000_01, leg));
    expect(high.code).toBe('error.place_bets.stake_too_high');
    const usd = betBody('single', 100, leg);
    const usdBet = usd.bets[0];
    if (usdBet) usdBet.stake.currency = 'USD';
    expect((await placeRefused(app(), player.cookie, usd)).code).toBe(
      'error.place_bets.account_not_found',
    );
    await setBalance(db(), player.id, 'EUR', 5_00);
    const poor = await placeRefused(app(), player.cookie, betBody('single', 5_01, leg));
    expect(poor.code).toBe('error.place_bets.insufficient_balance');
    expect(await balanceOf(db(), player.id)).toBe(5_00);
  });

  test('a suspended market, an inactive outcome and a finished match refuse', async () => {
    const player = await fundedPlayer(server());
    await call(app(), 'POST', `/api/dev/matches/${m(0).id}/market-status`, {
      payload: { market_id: 1, suspended: true },
    });
    expect(
      (
        await placeRefused(
          app(),
          player.cookie,
          betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 2 }]),
        )
      ).code,
    ).toBe('error.place_bets.selection_suspended');
    const [row] = await db()
      .select()
      .from(markets)
      .where(and(eq(markets.eventId, m(1).id), eq(markets.marketId, 29)));
    await db()
      .update(markets)
      .set({
        outcomes: (row?.outcomes ?? []).map((o) =>
          o.outcomeId === 'yes' ? { ...o, active: false } : o,
        ),
      })
      .where(and(eq(markets.eventId, m(1).id), eq(markets.marketId, 29)));
    expect(
      (
        await placeRefused(
          app(),
          player.cookie,
          betBody('single', 100, [{ match: m(1), market: 29, outcome: 'yes', odds: 1.8 }]),
        )
      ).code,
    ).toBe('error.place_bets.selection_suspended');
    await call(app(), 'POST', `/api/dev/matches/${m(2).id}/start`);
    await call(app(), 'POST', `/api/dev/matches/${m(2).id}/finish`);
    expect(
      (
        await placeRefused(
          app(),
          player.cookie,
          betBody('single', 100, [{ match: m(2), outcome: 'home', odds: 2 }]),
        )
      ).code,
    ).toBe('error.place_bets.match_finished');
  });
});

describe('POST /bets: odds against the accept mode (spec §4)', () => {
  test('none: any difference refuses with 101 and the current odds in details', async () => {
    const player = await fundedPlayer(server());
    await setOdds(app(), m(0), 'home', 2.2);
    const up = await placeRefused(
      app(),
      player.cookie,
      betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    expect(up.code).toBe(101);
    expect(up.data.errors_by_bet?.['0']).toMatchObject({
      code: 101,
      message: 'error.risk_validation.odds_to_low',
    });
    expect(up.data.details).toEqual({
      selections: [
        {
          bet: 0,
          selection: 0,
          match_id: m(0).id,
          market_id: 1,
          specifier: '',
          outcome_id: 'home',
          odds: 2,
          current_odds: 2.2,
        },
      ],
    });
    await setOdds(app(), m(0), 'home', 1.8);
    const down = await placeRefused(
      app(),
      player.cookie,
      betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    expect(down.data.errors_by_bet?.['0']).toMatchObject({
      code: 101,
      message: 'error.risk_validation.odds_higher_than_bookmakers',
      localized_message: 'The odds went down to 1.80. Accept the new odds to place the bet',
    });
    const [bet] = await placeOk(
      app(),
      player.cookie,
      betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 1.8 }]),
    );
    expect(bet?.odds).toBe(1.8);
  });

  test('a suspended selection whose odds also moved reads as suspended, not as odds changed', async () => {
    const player = await fundedPlayer(server());
    await setOdds(app(), m(0), 'home', 2.2);
    await call(app(), 'POST', `/api/dev/matches/${m(0).id}/market-status`, {
      payload: { market_id: 1, suspended: true },
    });
    const error = await placeRefused(
      app(),
      player.cookie,
      betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    expect(error.code).toBe('error.place_bets.selection_suspended');
    expect(error.data.details).toEqual({ selections: [] });
  });

  test('higher: a drop refuses, a rise places at the current odds', async () => {
    const player = await fundedPlayer(server());
    await setSettings(player.cookie, 'higher');
    await setOdds(app(), m(0), 'home', 1.8);
    expect(
      (
        await placeRefused(
          app(),
          player.cookie,
          betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 2 }]),
        )
      ).code,
    ).toBe(101);
    await setOdds(app(), m(0), 'home', 2.5);
    const [bet] = await placeOk(
      app(),
      player.cookie,
      betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    expect(bet?.odds).toBe(2.5);
    expect(bet?.selections[0]?.odds).toBe(2.5);
  });

  test('any: every move places at the current odds', async () => {
    const player = await fundedPlayer(server());
    await setSettings(player.cookie, 'any');
    await setOdds(app(), m(0), 'home', 1.5);
    await setOdds(app(), m(1), 'away', 5);
    const [bet] = await placeOk(
      app(),
      player.cookie,
      betBody('combo', 100, [
        { match: m(0), outcome: 'home', odds: 2 },
        { match: m(1), outcome: 'away', odds: 4 },
      ]),
    );
    expect(bet?.odds).toBe(7.5);
    expect(bet?.selections.map((s) => s.odds)).toEqual([1.5, 5]);
  });
});

describe('POST /bets: idempotency and concurrency', () => {
  test('a retry with the same key places once and answers the same bets', async () => {
    const player = await fundedPlayer(server(), 10_00);
    const body = betBody('single', 3_00, [{ match: m(0), outcome: 'home', odds: 2 }]);
    const headers = { 'idempotency-key': 'slip-0001-retry' };
    const first = await placeOk(app(), player.cookie, body, headers);
    const again = await placeOk(app(), player.cookie, body, headers);
    expect(again.map((b) => b.bet_id)).toEqual(first.map((b) => b.bet_id));
    expect(await balanceOf(db(), player.id)).toBe(7_00);
    const other = await place(
      app(),
      player.cookie,
      betBody('single', 4_00, [{ match: m(0), outcome: 'home', odds: 2 }]),
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json<{ code: string }>().code).toBe('idempotency_key_reused');
    // another player's same key is another placement
    const second = await fundedPlayer(server(), 10_00);
    const theirs = await placeOk(app(), second.cookie, body, headers);
    expect(theirs[0]?.bet_id).not.toBe(first[0]?.bet_id);
  });

  test('concurrent duplicates of one key place once', async () => {
    const player = await fundedPlayer(server(), 10_00);
    const body = betBody('single', 1_00, [{ match: m(0), outcome: 'home', odds: 2 }]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        place(app(), player.cookie, body, { 'idempotency-key': 'same-click-twice' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(
      new Set(answers.map((a) => a.json<{ data: { bet_id: string }[] }>().data[0]?.bet_id)).size,
    ).toBe(1);
    expect(await db().select().from(bets)).toHaveLength(1);
    expect(await balanceOf(db(), player.id)).toBe(9_00);
  });

  test('200 concurrent placements against a balance that covers some: exact balance, never negative, every bet debited', async () => {
    const start = 100_00;
    const stake = 7_00;
    const player = await fundedPlayer(server(), start);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        place(
          app(),
          player.cookie,
          betBody('single', stake, [{ match: m(i % 4), outcome: 'home', odds: 2 }]),
        ),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(accepted + refused.length).toBe(200);
    expect(accepted).toBe(Math.floor(start / stake));
    for (const r of refused)
      expect(r.json<{ code: string }>().code).toBe('error.place_bets.insufficient_balance');
    expect(await balanceOf(db(), player.id)).toBe(start - accepted * stake);
    const placed = await db().select().from(bets).where(eq(bets.playerId, player.id));
    expect(placed).toHaveLength(accepted);
    const debits = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.playerId, player.id), eq(transactions.type, 'bet')));
    expect(debits.map((d) => d.reference).sort()).toEqual(placed.map((b) => b.id).sort());
    expect(debits.every((d) => d.amount === -stake)).toBe(true);
    expect(await db().select().from(betSelections)).toHaveLength(accepted);
  });
});

describe('GET /bets', () => {
  test('401 anonymous; only the player own bets, newest first, paged', async () => {
    expect((await call(app(), 'GET', `${V3}/bets`)).statusCode).toBe(401);
    const player = await fundedPlayer(server());
    const other = await fundedPlayer(server());
    await placeOk(
      app(),
      other.cookie,
      betBody('single', 100, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const [bet] = await placeOk(
        app(),
        player.cookie,
        betBody('single', 100 + i, [{ match: m(i % 4), outcome: 'draw', odds: 3.5 }]),
      );
      ids.push(bet?.bet_id ?? '');
    }
    const page = async (query: string) => {
      const res = await call(app(), 'GET', `${V3}/bets?${query}`, { cookie: player.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return betsResponseSchema.parse(res.json());
    };
    const all = await page('');
    expect(all.data.map((b) => b.bet_id)).toEqual([...ids].reverse());
    expect(all.pagination).toEqual({ total: 5, page: 1, limit: 500, last_page: 1 });
    const second = await page('page=2&limit=2');
    expect(second.data.map((b) => b.bet_id)).toEqual([ids[2], ids[1]]);
    expect(second.pagination).toEqual({ total: 5, page: 2, limit: 2, last_page: 3 });
    expect((await page('page=3&limit=2')).data.map((b) => b.bet_id)).toEqual([ids[0]]);
    expect((await page('status=open')).pagination.total).toBe(5);
    expect((await page('status=settled')).data).toEqual([]);
    const bad = await call(app(), 'GET', `${V3}/bets?limit=501`, { cookie: player.cookie });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(app(), 'GET', `${V3}/bets?status=closed`, { cookie: player.cookie })).statusCode,
    ).toBe(400);
  });

  test('the listing leaves out rejected and withdrawn bets, under every filter (spec §5)', async () => {
    const player = await fundedPlayer(server());
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const [bet] = await placeOk(
        app(),
        player.cookie,
        betBody('single', 100, [{ match: m(i), outcome: 'home', odds: 2 }]),
      );
      ids.push(bet?.bet_id ?? '');
    }
    const [rejected, withdrawn, cancelled, open] = ids;
    const mark = (betId: string | undefined, status: 'rejected' | 'withdrawn' | 'cancelled') =>
      db()
        .update(bets)
        .set({ status })
        .where(eq(bets.id, betId ?? ''));
    await mark(rejected, 'rejected');
    await mark(withdrawn, 'withdrawn');
    await mark(cancelled, 'cancelled');
    const listed = async (query: string) => {
      const res = await call(app(), 'GET', `${V3}/bets?${query}`, { cookie: player.cookie });
      expect(res.statusCode, res.body).toBe(200);
      const page = betsResponseSchema.parse(res.json());
      return [page.data.map((b) => b.bet_id), page.pagination.total];
    };
    expect(await listed('')).toEqual([[open, cancelled], 2]);
    expect(await listed('status=settled')).toEqual([[cancelled], 1]);
    expect(await listed('status=open')).toEqual([[open], 1]);
  });
});
