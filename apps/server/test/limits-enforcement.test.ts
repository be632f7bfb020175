import { and, eq } from 'drizzle-orm';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { outOfLimitDetailsSchema, OUT_OF_LIMIT_MESSAGE } from '@sportsbook/contract/limits';
import { describe, expect, test } from 'vitest';
import { bets, transactions } from '@/db/schema';
import {
  balanceOf,
  betBody,
  fundedPlayer,
  place,
  placeOk,
  placeRefused,
  settle,
  useBetsServer,
} from './bets-helpers';
import { call, lastMessage, linkToken, P, signUp, uniqueEmail } from './platform-helpers';

const { server, app, db, m } = useBetsServer(2);

async function setLimit(cookie: string, body: Record<string, unknown>) {
  const res = await call(app(), 'POST', `${P}/user_limits`, { cookie, payload: body });
  expect(res.statusCode, res.body).toBe(201);
}

/** A confirmed test-payment player (quick deposit credits at once). */
async function testPaymentPlayer() {
  const signedUp = await signUp(app(), { email: uniqueEmail('test.example') });
  const { link } = await lastMessage(app(), signedUp.player.email ?? '');
  const token = linkToken(link, 'confirmation_token');
  await call(app(), 'GET', `${P}/users/confirmation?confirmation_token=${token}`);
  return { id: String(signedUp.player.id), cookie: signedUp.cookie };
}

const quickDeposit = (cookie: string, amount: number) =>
  call(app(), 'POST', `${P}/player/quick_deposit`, {
    cookie,
    payload: { amount, currency: 'EUR' },
  });

function outOfLimit(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(422);
  const error = apiErrorSchema.parse(res.json());
  expect(error).toMatchObject({ code: 'out_of_limit', message: OUT_OF_LIMIT_MESSAGE });
  return outOfLimitDetailsSchema.parse(error.details);
}

describe('deposit limit', () => {
  test('a deposit above what the period leaves is refused with the limit; the next day it fits again', async () => {
    const player = await testPaymentPlayer();
    await setLimit(player.cookie, {
      type: 'deposit',
      value: 50_00,
      currency: 'EUR',
      period: 'day',
    });
    const refused = outOfLimit(await quickDeposit(player.cookie, 60_00));
    expect(refused).toMatchObject({
      type: 'deposit',
      value: 50_00,
      currency: 'EUR',
      period: 'day',
      remaining: 50_00,
      localized_message: 'Your deposit limit is 50.00 EUR per day: 50.00 EUR left',
    });
    expect(refused.until).toBe(
      new Date(Math.floor(server().clock.now() / 86_400_000 + 1) * 86_400_000).toISOString(),
    );
    expect((await quickDeposit(player.cookie, 30_00)).statusCode).toBe(200);
    // a pending deposit through the provider page holds its share too
    const pending = await call(app(), 'POST', `${P}/player/deposits`, {
      cookie: player.cookie,
      payload: { amount: 15_00, currency: 'EUR' },
      headers: { 'accept-language': 'de' },
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const german = await call(app(), 'POST', `${P}/player/deposits`, {
      cookie: player.cookie,
      payload: { amount: 10_00, currency: 'EUR' },
      headers: { 'accept-language': 'de' },
    });
    expect(outOfLimit(german)).toMatchObject({
      remaining: 5_00,
      localized_message: 'Dein Einzahlungslimit ist 50.00 EUR pro Tag: noch 5.00 EUR übrig',
    });
    expect((await quickDeposit(player.cookie, 5_00)).statusCode).toBe(200);
    expect(await balanceOf(db(), player.id)).toBe(35_00);
    server().clock.advance(86_400_000);
    expect((await quickDeposit(player.cookie, 50_00)).statusCode).toBe(200);
  });

  test('20 concurrent deposits against one deposit limit never pass it', async () => {
    const player = await testPaymentPlayer();
    await setLimit(player.cookie, {
      type: 'deposit',
      value: 100_00,
      currency: 'EUR',
      period: 'week',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => quickDeposit(player.cookie, 10_00)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(await balanceOf(db(), player.id)).toBe(100_00);
    const credited = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.playerId, player.id), eq(transactions.type, 'deposit')));
    expect(credited.reduce((sum, t) => sum + t.amount, 0)).toBe(100_00);
  });

  test('a limit in another currency does not hold; without a limit nothing changes', async () => {
    const player = await testPaymentPlayer();
    await setLimit(player.cookie, { type: 'deposit', value: 1_00, currency: 'USD', period: 'day' });
    expect((await quickDeposit(player.cookie, 60_00)).statusCode).toBe(200);
  });
});

describe('bet, wager and loss limits refuse a placement with the limit and what is left', () => {
  test('a bet limit refuses a stake above it', async () => {
    const player = await fundedPlayer(server(), 100_00);
    await setLimit(player.cookie, { type: 'bet', value: 5_00, currency: 'EUR' });
    const body = (stake: number) =>
      betBody('single', stake, [{ match: m(0), outcome: 'home', odds: 2 }]);
    const error = await placeRefused(app(), player.cookie, body(5_01));
    expect(error.code).toBe('error.place_bets.bet_limit');
    expect(error.data.errors_by_bet?.['0']).toEqual({
      code: 'error.place_bets.bet_limit',
      message: 'error.place_bets.bet_limit',
      localized_message: 'Your bet limit is 5.00 EUR per bet',
    });
    expect(await db().select().from(bets)).toHaveLength(0);
    await placeOk(app(), player.cookie, body(5_00));
    expect(await balanceOf(db(), player.id)).toBe(95_00);
  });

  test('a wager limit counts the stakes of the period', async () => {
    const player = await fundedPlayer(server(), 100_00);
    await setLimit(player.cookie, { type: 'wager', value: 10_00, currency: 'EUR', period: 'day' });
    const body = (stake: number) =>
      betBody('single', stake, [{ match: m(0), outcome: 'home', odds: 2 }]);
    await placeOk(app(), player.cookie, body(6_00));
    const error = await placeRefused(app(), player.cookie, body(5_00));
    expect(error.code).toBe('error.place_bets.wager_limit');
    expect(error.data.errors_by_bet?.['0']?.localized_message).toBe(
      'Your wager limit is 10.00 EUR per day: 4.00 EUR left',
    );
    expect(error.data.details).toMatchObject({
      limit: { type: 'wager', value: 10_00, remaining: 4_00, currency: 'EUR', period: 'day' },
    });
    await placeOk(app(), player.cookie, body(4_00));
  });

  test('a loss limit counts what was lost and each new stake as lost; a win frees it', async () => {
    const player = await fundedPlayer(server(), 100_00);
    await setLimit(player.cookie, { type: 'loss', value: 10_00, currency: 'EUR', period: 'week' });
    const on = (i: number, stake: number) =>
      betBody('single', stake, [{ match: m(i), outcome: 'home', odds: 2 }]);
    await placeOk(app(), player.cookie, on(0, 8_00));
    const error = await placeRefused(app(), player.cookie, on(1, 3_00));
    expect(error.code).toBe('error.place_bets.loss_limit');
    expect(error.data.errors_by_bet?.['0']?.localized_message).toBe(
      'Your loss limit is 10.00 EUR per week: 2.00 EUR left',
    );
    // the 8.00 bet wins 16.00: nothing is lost in the period any more
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    await placeOk(app(), player.cookie, on(1, 10_00));
  });

  test('concurrent placements against one wager limit never pass it', async () => {
    const player = await fundedPlayer(server(), 100_00);
    await setLimit(player.cookie, { type: 'wager', value: 10_00, currency: 'EUR', period: 'day' });
    const body = betBody('single', 2_00, [{ match: m(0), outcome: 'home', odds: 2 }]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(app(), player.cookie, body)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(await balanceOf(db(), player.id)).toBe(90_00);
  });
});
