import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  campaignResponseSchema,
  tournamentFinishResponseSchema,
} from '@sportsbook/contract/operator-bonuses';
import { accounts, bonusCampaigns, issuedBonuses, notifications, transactions } from '@/db/schema';
import { balanceOf, fundedPlayer, setOdds, watchPushes } from './bets-helpers';
import { createCampaign, issueTo, OP, operator, useBonusServer } from './bonuses-helpers';
import { call } from './platform-helpers';

const { server, app, db, m } = useBonusServer(1);

/** A running EUR tournament with a pool of `pool` (no share of stakes: the pool is fixed). */
const tournament = (pool: number, extra: Record<string, unknown> = {}) =>
  createCampaign(app(), {
    kind: 'tournament',
    currency: 'EUR',
    initial_pool: pool,
    pool_share_bps: 0,
    ...extra,
  });

/**
 * Players holding the tournament with the farming stats given (points, farmed stakes), farmed in
 * that order (the earlier first among equals); each starts with a balance of 0.
 */
async function farmers(campaignId: string, stats: [points: number, stakeSum: number][]) {
  const ids: string[] = [];
  for (const [i, [points, stakeSum]] of stats.entries()) {
    const player = await fundedPlayer(server(), 0);
    const issued = await issueTo(app(), campaignId, player.id);
    await db()
      .update(issuedBonuses)
      .set({
        points,
        stakeSum,
        betsCount: 1,
        farmedAt: new Date(Date.UTC(2026, 5, 1, 12, i)),
      })
      .where(eq(issuedBonuses.id, issued));
    ids.push(player.id);
  }
  return ids;
}

const finish = (id: string) => operator(app(), 'POST', `/campaigns/${id}/finish`);

async function finished(id: string) {
  const res = await finish(id);
  expect(res.statusCode, res.body).toBe(200);
  return tournamentFinishResponseSchema.parse(res.json()).data;
}

const balances = (ids: string[]) => Promise.all(ids.map((id) => balanceOf(db(), id)));

describe('tournament finish: the pool paid to the leaderboard', () => {
  test('places 1-3 get 50 / 30 / 20 % exactly, place 1 the rounding rest; paid once', async () => {
    const id = await tournament(1_000_01);
    const ids = await farmers(id, [
      [10, 10_00],
      [30, 30_00],
      [20, 20_00],
      [5, 5_00],
    ]);
    const [third, first, second, fourth] = ids as [string, string, string, string];
    const pushes = watchPushes(app());
    const done = await finished(id);
    expect(done.paid_now).toBe(true);
    expect(done.campaign).toMatchObject({ promotion_state: 'finished', pool_amount: 1_000_01 });
    expect(done.payouts.map((p) => [p.player_id, p.position, p.amount, p.currency])).toEqual(
      [
        [first, 1, 500_01],
        [second, 2, 300_00],
        [third, 3, 200_00],
      ].map((row) => [...row, 'EUR']),
    );
    expect(await balances([first, second, third, fourth])).toEqual([500_01, 300_00, 200_00, 0]);
    // one `win` transaction per winner, the one named in the payout
    const credits = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.reference, `tournament:${id}`));
    expect(credits.map((t) => [t.playerId, t.type, t.amount]).sort()).toEqual(
      [
        [first, 'win', 500_01],
        [second, 'win', 300_00],
        [third, 'win', 200_00],
      ].sort(),
    );
    expect(credits.map((t) => t.id).sort()).toEqual(
      done.payouts.map((p) => p.transaction_id).sort(),
    );
    // the winners are told: a notification each, pushed with their new balance
    const notes = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'tournament_prize'));
    expect(notes.map((n) => n.playerId).sort()).toEqual([first, second, third].sort());
    expect(notes.find((n) => n.playerId === second)?.body).toBe(
      'Test tournament is over: you finished #2 and won 300.00 EUR. It is in your balance.',
    );
    const balancePush = pushes.filter(
      (p) => p.event.type === 'balance_changed' && p.channels.some((c) => c.includes(first)),
    );
    expect(balancePush.map((p) => p.event.data)).toContainEqual({
      currency: 'EUR',
      balance: 500_01,
    });
    expect(pushes.some((p) => p.event.type === 'notification')).toBe(true);

    // a second finish pays nothing and answers the payouts made
    const again = await finished(id);
    expect(again.paid_now).toBe(false);
    expect(again.payouts).toEqual(done.payouts);
    expect(again.pool_paid_at).toBe(done.pool_paid_at);
    expect(await balances([first, second, third, fourth])).toEqual([500_01, 300_00, 200_00, 0]);
  });

  test('equal points and farmed stakes tie: the places they take are split, leftover to the earlier', async () => {
    // pool 10,000.07: place 1 5,000.04; places 2 and 3 (3,000.02 + 2,000.01) shared
    const id = await tournament(10_000_07);
    const ids = await farmers(id, [
      [30, 30_00],
      [20, 20_00],
      [20, 20_00],
      [20, 25_00],
    ]);
    const [first, tiedEarly, tiedLate, moreStake] = ids as [string, string, string, string];
    const done = await finished(id);
    // equal points but more stake ranks above the tie: place 2 alone; the tie shares place 3
    expect(done.payouts.map((p) => [p.player_id, p.position, p.amount])).toEqual([
      [first, 1, 5_000_04],
      [moreStake, 2, 3_000_02],
      [tiedEarly, 3, 1_000_01],
      [tiedLate, 3, 1_000_00],
    ]);
    expect(done.payouts.reduce((sum, p) => sum + p.amount, 0)).toBe(10_000_07);
    expect(await balances(ids)).toEqual([5_000_04, 1_000_01, 1_000_00, 3_000_02]);
  });

  test('two concurrent finish calls pay once', async () => {
    const id = await tournament(600_00);
    const ids = await farmers(id, [
      [3, 3_00],
      [2, 2_00],
    ]);
    const answers = await Promise.all([finish(id), finish(id)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const parsed = answers.map((r) => tournamentFinishResponseSchema.parse(r.json()).data);
    expect(parsed.map((d) => d.paid_now).sort()).toEqual([false, true]);
    expect(parsed[0]?.payouts).toEqual(parsed[1]?.payouts);
    // two places held: place 1 also gets the 20 % of the empty place 3
    expect(await balances(ids)).toEqual([420_00, 180_00]);
    const credits = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.reference, `tournament:${id}`));
    expect(credits).toHaveLength(2);
  });

  test('the state call finishing a tournament pays it the same way; nobody ranked, nothing paid', async () => {
    const id = await tournament(100_00);
    const [winner] = (await farmers(id, [[1, 1_00]])) as [string];
    const res = await operator(app(), 'POST', `/campaigns/${id}/state`, { action: 'finish' });
    expect(res.statusCode, res.body).toBe(200);
    expect(campaignResponseSchema.parse(res.json()).data.promotion_state).toBe('finished');
    expect(await balanceOf(db(), winner)).toBe(100_00);
    // finished and paid: the state call refuses a second finish, the finish call repeats the payout
    const twice = await operator(app(), 'POST', `/campaigns/${id}/state`, { action: 'finish' });
    expect(twice.statusCode).toBe(409);
    expect((await finished(id)).payouts).toHaveLength(1);

    const empty = await tournament(100_00);
    const none = await finished(empty);
    expect(none).toMatchObject({ paid_now: true, payouts: [] });
    expect(none.campaign.promotion_state).toBe('finished');
  });

  test('a tournament whose valid_to passed is paid by the automatic check on the feed tick', async () => {
    const clock = server().clock;
    const ends = new Date(clock.now() + 60 * 60_000).toISOString();
    const ended = await tournament(50_00, { valid_to: ends });
    const running = await tournament(70_00);
    const [a] = (await farmers(ended, [[4, 4_00]])) as [string];
    const [b] = (await farmers(running, [[4, 4_00]])) as [string];
    clock.advance(2 * 60 * 60_000);
    // any feed write runs the check (at most once a minute)
    await setOdds(app(), m(0), 'home', 1.9);
    expect(await balanceOf(db(), a)).toBe(50_00);
    expect(await balanceOf(db(), b)).toBe(0);
    const [row] = await db().select().from(bonusCampaigns).where(eq(bonusCampaigns.id, ended));
    expect(row?.promotionState).toBe('finished');
    expect(row?.poolPaidAt).not.toBeNull();
    // an operator's finish afterwards repeats the payout made, paying nothing more
    expect((await finished(ended)).paid_now).toBe(false);
    expect(await balanceOf(db(), a)).toBe(50_00);
  });

  test('a winner with no account in the tournament currency is paid into a new one', async () => {
    const id = await createCampaign(app(), {
      kind: 'tournament',
      currency: 'USD',
      initial_pool: 10_00,
      pool_share_bps: 0,
    });
    const [winner] = (await farmers(id, [[7, 7_00]])) as [string];
    const done = await finished(id);
    expect(done.payouts.map((p) => [p.player_id, p.amount, p.currency])).toEqual([
      [winner, 10_00, 'USD'],
    ]);
    const usd = await db()
      .select()
      .from(accounts)
      .where(and(eq(accounts.playerId, winner), eq(accounts.currency, 'USD')));
    expect(usd.map((a) => [a.balance, a.active])).toEqual([[10_00, false]]);
  });

  test('unknown id 404, not a tournament 422, created or disabled 409, wrong key 401', async () => {
    const unknown = await finish('bc_nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'campaign_not_found' });

    const freebet = await createCampaign(app(), {
      kind: 'freebet',
      freebet_type: 'all_win',
      amounts: { EUR: 5_00 },
    });
    const notTournament = await finish(freebet);
    expect(notTournament.statusCode).toBe(422);
    expect(notTournament.json()).toMatchObject({ code: 'not_a_tournament' });

    const created = await tournament(10_00, { promotion_state: 'created' });
    expect((await finish(created)).statusCode).toBe(409);
    const disabled = await tournament(10_00);
    await operator(app(), 'POST', `/campaigns/${disabled}/state`, { action: 'disable' });
    const refused = await finish(disabled);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'invalid_transition' });

    const running = await tournament(10_00);
    const wrongKey = await call(app(), 'POST', `${OP}/campaigns/${running}/finish`, {
      headers: { authorization: 'Bearer wrong-key' },
    });
    expect(wrongKey.statusCode).toBe(401);
    const [row] = await db()
      .select()
      .from(bonusCampaigns)
      .where(and(eq(bonusCampaigns.id, running), eq(bonusCampaigns.promotionState, 'active')));
    expect(row?.poolPaidAt).toBeNull();
  });
});
