import { describe, expect, test } from 'vitest';
import {
  applicableJackpotsResponseSchema,
  jackpotHitsResponseSchema,
  jackpotResponseSchema,
  jackpotsResponseSchema,
} from '@sportsbook/contract/promotions';
import { operatorJackpotHitResponseSchema } from '@sportsbook/contract/promotions-operator';
import { seedDemoData } from '@/db/seed';
import { fundedPlayer } from './bets-helpers';
import { patchSiteConfig } from './helpers';
import {
  createJackpot,
  DEV,
  OPERATOR_KEY,
  testJackpot,
  useJackpotsServer,
  V2,
} from './jackpots-helpers';
import { call } from './platform-helpers';

const s = useJackpotsServer(1);

/** A hit forced for a player on a level, as far as `status`; its id. */
async function hit(playerId: string, level: string, status = 'paid', jackpot = 'jp_test') {
  const res = await call(s.app(), 'POST', `${DEV}/jackpots/${jackpot}/hit`, {
    payload: { player_id: playerId, level_code: level, status },
  });
  expect(res.statusCode, res.body).toBe(201);
  return operatorJackpotHitResponseSchema.parse(res.json()).data.id;
}

const hitsOf = async (query: string, cookie: string | null = null) => {
  const res = await call(s.app(), 'GET', `${V2}/jackpot-hits${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return jackpotHitsResponseSchema.parse(res.json()).data;
};

describe('GET /jackpots, /jackpots/{id} (spec §3 Jackpot, §7, §9 15 s refetch)', () => {
  test('visible jackpots with live amounts and level names in the locale; cacheable for 5 s', async () => {
    await createJackpot(s.app());
    await createJackpot(s.app(), testJackpot({ id: 'jp_hidden', state: 'disabled' }));
    const res = await call(s.app(), 'GET', `${V2}/jackpots?locale=de`);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    const { data } = jackpotsResponseSchema.parse(res.json());
    expect(data).toEqual([
      {
        id: 'jp_test',
        name: 'Test-Jackpot',
        amount: 55_00,
        pool_amount: 5_00,
        hits_amount: 0,
        currency: 'EUR',
        subunits: 100,
        levels: [
          { name: 'Oben', pool_amount: 50_00, active: true },
          // no German name: English
          { name: 'Low', pool_amount: 5_00, active: true },
        ],
      },
    ]);
    const one = await call(s.app(), 'GET', `${V2}/jackpots/jp_test`);
    expect(one.headers['cache-control']).toBe('public, max-age=5');
    expect(jackpotResponseSchema.parse(one.json()).data.name).toBe('Test Jackpot');
  });

  test('unknown and hidden jackpots are a clean 404 with a code (spec §8)', async () => {
    await createJackpot(s.app(), testJackpot({ id: 'jp_hidden', state: 'finished' }));
    for (const id of ['nope', 'jp_hidden']) {
      const res = await call(s.app(), 'GET', `${V2}/jackpots/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'jackpot_not_found',
        message: `No jackpot ${id}`,
        details: { jackpot_id: id },
      });
    }
  });

  test('with the jackpots feature off: empty lists and 404', async () => {
    await createJackpot(s.app());
    const player = await fundedPlayer(s.server());
    await hit(player.id, 'top');
    // issue 16: the operator turns the site's jackpots off; the next request follows
    const restore = await patchSiteConfig(s.app(), OPERATOR_KEY, { features: { jackpots: false } });
    const off = s.app();
    try {
      expect((await call(off, 'GET', `${V2}/jackpots`)).json()).toEqual({ data: [] });
      expect((await call(off, 'GET', `${V2}/jackpots/jp_test`)).statusCode).toBe(404);
      expect((await call(off, 'GET', `${V2}/jackpot-hits`)).json()).toEqual({ data: [] });
      const body = {
        bets: [
          {
            type: 'single',
            selections: [
              { match_id: s.m(0).id, market_id: 1, specifier: '', outcome_id: 'home', odds: 2 },
            ],
          },
        ],
      };
      expect((await call(off, 'POST', `${V2}/jackpots`, { payload: body })).json()).toEqual({
        data: [{ jackpots: [] }],
      });
    } finally {
      await restore();
    }
  });
});

describe('POST /jackpots (spec §3 bet ticket jackpots: per bet, the jackpots it would feed)', () => {
  test('per bet, in order: currency, stake and every selection odds checked', async () => {
    await createJackpot(s.app());
    await createJackpot(s.app(), testJackpot({ id: 'jp_usd', currency: 'USD' }));
    await createJackpot(s.app(), testJackpot({ id: 'jp_paused', state: 'paused' }));
    const selection = (odds: number) => ({
      match_id: s.m(0).id,
      market_id: 1,
      specifier: '',
      outcome_id: 'home',
      odds,
    });
    const res = await call(s.app(), 'POST', `${V2}/jackpots`, {
      payload: {
        bets: [
          { type: 'single', stake: { value: 5_00, currency: 'EUR' }, selections: [selection(2)] },
          { type: 'single', stake: { value: 5_00, currency: 'USD' }, selections: [selection(2)] },
          // no stake yet: judged on the odds (every jackpot of any currency)
          { type: 'single', selections: [selection(1.5)] },
          { type: 'single', stake: { value: 99, currency: 'EUR' }, selections: [selection(2)] },
          {
            type: 'combo',
            stake: { value: 5_00, currency: 'EUR' },
            selections: [selection(2), selection(1.49)],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(applicableJackpotsResponseSchema.parse(res.json()).data).toEqual([
      { jackpots: [{ id: 'jp_test' }] },
      { jackpots: [{ id: 'jp_usd' }] },
      { jackpots: [{ id: 'jp_test' }, { id: 'jp_usd' }] },
      { jackpots: [] },
      { jackpots: [] },
    ]);
    expect(
      (await call(s.app(), 'POST', `${V2}/jackpots`, { payload: { bets: [] } })).statusCode,
    ).toBe(400);
  });
});

describe('GET /jackpot-hits (spec §7: jackpot_id, limit 10, status, for_user, unseen)', () => {
  test('public list: approved and paid hits newest first, never pending; filters; limit 10', async () => {
    await createJackpot(s.app());
    await createJackpot(s.app(), testJackpot({ id: 'jp_other' }));
    const player = await fundedPlayer(s.server());
    const pending = await hit(player.id, 'top', 'pending', 'jp_other');
    const approved = await hit(player.id, 'low', 'approved');
    const paid = await hit(player.id, 'top', 'paid');
    const all = await hitsOf('');
    expect(all.map((h) => [h.id, h.status])).toEqual([
      [paid, 'paid'],
      [approved, 'approved'],
    ]);
    expect(all.map((h) => h.id)).not.toContain(pending);
    expect(all[0]).toMatchObject({
      name: 'Test Jackpot',
      level_name: 'Top',
      level_code: 'top',
      amount: 50_00,
    });
    expect((await hitsOf('?status=approved')).map((h) => h.id)).toEqual([approved]);
    expect((await hitsOf('?jackpot_id=jp_other')).map((h) => h.id)).toEqual([]);
    expect((await hitsOf('?limit=1')).map((h) => h.id)).toEqual([paid]);
    // thirteen hits: ten by default
    for (let i = 0; i < 11; i++) await hit(player.id, 'top', 'paid');
    const res = await call(s.app(), 'GET', `${V2}/jackpot-hits`);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(jackpotHitsResponseSchema.parse(res.json()).data).toHaveLength(10);
    for (const bad of ['?limit=0', '?limit=101', '?status=pending', '?for_user=maybe'])
      expect((await call(s.app(), 'GET', `${V2}/jackpot-hits${bad}`)).statusCode).toBe(400);
  });

  test('for_user needs a session and lists only the caller own hits; unseen only with for_user', async () => {
    await createJackpot(s.app());
    const [alice, bob] = [await fundedPlayer(s.server()), await fundedPlayer(s.server())];
    const aliceHit = await hit(alice.id, 'top');
    const bobHit = await hit(bob.id, 'low');
    const anon = await call(s.app(), 'GET', `${V2}/jackpot-hits?for_user=true`);
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ code: 'unauthorized' });
    const unseenAnon = await call(s.app(), 'GET', `${V2}/jackpot-hits?unseen=true`);
    expect(unseenAnon.statusCode).toBe(400);
    expect(unseenAnon.json()).toMatchObject({ code: 'unseen_needs_for_user' });
    const own = await call(s.app(), 'GET', `${V2}/jackpot-hits?for_user=true`, {
      cookie: alice.cookie,
    });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(jackpotHitsResponseSchema.parse(own.json()).data.map((h) => h.id)).toEqual([aliceHit]);
    expect((await hitsOf('?for_user=true&unseen=true', bob.cookie)).map((h) => h.id)).toEqual([
      bobHit,
    ]);

    // marking seen: only the caller's own hits change
    const mark = (cookie: string | null, ids: string[]) =>
      call(s.app(), 'POST', `${V2}/jackpot-hits/mark-as-seen`, { cookie, payload: { ids } });
    expect((await mark(null, [bobHit])).statusCode).toBe(401);
    expect((await mark(alice.cookie, [bobHit, aliceHit])).statusCode).toBe(204);
    expect((await hitsOf('?for_user=true&unseen=true', bob.cookie)).map((h) => h.id)).toEqual([
      bobHit,
    ]);
    expect(await hitsOf('?for_user=true&unseen=true', alice.cookie)).toEqual([]);
    expect((await hitsOf('?for_user=true', alice.cookie))[0]?.seen).toBe(true);
    expect((await mark(alice.cookie, [])).statusCode).toBe(400);
  });
});

describe('demo seed (issue 15 item 5)', () => {
  test('one running EUR jackpot with three part-filled levels and two past hits, an open prediction; seeding again adds nothing', async () => {
    await seedDemoData(s.db());
    await seedDemoData(s.db());
    const { data } = jackpotsResponseSchema.parse(
      (await call(s.app(), 'GET', `${V2}/jackpots`)).json(),
    );
    expect(data).toHaveLength(1);
    const [demo] = data;
    expect(demo).toMatchObject({ id: 'jp_demo', currency: 'EUR', hits_amount: 84_20 + 731_90 });
    expect(demo?.levels.map((l) => l.name)).toEqual(['Mega', 'Major', 'Minor']);
    // every pool above its seed: partly filled
    expect(demo?.pool_amount).toBeGreaterThan(0);
    expect(
      (await hitsOf('?jackpot_id=jp_demo')).map((h) => [h.level_code, h.amount, h.status]),
    ).toEqual([
      ['minor', 84_20, 'paid'],
      ['major', 731_90, 'paid'],
    ]);
    const votes = await call(s.app(), 'GET', `${V2}/vote`);
    expect(votes.json()).toMatchObject({
      data: [{ id: 'pr_demo_derby', title: 'Who wins the derby?', is_open: true, vote: null }],
    });
  });
});
