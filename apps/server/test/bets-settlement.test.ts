import { and, eq } from 'drizzle-orm';
import { betsResponseSchema, type PlacedBetWire } from '@sportsbook/contract/bets';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { describe, expect, test, vi } from 'vitest';
import { bets, betSelections, markets, notifications, transactions } from '@/db/schema';
import {
  balanceOf,
  betBody,
  fundedPlayer,
  placeOk,
  placeRefused,
  DEV,
  setOdds,
  settle,
  useBetsServer,
  V3,
  watchPushes,
  type TestMatch,
} from './bets-helpers';
import { call } from './platform-helpers';

const { server, app, db, m } = useBetsServer(3);

async function myBets(cookie: string, query = ''): Promise<PlacedBetWire[]> {
  const res = await call(app(), 'GET', `${V3}/bets${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return betsResponseSchema.parse(res.json()).data;
}

const moneyOf = (playerId: string, type: 'win' | 'refund' | 'bet') =>
  db()
    .select()
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.type, type)));

describe('settlement when markets are settled', () => {
  test('a won single is paid once: done / win_entire, win transaction, pushes; settling twice pays nothing more', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const [bet] = await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    const pushes = watchPushes(app());
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    const [settled] = await myBets(player.cookie);
    expect(settled).toMatchObject({
      bet_id: bet?.bet_id,
      bet_status: 'done',
      result: 'win_entire',
      win_amount: 20_00,
      to_cashout: null,
    });
    expect(settled?.selections[0]?.result).toBe('win_entire');
    expect(await balanceOf(db(), player.id)).toBe(110_00);
    expect(pushes.map((p) => p.event)).toContainEqual({
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 110_00 },
    });
    const changed = pushes.find((p) => p.event.type === 'bet_changed');
    expect(changed?.event.data).toMatchObject({
      bet_id: bet?.bet_id,
      bet_status: 'done',
      result: 'win_entire',
      win_amount: 20_00,
    });
    // the same match settled again, and a restart's sweep: no second credit
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    await app().feed?.eventsWritten('all');
    expect(await balanceOf(db(), player.id)).toBe(110_00);
    const wins = await moneyOf(player.id, 'win');
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ amount: 20_00, reference: bet?.bet_id, balanceAfter: 110_00 });
    // spec §3 notification "bet won": one, pushed with the counter, however often it settles
    const written = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.playerId, player.id));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      type: 'bet_won',
      objectType: 'bet',
      objectId: bet?.bet_id,
      title: 'Bet won',
      body: 'Your bet won 20.00 EUR. It is in your balance.',
    });
    expect(pushes.map((p) => p.event)).toContainEqual({
      type: 'unread_counters_changed',
      data: { unread: 1 },
    });
    expect(pushes.find((p) => p.event.type === 'notification')?.event.data).toMatchObject({
      id: written[0]?.id,
      type: 'bet_won',
    });
  });

  test('a lost leg settles a combo at once, other legs still open; per-selection results', async () => {
    const player = await fundedPlayer(server(), 100_00);
    await placeOk(
      app(),
      player.cookie,
      betBody('combo', 10_00, [
        { match: m(0), outcome: 'home', odds: 2 },
        { match: m(1), outcome: 'away', odds: 4 },
      ]),
    );
    await settle(app(), m(1), [{ market_id: 1, results: { home: 'win_entire' } }]);
    const [bet] = await myBets(player.cookie);
    expect(bet).toMatchObject({ bet_status: 'done', result: 'lose_entire', win_amount: 0 });
    expect(bet?.selections.map((s) => s.result)).toEqual(['no_results', 'lose_entire']);
    expect(await balanceOf(db(), player.id)).toBe(90_00);
    expect(await moneyOf(player.id, 'win')).toHaveLength(0);
  });

  test('a combo waits for every leg: the first won leg is recorded and pushed, the bet stays open', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const [placed] = await placeOk(
      app(),
      player.cookie,
      betBody('combo', 10_00, [
        { match: m(0), outcome: 'home', odds: 2 },
        { match: m(1), outcome: 'away', odds: 4 },
      ]),
    );
    const pushes = watchPushes(app());
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    const [open] = await myBets(player.cookie, '?status=open');
    expect(open).toMatchObject({
      bet_id: placed?.bet_id,
      bet_status: 'waiting_results',
      result: 'no_results',
    });
    expect(open?.selections.map((s) => s.result)).toEqual(['win_entire', 'no_results']);
    const changed = pushes.find((p) => p.event.type === 'bet_changed');
    expect(changed?.event.data).toMatchObject({
      bet_id: placed?.bet_id,
      bet_status: 'waiting_results',
    });
    await settle(app(), m(1), [{ market_id: 1, results: { away: 'win_entire' } }]);
    const [won] = await myBets(player.cookie);
    expect(won).toMatchObject({ bet_status: 'done', result: 'win_entire', win_amount: 80_00 });
    expect(await balanceOf(db(), player.id)).toBe(170_00);
  });

  test('a void leg shortens a combo (odds 1)', async () => {
    const player = await fundedPlayer(server(), 100_00);
    await placeOk(
      app(),
      player.cookie,
      betBody('combo', 10_00, [
        { match: m(0), outcome: 'home', odds: 2 },
        { match: m(1), outcome: 'away', odds: 4 },
      ]),
    );
    await settle(app(), m(0), [
      {
        market_id: 1,
        results: { home: 'refund_entire', draw: 'refund_entire', away: 'refund_entire' },
      },
    ]);
    await settle(app(), m(1), [{ market_id: 1, results: { away: 'win_entire' } }]);
    const [bet] = await myBets(player.cookie);
    expect(bet).toMatchObject({ result: 'win_entire', win_amount: 40_00 });
  });

  test('every system line is settled: 2/3 with one leg lost pays the one winning line', async () => {
    const player = await fundedPlayer(server(), 100_00);
    await placeOk(
      app(),
      player.cookie,
      betBody(
        'system',
        9_00,
        [
          { match: m(0), outcome: 'home', odds: 2 },
          { match: m(1), outcome: 'draw', odds: 3.5 },
          { match: m(2), outcome: 'away', odds: 4 },
        ],
        { system_id: '2/3' },
      ),
    );
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    await settle(app(), m(1), [{ market_id: 1, results: { home: 'win_entire' } }]);
    expect(await myBets(player.cookie, '?status=open')).toHaveLength(1);
    await settle(app(), m(2), [{ market_id: 1, results: { away: 'win_entire' } }]);
    const [bet] = await myBets(player.cookie);
    // line stake 3.00; home+away at 8.00 pays 24.00, both lines with the draw lose
    expect(bet).toMatchObject({ bet_status: 'done', result: 'win_entire', win_amount: 24_00 });
    expect(await balanceOf(db(), player.id)).toBe(100_00 - 9_00 + 24_00);
  });

  test('refunds: a void single pays the stake back as a refund; a half-won single pays half at the odds', async () => {
    const player = await fundedPlayer(server(), 100_00);
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [
        { match: m(1), market: 18, specifier: 'total=2.5', outcome: 'over', odds: 1.9 },
      ]),
    );
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'canceled' } }]);
    await settle(app(), m(1), [
      { market_id: 18, specifier: 'total=2.5', results: { over: 'refund_half_win_other' } },
    ]);
    const [half, refunded] = await myBets(player.cookie);
    expect(refunded).toMatchObject({
      bet_status: 'done',
      result: 'refund_entire',
      win_amount: 10_00,
    });
    expect(half).toMatchObject({ result: 'refund_half_win_other', win_amount: 14_50 });
    expect(await moneyOf(player.id, 'refund')).toHaveLength(1);
    expect(await balanceOf(db(), player.id)).toBe(100_00 - 20_00 + 10_00 + 14_50);
  });
});

/**
 * A bet whose amounts cannot be computed safely (written straight to the database, as no placement
 * can make it): a combo of MAX_SAFE_INTEGER minor units at 40.00 per leg.
 */
async function insertPoisonedBet(playerId: string, legs: TestMatch[]): Promise<string> {
  const id = 'bet_poisoned';
  await db()
    .insert(bets)
    .values({
      id,
      playerId,
      betType: 'combo',
      status: 'waiting_results',
      result: 'no_results',
      stake: Number.MAX_SAFE_INTEGER,
      currency: 'EUR',
      odds: 40 ** legs.length,
      winAmount: 0,
      deviceId: 'test-device',
      createdAt: new Date(),
    });
  await db()
    .insert(betSelections)
    .values(
      legs.map((match, position) => ({
        betId: id,
        position,
        eventId: match.id,
        matchUrnId: match.urnId,
        nameA: 'Home',
        nameB: 'Away',
        provider: 'betradar' as const,
        marketId: 1,
        marketName: '1x2',
        specifier: '',
        outcomeId: 'home',
        outcomeName: 'Home',
        odds: 40,
      })),
    );
  return id;
}

describe('resettlement: a settled market keeps its results', () => {
  const resettle = (match: TestMatch, body: unknown) =>
    call(app(), 'POST', `${DEV}/matches/${match.id}/settle`, { payload: body });

  test('settling a settled market with other results is 409 market_settled: market, bets and money unchanged', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const [home] = await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [{ match: m(0), outcome: 'away', odds: 4 }]),
    );
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    const before = await myBets(player.cookie);
    const pushes = watchPushes(app());
    const res = await resettle(m(0), {
      markets: [{ market_id: 1, specifier: '', results: { away: 'win_entire' } }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({
      code: 'market_settled',
      details: { markets: [{ market_id: 1, specifier: '' }] },
    });
    const [market] = await db()
      .select()
      .from(markets)
      .where(and(eq(markets.eventId, m(0).id), eq(markets.marketId, 1)));
    expect(market?.outcomes.map((o) => [o.outcomeId, o.result])).toEqual([
      ['home', 'win_entire'],
      ['draw', 'lose_entire'],
      ['away', 'lose_entire'],
    ]);
    expect(await myBets(player.cookie)).toEqual(before);
    expect(before.find((b) => b.bet_id === home?.bet_id)?.win_amount).toBe(20_00);
    expect(await balanceOf(db(), player.id)).toBe(100_00 - 20_00 + 20_00);
    expect(pushes).toHaveLength(0);
  });

  test('the same results again are a no-op (200); a batch with one conflicting market writes none of it', async () => {
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    const res = await resettle(m(0), {
      markets: [
        { market_id: 29, specifier: '', results: { yes: 'win_entire' } },
        { market_id: 1, specifier: '', results: { draw: 'win_entire' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(409);
    const [btts] = await db()
      .select()
      .from(markets)
      .where(and(eq(markets.eventId, m(0).id), eq(markets.marketId, 29)));
    expect(btts?.status).toBe(1);
  });
});

describe('one failing bet never stops the others of its batch', () => {
  test('a poisoned bet is logged with its id; the other bets of the batch still settle and get offers', async () => {
    const player = await fundedPlayer(server(), 100_00);
    // first in the batch: its cashout offer (about 1.3e19 minor units) overflows every column
    const poisoned = await insertPoisonedBet(player.id, [m(0), m(1), m(2)]);
    const [single] = await placeOk(
      app(),
      player.cookie,
      betBody('single', 10_00, [{ match: m(0), outcome: 'home', odds: 2 }]),
    );
    const [combo] = await placeOk(
      app(),
      player.cookie,
      betBody('combo', 10_00, [
        { match: m(0), outcome: 'home', odds: 2 },
        { match: m(1), outcome: 'away', odds: 4 },
      ]),
    );
    await setOdds(app(), m(1), 'home', 1.01);
    await setOdds(app(), m(2), 'home', 1.01);
    const logged = vi.spyOn(app().log, 'error');
    const pushes = watchPushes(app());
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);

    const [won] = await myBets(player.cookie, '?status=settled');
    expect(won).toMatchObject({ bet_id: single?.bet_id, result: 'win_entire', win_amount: 20_00 });
    expect(await balanceOf(db(), player.id)).toBe(100_00 - 20_00 + 20_00);
    const offer = pushes.find(
      (p) => p.event.type === 'bet_cashout_changed' && p.event.data.bet_id === combo?.bet_id,
    );
    expect(offer).toBeDefined();
    const [comboRow] = await db()
      .select()
      .from(bets)
      .where(eq(bets.id, combo?.bet_id ?? ''));
    expect(comboRow?.cashoutOffer).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ betId: poisoned }),
      expect.any(String),
    );
    // the poisoned bet stays open and untouched; its player's bets still read (no 500)
    const [poisonedRow] = await db().select().from(bets).where(eq(bets.id, poisoned));
    expect(poisonedRow).toMatchObject({ status: 'waiting_results', cashoutOffer: null });
    const open = await myBets(player.cookie, '?status=open');
    expect(open.find((b) => b.bet_id === poisoned)?.to_cashout).toBeNull();
  });
});

describe('GET /bets filters after settlement', () => {
  test('status all/open/settled and result win/lose/refund', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const place = (match: TestMatch, outcome: string, odds: number) =>
      placeOk(app(), player.cookie, betBody('single', 1_00, [{ match, outcome, odds }])).then(
        (b) => b[0]?.bet_id,
      );
    const won = await place(m(0), 'home', 2);
    const lost = await place(m(0), 'away', 4);
    const open = await place(m(1), 'home', 2);
    const refund = await place(m(2), 'draw', 3.5);
    await settle(app(), m(0), [{ market_id: 1, results: { home: 'win_entire' } }]);
    await settle(app(), m(2), [{ market_id: 1, results: { draw: 'refund_entire' } }]);
    const ids = async (query: string) => (await myBets(player.cookie, query)).map((b) => b.bet_id);
    expect(await ids('')).toEqual([refund, open, lost, won]);
    expect(await ids('?status=all')).toEqual([refund, open, lost, won]);
    expect(await ids('?status=open')).toEqual([open]);
    expect(await ids('?status=settled')).toEqual([refund, lost, won]);
    expect(await ids('?status=settled&result=win')).toEqual([won]);
    expect(await ids('?result=lose')).toEqual([lost]);
    expect(await ids('?result=refund')).toEqual([refund]);
  });

  test('a bet with a bonus is refused: this backend issues none', async () => {
    const player = await fundedPlayer(server(), 100_00);
    const error = await placeRefused(
      app(),
      player.cookie,
      betBody('single', 1_00, [{ match: m(0), outcome: 'home', odds: 2 }], {
        bonus: { id: '1', type: 'freebet' },
      }),
    );
    expect(error.code).toBe('error.place_bets.bonus_unavailable');
  });
});
