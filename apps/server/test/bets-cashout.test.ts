import { and, eq } from 'drizzle-orm';
import {
  betsResponseSchema,
  cashoutResponseSchema,
  maxStakeResponseSchema,
  type PlacedBetWire,
} from '@sportsbook/contract/bets';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { describe, expect, test } from 'vitest';
import { notifications, transactions } from '@/db/schema';
import {
  balanceOf,
  betBody,
  DEV,
  fundedPlayer,
  placeOk,
  setOdds,
  settle,
  useBetsServer,
  V3,
  watchPushes,
  type TestMatch,
} from './bets-helpers';
import { call } from './platform-helpers';

const { server, app, db, matches, m } = useBetsServer(3);

const cashout = (cookie: string, betId: string, amount: number) =>
  call(app(), 'POST', `${V3}/bets/cashout`, {
    cookie,
    payload: { bet_id: betId, to_cashout: amount },
  });

async function myBets(cookie: string): Promise<PlacedBetWire[]> {
  const res = await call(app(), 'GET', `${V3}/bets`, { cookie });
  return betsResponseSchema.parse(res.json()).data;
}

async function openSingle(cookie: string) {
  const [bet] = await placeOk(
    app(),
    cookie,
    betBody('single', 10_00, [{ match: m(0), outcome: 'home', odds: 2 }]),
  );
  if (!bet) throw new Error('not placed');
  return bet;
}

describe('cashout offers', () => {
  test('an odds move pushes bet_cashout_changed with the new offer; GET /bets shows it', async () => {
    const player = await fundedPlayer(server());
    const bet = await openSingle(player.cookie);
    // placed at 2.00 and priced back at 2.00: 10.00 x 2 / 2 x 0.95
    expect(bet.to_cashout).toBe(9_50);
    const pushes = watchPushes(app());
    await setOdds(app(), m(0), 'home', 1.5);
    // 10.00 x 2.00 / 1.50 x 0.95 = 12.666..., rounded down
    expect(pushes.map((p) => p.event)).toContainEqual({
      type: 'bet_cashout_changed',
      data: { bet_id: bet.bet_id, to_cashout: 12_66 },
    });
    expect((await myBets(player.cookie))[0]?.to_cashout).toBe(12_66);
    // an odds move of another market of the match leaves the offer: nothing pushed
    pushes.length = 0;
    await setOdds(app(), m(0), 'yes', 1.7, 29);
    expect(pushes.filter((p) => p.event.type === 'bet_cashout_changed')).toEqual([]);
    await call(app(), 'POST', `${DEV}/matches/${m(0).id}/market-status`, {
      payload: { market_id: 1, suspended: true },
    });
    expect(pushes.map((p) => p.event)).toContainEqual({
      type: 'bet_cashout_changed',
      data: { bet_id: bet.bet_id, to_cashout: null },
    });
  });

  test('system and settled bets have no offer', async () => {
    const player = await fundedPlayer(server());
    const [system] = await placeOk(
      app(),
      player.cookie,
      betBody(
        'system',
        3_00,
        matches().map((match) => ({ match, outcome: 'home', odds: 2 })),
        { system_id: '2/3' },
      ),
    );
    expect(system?.to_cashout).toBeNull();
  });
});

describe('POST /bets/cashout', () => {
  test('the current offer is paid once: cashed_out / cashed_out, cashout transaction, pushes', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const bet = await openSingle(player.cookie);
    await setOdds(app(), m(0), 'home', 1.5);
    const pushes = watchPushes(app());
    const res = await cashout(player.cookie, bet.bet_id, 12_66);
    expect(res.statusCode, res.body).toBe(200);
    expect(cashoutResponseSchema.parse(res.json()).data).toMatchObject({
      bet_id: bet.bet_id,
      bet_status: 'cashed_out',
      result: 'cashed_out',
      win_amount: 12_66,
      to_cashout: null,
    });
    expect(await balanceOf(db(), player.id)).toBe(90_00 + 12_66);
    const [tx] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.playerId, player.id), eq(transactions.type, 'cashout')));
    expect(tx).toMatchObject({ amount: 12_66, reference: bet.bet_id });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.playerId, player.id));
    expect(notice).toMatchObject({
      type: 'cashout_paid',
      objectId: bet.bet_id,
      body: '12.66 EUR from your cashout is in your balance.',
    });
    expect(pushes.map((p) => p.event)).toContainEqual({
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 102_66 },
    });
    expect(pushes.find((p) => p.event.type === 'bet_changed')?.event.data).toMatchObject({
      bet_id: bet.bet_id,
      bet_status: 'cashed_out',
    });
    // again, or settled later: nothing more is paid
    const again = await cashout(player.cookie, bet.bet_id, 12_66);
    expect(again.statusCode).toBe(409);
    expect(apiErrorSchema.parse(again.json()).code).toBe('cashout_unavailable');
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    expect(await balanceOf(db(), player.id)).toBe(102_66);
    expect((await myBets(player.cookie))[0]).toMatchObject({
      bet_status: 'cashed_out',
      win_amount: 12_66,
    });
  });

  test('an amount above the offer now is 409 cashout_amount_changed with details.to_cashout; nothing paid', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const bet = await openSingle(player.cookie);
    await setOdds(app(), m(0), 'home', 1.5);
    await setOdds(app(), m(0), 'home', 2.5);
    // 10.00 x 2.00 / 2.50 x 0.95 = 7.60
    const res = await cashout(player.cookie, bet.bet_id, 12_66);
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      code: 'cashout_amount_changed',
      message: 'The cashout amount has changed to 7.60 EUR',
      details: { to_cashout: 7_60 },
    });
    expect(await balanceOf(db(), player.id)).toBe(90_00);
    // an amount below the offer is still valid and is what is paid
    const lower = await cashout(player.cookie, bet.bet_id, 7_00);
    expect(lower.statusCode, lower.body).toBe(200);
    expect(await balanceOf(db(), player.id)).toBe(97_00);
  });

  test('no offer (suspended market, another player, unknown bet, bad body)', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const bet = await openSingle(player.cookie);
    const other = await fundedPlayer(server(), 100_00);
    expect((await cashout(other.cookie, bet.bet_id, 100)).statusCode).toBe(404);
    expect((await cashout(player.cookie, 'bet_nope', 100)).statusCode).toBe(404);
    expect((await cashout(player.cookie, bet.bet_id, 0)).statusCode).toBe(400);
    expect(
      (
        await call(app(), 'POST', `${V3}/bets/cashout`, {
          payload: { bet_id: bet.bet_id, to_cashout: 100 },
        })
      ).statusCode,
    ).toBe(401);
    await call(app(), 'POST', `${DEV}/matches/${m(0).id}/market-status`, {
      payload: { market_id: 1, suspended: true },
    });
    const res = await cashout(player.cookie, bet.bet_id, 100);
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      code: 'cashout_unavailable',
      details: { to_cashout: null },
    });
    expect(await balanceOf(db(), player.id)).toBe(90_00);
  });
});

describe('POST /bets/max-stake', () => {
  const slip = (type: 'single' | 'system', legs: TestMatch[], extra: object = {}) => ({
    bets: [
      {
        ...betBody(
          type,
          0,
          legs.map((match) => ({ match, outcome: 'home', odds: 2 })),
        ).bets[0],
        ...extra,
      },
    ],
  });

  test('the limit, capped by the balance; whole system lines; 0 for a suspended selection', async () => {
    const player = await fundedPlayer(server(), 50_00);
    const ask = async (body: unknown, cookie: string | null = player.cookie) => {
      const res = await call(app(), 'POST', `${V3}/bets/max-stake`, { cookie, payload: body });
      expect(res.statusCode, res.body).toBe(200);
      return maxStakeResponseSchema.parse(res.json()).data;
    };
    expect(await ask(slip('single', [m(0)]))).toEqual([
      { min_stake: 10, max_stake: 50_00, currency: 'EUR' },
    ]);
    expect(await ask(slip('single', [m(0)]), null)).toEqual([
      { min_stake: 10, max_stake: 10_000_00, currency: 'EUR' },
    ]);
    // 5000 minor units over 3 lines of 2/3: 4998
    expect((await ask(slip('system', matches(), { system_id: '2/3' })))[0]?.max_stake).toBe(49_98);
    await call(app(), 'POST', `${DEV}/matches/${m(0).id}/market-status`, {
      payload: { market_id: 1, suspended: true },
    });
    expect((await ask(slip('single', [m(0)])))[0]?.max_stake).toBe(0);
    const unknown = slip('single', [m(1)]);
    const first = unknown.bets[0];
    if (first?.stake) first.stake = { value: 0, currency: 'XYZ' };
    expect(
      (
        await call(app(), 'POST', `${V3}/bets/max-stake`, {
          cookie: player.cookie,
          payload: unknown,
        })
      ).statusCode,
    ).toBe(422);
  });

  test('the maximum payout bounds it at the current odds: a Max stake is always placeable', async () => {
    const player = await fundedPlayer(server(), 10_000_00);
    await setOdds(app(), m(0), 'home', 40);
    const ask = async (body: unknown) => {
      const res = await call(app(), 'POST', `${V3}/bets/max-stake`, {
        cookie: player.cookie,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return maxStakeResponseSchema.parse(res.json()).data[0]?.max_stake;
    };
    // 100,000.00 EUR / 40 = 2,500.00 (the stake limit and the balance allow 10,000.00)
    expect(await ask(slip('single', [m(0)]))).toBe(2_500_00);
    // 40 x 2 x 2 = 160: 625.00 pays exactly 100,000.00
    expect(await ask(slip('single', matches(), { type: 'combo' }))).toBe(625_00);
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 2_500_00, [{ match: m(0), outcome: 'home', odds: 40 }]),
    );
  });

  test('a malformed slip is 400 invalid_request with a message', async () => {
    for (const payload of [{ bets: [] }, { bets: 'all' }, {}]) {
      const res = await call(app(), 'POST', `${V3}/bets/max-stake`, { payload });
      expect(res.statusCode, res.body).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.code).toBe('invalid_request');
      expect(body.message).not.toBe('');
    }
  });
});
