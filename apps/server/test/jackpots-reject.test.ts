import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  operatorJackpotHitResponseSchema,
  operatorJackpotHitsResponseSchema,
} from '@sportsbook/contract/promotions-operator';
import { transactions } from '@/db/schema';
import { balanceOf, fundedPlayer } from './bets-helpers';
import {
  createJackpot,
  DEV,
  OP,
  operator,
  pools,
  testJackpot,
  useJackpotsServer,
  V2,
} from './jackpots-helpers';
import { call } from './platform-helpers';

const s = useJackpotsServer(0);

/** The test jackpot with level `top` grown to 120.00 (seed 50.00): a hit of it wins 120.00. */
async function grownJackpot() {
  const [top, low] = testJackpot().levels as [object, object];
  await createJackpot(
    s.app(),
    testJackpot({ levels: [{ ...top, pool_amount: 120_00 }, low] as never }),
  );
}

/** A hit of `top` for a new player (balance 10.00), left at `status`. */
async function hitFor(status: 'pending' | 'approved' | 'paid') {
  const player = await fundedPlayer(s.server(), 10_00);
  const res = await call(s.app(), 'POST', `${DEV}/jackpots/jp_test/hit`, {
    payload: { player_id: player.id, level_code: 'top', status },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { player, hit: operatorJackpotHitResponseSchema.parse(res.json()).data };
}

const reject = (id: string, payload: unknown = { reason: 'Bet placed after the match started' }) =>
  operator(s.app(), 'POST', `/jackpot-hits/${id}/reject`, payload);

describe('operator: reject a pending jackpot hit', () => {
  test('pending -> rejected: nothing credited, the amount back in the level, never shown to players', async () => {
    await grownJackpot();
    const { player, hit } = await hitFor('pending');
    expect(hit.amount).toBe(120_00);
    const res = await reject(hit.id, { reason: '  Duplicate account  ' });
    expect(res.statusCode, res.body).toBe(200);
    const rejected = operatorJackpotHitResponseSchema.parse(res.json()).data;
    expect(rejected).toMatchObject({
      id: hit.id,
      status: 'rejected',
      reject_reason: 'Duplicate account',
      transaction_id: null,
      paid_at: null,
    });
    expect(rejected.rejected_at).not.toBeNull();
    expect(await balanceOf(s.db(), player.id)).toBe(10_00);
    const credits = await s
      .db()
      .select()
      .from(transactions)
      .where(eq(transactions.reference, `jackpot_hit:${hit.id}`));
    expect(credits).toEqual([]);
    // the level is active again with its pool as won (not reset to the 50.00 seed)
    expect(await pools(s.app())).toMatchObject({ top: 120_00 });
    const shown = await call(s.app(), 'GET', `${V2}/jackpots/jp_test`);
    expect(shown.json()).toMatchObject({
      data: { amount: 125_00, hits_amount: 0, levels: [{ active: true }, { active: true }] },
    });
    const hits = await call(s.app(), 'GET', `${V2}/jackpot-hits?jackpot_id=jp_test`, {
      cookie: player.cookie,
    });
    expect(hits.json()).toEqual({ data: [] });
    const listed = await operator(s.app(), 'GET', '/jackpot-hits?status=rejected');
    expect(operatorJackpotHitsResponseSchema.parse(listed.json()).data.map((h) => h.id)).toEqual([
      hit.id,
    ]);

    // a rejected hit cannot be rejected again (the pool is not returned twice), approved or paid
    const again = await reject(hit.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'hit_not_pending',
      details: { status: 'rejected' },
    });
    expect(await pools(s.app())).toMatchObject({ top: 120_00 });
    expect((await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/approve`)).statusCode).toBe(
      409,
    );
    const pay = await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'hit_rejected' });
    // the level draws again: a new hit of it can be forced
    expect((await hitFor('pending')).hit.amount).toBe(120_00);
  });

  test('approved and paid hits cannot be rejected: 409, nothing changes', async () => {
    await grownJackpot();
    const { player, hit } = await hitFor('approved');
    const approved = await reject(hit.id);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toMatchObject({
      code: 'hit_not_pending',
      details: { status: 'approved' },
    });
    const paid = await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    const afterPay = await reject(hit.id);
    expect(afterPay.json()).toMatchObject({ code: 'hit_not_pending', details: { status: 'paid' } });
    expect(await balanceOf(s.db(), player.id)).toBe(10_00 + 120_00);
    expect(await pools(s.app())).toMatchObject({ top: 50_00 });
  });

  test('concurrent rejects of one hit: one rejects, the others 409; the pool returned once', async () => {
    await grownJackpot();
    const { hit } = await hitFor('pending');
    const answers = await Promise.all(Array.from({ length: 10 }, () => reject(hit.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await pools(s.app())).toMatchObject({ top: 120_00 });
  });

  test('unknown hit 404, bad input 400, wrong key 401', async () => {
    await grownJackpot();
    const unknown = await reject('hit_nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'jackpot_hit_not_found' });
    const { hit } = await hitFor('pending');
    const noBody = await operator(s.app(), 'POST', `/jackpot-hits/${hit.id}/reject`);
    expect(noBody.statusCode).toBe(400);
    for (const bad of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 5 },
      [],
    ]) {
      const res = await reject(hit.id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request' });
    }
    const wrongKey = await call(s.app(), 'POST', `${OP}/jackpot-hits/${hit.id}/reject`, {
      headers: { authorization: 'Bearer nope' },
      payload: { reason: 'x' },
    });
    expect(wrongKey.statusCode).toBe(401);
    // none of these moved the hit
    const listed = await operator(s.app(), 'GET', '/jackpot-hits?status=pending');
    expect(operatorJackpotHitsResponseSchema.parse(listed.json()).data.map((h) => h.id)).toEqual([
      hit.id,
    ]);
  });
});
