import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { betsResponseSchema } from '@sportsbook/contract/bets';
import { jackpotResponseSchema } from '@sportsbook/contract/promotions';
import { operatorJackpotHitsResponseSchema } from '@sportsbook/contract/promotions-operator';
import { jackpotContributions } from '@/db/schema-jackpots';
import { API_PREFIX } from '@/app';
import { betBody, fundedPlayer, placeOk } from './bets-helpers';
import { patchSiteConfig } from './helpers';
import {
  createJackpot,
  operator,
  OPERATOR_KEY,
  pools,
  testJackpot,
  useJackpotsServer,
  V2,
} from './jackpots-helpers';
import { call } from './platform-helpers';

const s = useJackpotsServer(3);
const home = (i = 0) => ({ match: s.m(i), outcome: 'home', odds: 2 });

describe('contributions (issue 15: a share of each eligible stake, floor, remainder carried)', () => {
  test('a bet adds bp of its stake to each level, exactly, and is marked used_in_jackpot', async () => {
    await createJackpot(s.app());
    const player = await fundedPlayer(s.server());
    const [first] = await placeOk(s.app(), player.cookie, betBody('single', 10_00, [home()]));
    expect(first?.used_in_jackpot).toBe(true);
    // top: 1000 × 100 bp = 10.00 cents exactly; low: 1000 × 25 bp = 2.5 -> 2, 0.5 carried
    expect(await pools(s.app())).toEqual({ top: 50_00 + 10, low: 5_00 + 2 });
    // 202 × 100 bp = 2.02 -> 2; low: 202 × 25 bp = 0.505 + 0.5 carried = 1.005 -> 1
    await placeOk(s.app(), player.cookie, betBody('single', 2_02, [home(1)]));
    expect(await pools(s.app())).toEqual({ top: 50_00 + 12, low: 5_00 + 3 });
    const rows = await s
      .db()
      .select()
      .from(jackpotContributions)
      .where(eq(jackpotContributions.betId, first?.bet_id ?? ''));
    expect(rows.map((r) => [r.levelCode, r.amount]).sort()).toEqual([
      ['low', 2],
      ['top', 10],
    ]);
    const listed = betsResponseSchema.parse(
      (
        await call(s.app(), 'GET', `${API_PREFIX.sportsbookV3}/bets`, { cookie: player.cookie })
      ).json(),
    );
    expect(listed.data.map((b) => b.used_in_jackpot)).toEqual([true, true]);
    // the public jackpot: amount = pools together, pool_amount = what bets added above the seeds
    const jackpot = jackpotResponseSchema.parse(
      (await call(s.app(), 'GET', `${V2}/jackpots/jp_test`)).json(),
    ).data;
    expect(jackpot).toMatchObject({ amount: 50_12 + 5_03, pool_amount: 12 + 5_03, hits_amount: 0 });
  });

  test('low odds, a low leg in a combo or a low stake feed nothing', async () => {
    await createJackpot(s.app());
    const player = await fundedPlayer(s.server());
    const low = { match: s.m(0), market: 10, outcome: '1X', odds: 1.3 };
    const cases = [
      betBody('single', 10_00, [low]),
      // a combo with one leg below 1.50
      betBody('combo', 10_00, [home(1), low]),
      // below the minimum stake of 1.00
      betBody('single', 99, [home(2)]),
    ];
    for (const body of cases) {
      const [bet] = await placeOk(s.app(), player.cookie, body);
      expect(bet?.used_in_jackpot).toBe(false);
    }
    expect(await pools(s.app())).toEqual({ top: 50_00, low: 5_00 });
  });

  test('a paused jackpot takes nothing; with the feature off nothing feeds', async () => {
    await createJackpot(s.app(), testJackpot({ state: 'paused' }));
    const player = await fundedPlayer(s.server());
    const [bet] = await placeOk(s.app(), player.cookie, betBody('single', 10_00, [home()]));
    expect(bet?.used_in_jackpot).toBe(false);
    expect(await pools(s.app())).toEqual({ top: 50_00, low: 5_00 });
    expect(
      (await operator(s.app(), 'PATCH', '/jackpots/jp_test', { state: 'active' })).statusCode,
    ).toBe(200);
    // issue 16: the operator turns the site's jackpots off; the next placement feeds nothing
    const restore = await patchSiteConfig(s.app(), OPERATOR_KEY, { features: { jackpots: false } });
    try {
      const [unfed] = await placeOk(s.app(), player.cookie, betBody('single', 10_00, [home(1)]));
      expect(unfed?.used_in_jackpot).toBe(false);
    } finally {
      await restore();
    }
    expect(await pools(s.app())).toEqual({ top: 50_00, low: 5_00 });
  });

  test('concurrent placements add up exactly', async () => {
    await createJackpot(s.app());
    const players = await Promise.all(
      Array.from({ length: 10 }, () => fundedPlayer(s.server(), 100_00)),
    );
    const answers = await Promise.all(
      players.flatMap((p) => [
        call(s.app(), 'POST', `${API_PREFIX.sportsbookV3}/bets`, {
          cookie: p.cookie,
          payload: betBody('single', 1_00, [home(0)]),
        }),
        call(s.app(), 'POST', `${API_PREFIX.sportsbookV3}/bets`, {
          cookie: p.cookie,
          payload: betBody('single', 1_00, [home(1)]),
        }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // 20 × 100 × 100 bp = 20 cents to top; 20 × 100 × 25 bp = 5 cents to low (0.25 each)
    expect(await pools(s.app())).toEqual({ top: 50_00 + 20, low: 5_00 + 5 });
  });
});

describe('draws (chance stake / trigger_amount per level; a pool at its cap must hit)', () => {
  test('a draw below stake / trigger hits the level: the pool is won and the level waits', async () => {
    await createJackpot(s.app());
    const player = await fundedPlayer(s.server());
    // top draws 0.999999 (no hit), low draws 0.0999: floor(0.0999 × 10000) = 999 < 1000: hit
    s.draws.queue.push(0.999999, 0.0999);
    await placeOk(s.app(), player.cookie, betBody('single', 10_00, [home()]));
    expect(s.draws.taken).toBe(2);
    const hits = operatorJackpotHitsResponseSchema.parse(
      (await operator(s.app(), 'GET', '/jackpot-hits')).json(),
    ).data;
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      jackpot_id: 'jp_test',
      level_code: 'low',
      player_id: player.id,
      amount: 5_02,
      amount_eur: 5_02,
      status: 'pending',
    });
    // a waiting level takes no share and draws nothing; top goes on
    await placeOk(s.app(), player.cookie, betBody('single', 10_00, [home(1)]));
    expect(s.draws.taken).toBe(3);
    expect(await pools(s.app())).toEqual({ top: 50_20, low: 5_02 });
    const jackpot = jackpotResponseSchema.parse(
      (await call(s.app(), 'GET', `${V2}/jackpots/jp_test`)).json(),
    ).data;
    expect(jackpot.levels.map((l) => l.active)).toEqual([true, false]);
  });

  test('the draw boundary: floor(draw × trigger) equal to the stake does not hit', async () => {
    await createJackpot(s.app());
    const player = await fundedPlayer(s.server());
    // low: floor(0.1 × 10000) = 1000, not below the stake 1000
    s.draws.queue.push(0.999999, 0.1);
    await placeOk(s.app(), player.cookie, betBody('single', 10_00, [home()]));
    const hits = (await operator(s.app(), 'GET', '/jackpot-hits')).json<{ data: unknown[] }>();
    expect(hits.data).toHaveLength(0);
  });

  test('a contribution that brings the pool to must_hit_by hits whatever the draw', async () => {
    const body = testJackpot();
    const low = body.levels[1];
    if (!low) throw new Error('no low level');
    await createJackpot(s.app(), { ...body, levels: [{ ...low, pool_amount: 49_99 }] });
    const player = await fundedPlayer(s.server());
    await placeOk(s.app(), player.cookie, betBody('single', 4_00, [home()]));
    const hits = operatorJackpotHitsResponseSchema.parse(
      (await operator(s.app(), 'GET', '/jackpot-hits')).json(),
    ).data;
    // 400 × 25 bp = 1 cent: 49.99 + 0.01 = 50.00 = the cap
    expect(hits.map((h) => [h.level_code, h.amount])).toEqual([['low', 50_00]]);
  });
});
