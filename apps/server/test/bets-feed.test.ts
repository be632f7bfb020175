import { and, eq } from 'drizzle-orm';
import { realtimeEventSchema, type RealtimeEventWire } from '@sportsbook/contract/realtime';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { bets, events, markets, transactions } from '@/db/schema';
import { balanceOf, betBody, placeOk, setBalance } from './bets-helpers';
import { TEST_NOW, testFeed } from './helpers';
import { signUp, startPlatformServer, type PlatformTestServer } from './platform-helpers';
import { TEST_PUSH } from './push-helpers';
import { MARKET_STATUS, MATCH_STATUS } from '@sportsbook/betting/catalog/status';

const clock = { t: TEST_NOW };
let server: PlatformTestServer;

beforeAll(async () => {
  server = await startPlatformServer({
    feed: { ...testFeed(), now: () => clock.t },
    push: { config: TEST_PUSH },
    locales: ['en'],
    platform: { now: () => clock.t },
  });
  await server.app.feed?.start({ tick: false });
}, 120_000);
afterAll(() => server.close());

// a live match's 1X2 market that takes bets
const LIVE_1X2 = and(
  eq(events.status, MATCH_STATUS.live),
  eq(markets.marketId, 1),
  eq(markets.status, MARKET_STATUS.allowed),
);

test('the simulated feed settles bets on a live match once and pushes cashout offers while it runs', async () => {
  const db = server.database.db;
  const live = await db
    .select({ id: events.id, urnId: events.urnId, outcomes: markets.outcomes })
    .from(events)
    .innerJoin(markets, eq(markets.eventId, events.id))
    .where(LIVE_1X2)
    .limit(1);
  const match = live[0];
  if (!match) throw new Error('no live 1x2 market at TEST_NOW');
  const { player, cookie } = await signUp(server.app);
  const playerId = String(player.id);
  await setBalance(db, playerId, 'EUR', 100_00);
  const sent: RealtimeEventWire[] = [];
  vi.spyOn(server.app.publisher, 'broadcast').mockImplementation((_channels, data) => {
    sent.push(realtimeEventSchema.parse(data));
    return Promise.resolve();
  });
  const placed: { id: string; outcome: string; odds: number }[] = [];
  for (const o of match.outcomes) {
    const [bet] = await placeOk(
      server.app,
      cookie,
      betBody('single', 1_00, [
        { match: { id: match.id, urnId: match.urnId }, outcome: o.outcomeId, odds: o.odds },
      ]),
    );
    placed.push({ id: bet?.bet_id ?? '', outcome: o.outcomeId, odds: o.odds });
  }
  expect(await balanceOf(db, playerId)).toBe(100_00 - placed.length * 1_00);
  // three hours of feed in 5-minute ticks: the match ends and its markets are settled
  for (let i = 0; i < 36; i++) {
    clock.t += 5 * 60_000;
    await server.app.feed?.tick(clock.t);
  }
  const rows = await db.select().from(bets).where(eq(bets.playerId, playerId));
  expect(rows.map((r) => r.status)).toEqual(placed.map(() => 'done'));
  const winners = rows.filter((r) => r.result === 'win_entire');
  expect(winners).toHaveLength(1);
  const winner = placed.find((p) => p.id === winners[0]?.id);
  const payout = Math.floor(100 * (winner?.odds ?? 0));
  expect(winners[0]?.winAmount).toBe(payout);
  expect(await balanceOf(db, playerId)).toBe(100_00 - placed.length * 1_00 + payout);
  // a restart's sweep and more ticks pay nothing more
  await server.app.feed?.eventsWritten('all');
  clock.t += 5 * 60_000;
  await server.app.feed?.tick(clock.t);
  const wins = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.type, 'win')));
  expect(wins).toHaveLength(1);
  const ids = new Set(placed.map((p) => p.id));
  expect(sent.some((e) => e.type === 'bet_cashout_changed' && ids.has(e.data.bet_id))).toBe(true);
  expect(sent.filter((e) => e.type === 'bet_changed' && e.data.bet_status === 'done')).toHaveLength(
    placed.length,
  );
}, 120_000);

test('the feed never resettles: a settled market keeps its results and its bets through every later tick', async () => {
  const db = server.database.db;
  const [match] = await db
    .select({ id: events.id, urnId: events.urnId, outcomes: markets.outcomes })
    .from(events)
    .innerJoin(markets, eq(markets.eventId, events.id))
    .where(LIVE_1X2)
    .limit(1);
  if (!match) throw new Error('no live 1x2 market');
  const { player, cookie } = await signUp(server.app);
  const playerId = String(player.id);
  await setBalance(db, playerId, 'EUR', 100_00);
  for (const o of match.outcomes)
    await placeOk(
      server.app,
      cookie,
      betBody('single', 1_00, [
        { match: { id: match.id, urnId: match.urnId }, outcome: o.outcomeId, odds: o.odds },
      ]),
    );
  // an earlier settlement voided the market (written as the feed writes it): every bet refunded
  const voided = match.outcomes.map((o) => ({ ...o, active: false, result: 'canceled' }));
  await db
    .update(markets)
    .set({ status: -3, outcomes: voided, settledAt: new Date(clock.t) })
    .where(and(eq(markets.eventId, match.id), eq(markets.marketId, 1)));
  await server.app.feed?.eventsWritten([match.id]);
  expect(await balanceOf(db, playerId)).toBe(100_00);
  const sent: RealtimeEventWire[] = [];
  vi.spyOn(server.app.publisher, 'broadcast').mockImplementation((_channels, data) => {
    sent.push(realtimeEventSchema.parse(data));
    return Promise.resolve();
  });
  // the simulation still prices the market, then settles it from the final score at the whistle
  for (let i = 0; i < 36; i++) {
    clock.t += 5 * 60_000;
    await server.app.feed?.tick(clock.t);
  }
  const [finished] = await db.select().from(events).where(eq(events.id, match.id));
  expect(finished?.status).toBeGreaterThanOrEqual(3);
  const [market] = await db
    .select()
    .from(markets)
    .where(and(eq(markets.eventId, match.id), eq(markets.marketId, 1)));
  expect(market?.status).toBe(-3);
  expect(market?.outcomes).toEqual(voided);
  const published = sent.flatMap((e) =>
    e.type === 'markets_changed' && e.data.match_id === match.id
      ? e.data.markets.filter((m) => m.market_id === 1)
      : [],
  );
  expect(published).toEqual([]);
  const rows = await db.select().from(bets).where(eq(bets.playerId, playerId));
  expect(rows.map((r) => [r.status, r.result, r.winAmount])).toEqual(
    match.outcomes.map(() => ['done', 'refund_entire', 1_00]),
  );
  const money = await db.select().from(transactions).where(eq(transactions.playerId, playerId));
  expect(money.filter((t) => t.type === 'win')).toHaveLength(0);
  expect(money.filter((t) => t.type === 'refund')).toHaveLength(match.outcomes.length);
  expect(await balanceOf(db, playerId)).toBe(100_00);
}, 120_000);
