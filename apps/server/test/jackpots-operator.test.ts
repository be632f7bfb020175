import { describe, expect, test } from 'vitest';
import {
  operatorJackpotHitResponseSchema,
  operatorJackpotResponseSchema,
} from '@sportsbook/contract/promotions-operator';
import { transactionsResponseSchema } from '@sportsbook/contract/platform';
import { balanceOf, fundedPlayer, watchPushes } from './bets-helpers';
import {
  createJackpot,
  DEV,
  OP,
  operator,
  pools,
  testJackpot,
  useJackpotsServer,
} from './jackpots-helpers';
import { call, P, signUp } from './platform-helpers';

const s = useJackpotsServer(0);

/** A hit forced through the dev API. */
async function forceHit(body: Record<string, unknown>, jackpot = 'jp_test') {
  return call(s.app(), 'POST', `${DEV}/jackpots/${jackpot}/hit`, { payload: body });
}

describe('operator API: jackpots and levels', () => {
  test('the key is required: 401 with a wrong one, 403 when the API is off', async () => {
    const wrong = await call(s.app(), 'GET', `${OP}/jackpots`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'operator_unauthorized' });
    const { app: off } = await s.server().sibling({});
    try {
      const res = await call(off, 'GET', `${OP}/jackpots`);
      expect(res.json()).toMatchObject({ code: 'operator_api_disabled' });
    } finally {
      await off.close();
    }
  });

  test('create, update, add and change levels; bad input is 400, conflicts 409 / 422', async () => {
    const created = await createJackpot(s.app());
    expect(created).toMatchObject({
      id: 'jp_test',
      currency: 'EUR',
      contribution_bp: 125,
      state: 'active',
    });
    expect(created.levels.map((l) => [l.code, l.position, l.pool_amount])).toEqual([
      ['top', 0, 50_00],
      ['low', 1, 5_00],
    ]);
    expect((await operator(s.app(), 'POST', '/jackpots', testJackpot())).statusCode).toBe(409);
    for (const bad of [
      testJackpot({ currency: 'XXX' }),
      { ...testJackpot(), levels: [] },
      { ...testJackpot(), names: { de: 'ohne Englisch' } },
      testJackpot({
        id: 'jp_dup',
        levels: [testJackpot().levels[0], testJackpot().levels[0]] as never,
      }),
      testJackpot({
        id: 'jp_cap',
        levels: [{ ...(testJackpot().levels[0] as object), must_hit_by: 50_00 }] as never,
      }),
    ]) {
      const res = await operator(s.app(), 'POST', '/jackpots', bad);
      expect([400, 422], res.body).toContain(res.statusCode);
      expect(res.json<{ code: string }>().code).toMatch(/invalid_request|unknown_currency/);
    }
    const patched = await operator(s.app(), 'PATCH', '/jackpots/jp_test', {
      min_odds: 2,
      state: 'paused',
    });
    expect(operatorJackpotResponseSchema.parse(patched.json()).data).toMatchObject({
      min_odds: 2,
      state: 'paused',
    });
    expect((await operator(s.app(), 'PATCH', '/jackpots/nope', { min_odds: 2 })).statusCode).toBe(
      404,
    );
    expect((await operator(s.app(), 'PATCH', '/jackpots/jp_test', {})).statusCode).toBe(400);
    const level = {
      names: { en: 'Mid' },
      contribution_bp: 10,
      seed_amount: 20_00,
      trigger_amount: 300_00,
      must_hit_by: 200_00,
    };
    const added = await operator(s.app(), 'PUT', '/jackpots/jp_test/levels/mid', level);
    expect(added.statusCode, added.body).toBe(200);
    const withMid = operatorJackpotResponseSchema.parse(added.json()).data;
    expect(withMid.levels.map((l) => [l.code, l.position, l.pool_amount])).toEqual([
      ['top', 0, 50_00],
      ['low', 1, 5_00],
      ['mid', 2, 20_00],
    ]);
    // changing a level keeps its pool; a pool at or above the new cap is refused
    const changed = await operator(s.app(), 'PUT', '/jackpots/jp_test/levels/low', {
      ...level,
      names: { en: 'Low' },
      seed_amount: 0,
      must_hit_by: 60_00,
    });
    expect(await pools(s.app())).toMatchObject({ low: 5_00 });
    expect(changed.statusCode).toBe(200);
    const tooLow = await operator(s.app(), 'PUT', '/jackpots/jp_test/levels/low', {
      ...level,
      seed_amount: 0,
      must_hit_by: 4_00,
    });
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json()).toMatchObject({ code: 'pool_above_cap' });
  });
});

describe('hits: forced through the dev API, approved, paid once', () => {
  test('pending -> approved -> paid credits the wallet once, resets the pool, pushes the balance', async () => {
    await createJackpot(s.app());
    const player = await fundedPlayer(s.server(), 10_00);
    const forced = await forceHit({ player_id: player.id, level_code: 'top', status: 'pending' });
    expect(forced.statusCode, forced.body).toBe(201);
    const hit = operatorJackpotHitResponseSchema.parse(forced.json()).data;
    expect(hit).toMatchObject({
      status: 'pending',
      amount: 50_00,
      player_id: player.id,
      bet_id: null,
    });
    // paying before approval is refused
    const early = await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/pay`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'hit_not_approved' });
    const approved = await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/approve`);
    expect(approved.json()).toMatchObject({ data: { status: 'approved' } });
    expect(
      (await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/approve`)).json(),
    ).toMatchObject({
      code: 'hit_not_pending',
    });
    const pushes = watchPushes(s.app());
    const paid = await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ data: { status: 'paid' } });
    expect(await balanceOf(s.db(), player.id)).toBe(10_00 + 50_00);
    // the level is back at its seed (50.00) and active
    expect(await pools(s.app())).toMatchObject({ top: 50_00 });
    expect(pushes.map((p) => p.event)).toContainEqual({
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 60_00 },
    });
    const again = await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/pay`);
    expect(again.json()).toMatchObject({ code: 'hit_already_paid' });
    const history = transactionsResponseSchema.parse(
      (await call(s.app(), 'GET', `${P}/player/transactions`, { cookie: player.cookie })).json(),
    );
    expect(history.data.filter((t) => t.reference === `jackpot_hit:${hit.id}`)).toEqual([
      expect.objectContaining({ type: 'win', amount: 50_00, balance_after: 60_00 }),
    ]);
  });

  test('20 concurrent payments of one hit pay it once', async () => {
    await createJackpot(s.app());
    const player = await fundedPlayer(s.server(), 0);
    const hit = operatorJackpotHitResponseSchema.parse(
      (await forceHit({ player_id: player.id, level_code: 'low', status: 'approved' })).json(),
    ).data;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/pay`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(s.db(), player.id)).toBe(5_00);
  });

  test('forcing by email pays by default; the winner shows only as a hashed name', async () => {
    await createJackpot(s.app());
    const { player } = await signUp(s.app());
    const email = String(player.email);
    const res = await forceHit({ email, level_code: 'low' });
    expect(res.statusCode, res.body).toBe(201);
    const hit = operatorJackpotHitResponseSchema.parse(res.json()).data;
    expect(hit.status).toBe('paid');
    const local = email.split('@')[0] ?? '';
    expect(hit.hashed_user_name).toMatch(new RegExp(`^${local.slice(0, 2)}\\*\\*\\*[0-9a-f]{6}$`));
    expect(hit.hashed_user_name).not.toContain(local);
    expect(await balanceOf(s.db(), String(player.id))).toBe(5_00);
    // the level's pool is its seed again: 0 for low, so a second hit has nothing to win
    const empty = await forceHit({ email, level_code: 'low' });
    expect(empty.json()).toMatchObject({ code: 'pool_empty' });
  });

  test('dev API refusals: unknown jackpot, level, player; a level waiting for its payment', async () => {
    await createJackpot(s.app());
    const player = await fundedPlayer(s.server());
    expect(
      (await forceHit({ player_id: player.id, level_code: 'top' }, 'nope')).json(),
    ).toMatchObject({
      code: 'jackpot_not_found',
    });
    expect((await forceHit({ player_id: player.id, level_code: 'nope' })).json()).toMatchObject({
      code: 'level_not_found',
    });
    expect((await forceHit({ player_id: 'nobody', level_code: 'top' })).json()).toMatchObject({
      code: 'player_not_found',
    });
    expect((await forceHit({ level_code: 'top' })).statusCode).toBe(400);
    expect(
      (await forceHit({ player_id: player.id, level_code: 'top', status: 'approved' })).statusCode,
    ).toBe(201);
    const waiting = await forceHit({ player_id: player.id, level_code: 'top' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toMatchObject({ code: 'level_not_active' });
    // the operator's list, by status
    const list = await operator(s.app(), 'GET', '/jackpot-hits?status=approved');
    expect(list.json<{ data: { level_code: string }[] }>().data.map((h) => h.level_code)).toEqual([
      'top',
    ]);
  });

  test('the dev route exists only with the dev API', async () => {
    const { app: prod } = await s.server().sibling({}, { devApi: false });
    try {
      const res = await call(prod, 'POST', `${DEV}/jackpots/jp_test/hit`, {
        payload: { player_id: 'x', level_code: 'top' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
