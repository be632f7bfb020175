import { localeChannel, matchChannel } from '@sportsbook/contract/channels';
import { realtimeEventSchema, type RealtimeEventWire } from '@sportsbook/contract/realtime';
import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { events, feedCursor, markets } from '@/db/schema';
import type { FeedConfig } from '@/env';
import { CLOSE_DELAY_MS, FeedRunner } from '@/feed/runner/runner';
import type { Publisher } from '@/http/publisher';
import { openTestDatabase, resetDatabase, TEST_NOW, testFeed } from './helpers';
import {
  FINISHED_MATCH_STATUSES,
  LISTED_MARKET_STATUSES,
  LIVE_MATCH_STATUSES,
  MARKET_STATUS,
  MATCH_STATUS,
} from '@sportsbook/betting/catalog/status';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
beforeEach(() => resetDatabase(database));
afterAll(() => database.close());

interface Sent {
  channels: string[];
  event: RealtimeEventWire;
}

/** A runner on the shared database with a movable clock and a publisher that records. */
function runner(config: Partial<FeedConfig> = {}, start = TEST_NOW) {
  const clock = { t: start };
  const sent: Sent[] = [];
  const record = (channels: string[], data: unknown) => {
    // every publication must be a valid spec §7 event; parse() throws otherwise
    sent.push({ channels, event: realtimeEventSchema.parse(data) });
    return Promise.resolve();
  };
  const publisher: Publisher = {
    publish: (channel, data) => record([channel], data),
    broadcast: (channels, data) => record(channels, data),
    batch: async (items) => {
      for (const { channels, data } of items) await record(channels, data);
    },
  };
  const feed = new FeedRunner({
    db: database.db,
    publisher,
    log: Fastify({ logger: false }).log,
    config: testFeed(config),
    locales: ['en', 'de'],
    now: () => clock.t,
  });
  return { feed, clock, sent };
}

/** Ticks the runner from its clock to `to` in steps of `step` ms. */
async function run(r: ReturnType<typeof runner>, to: number, step: number) {
  while (r.clock.t < to) {
    r.clock.t = Math.min(to, r.clock.t + step);
    await r.feed.tick(r.clock.t);
  }
}

const allOdds = async (): Promise<number[]> =>
  (await database.db.select({ outcomes: markets.outcomes }).from(markets)).flatMap((m) =>
    m.outcomes.map((o) => o.odds),
  );

describe('feed runner: database', () => {
  test('a fresh start writes a live sportsbook: >= 30 live and >= 200 upcoming over 7 days', async () => {
    const r = runner();
    await r.feed.start({ tick: false });
    const [live] = await database.db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.type, 'match'), inArray(events.status, [...LIVE_MATCH_STATUSES])));
    const [upcoming] = await database.db
      .select({ n: count() })
      .from(events)
      .where(
        and(
          eq(events.type, 'match'),
          eq(events.status, MATCH_STATUS.prematch),
          gt(events.startTime, new Date(TEST_NOW)),
          lte(events.startTime, new Date(TEST_NOW + 7 * DAY)),
        ),
      );
    expect(live?.n).toBeGreaterThanOrEqual(30);
    expect(upcoming?.n).toBeGreaterThanOrEqual(200);
    const outrights = await database.db
      .select({ type: events.type, n: count() })
      .from(events)
      .where(sql`${events.type} <> 'match'`)
      .groupBy(events.type);
    expect(outrights.map((o) => o.type).sort()).toEqual(['season', 'simple_tournament', 'stage']);
    // every open match offers markets, and its counts agree with its market rows
    const mismatched = await database.db
      .select({ id: events.id })
      .from(events)
      .where(
        sql`${events.availableMarketsCount} <> (select count(*) from ${markets} where ${markets.eventId} = ${events.id} and ${markets.status} in (1, -1))`,
      );
    expect(mismatched).toEqual([]);
    const odds = await allOdds();
    expect(odds.length).toBeGreaterThan(1000);
    expect(odds.filter((o) => !(o > 1))).toEqual([]);
  });

  test('a fresh start also writes the recent results: finished, scored, every market settled', async () => {
    const r = runner();
    await r.feed.start({ tick: false });
    const finished = await database.db
      .select({ id: events.id, score: events.totalScore, finishedAt: events.finishedAt })
      .from(events)
      .where(and(eq(events.type, 'match'), inArray(events.status, [...FINISHED_MATCH_STATUSES])));
    expect(finished.length).toBeGreaterThanOrEqual(20);
    for (const f of finished) {
      expect(f.score).not.toBeNull();
      expect(f.finishedAt?.getTime()).toBeLessThanOrEqual(TEST_NOW);
    }
    const rows = await database.db
      .select({ status: markets.status, outcomes: markets.outcomes })
      .from(markets)
      .where(
        inArray(
          markets.eventId,
          finished.map((f) => f.id),
        ),
      );
    expect(rows.length).toBeGreaterThan(finished.length);
    expect(rows.filter((m) => m.status !== MARKET_STATUS.settled)).toEqual([]);
    expect(rows.flatMap((m) => m.outcomes).filter((o) => !o.result)).toEqual([]);
    // older than the close delay: the first tick closes them (4 -> 3)
    await run(r, TEST_NOW + 5_000, 5_000);
    const [stillFinished] = await database.db
      .select({ n: count() })
      .from(events)
      .where(
        and(
          eq(events.status, MATCH_STATUS.finished),
          lte(events.finishedAt, new Date(TEST_NOW - CLOSE_DELAY_MS)),
        ),
      );
    expect(stillFinished?.n).toBe(0);
  });

  test('ticks publish valid events on the locale and match channels, never odds <= 1', async () => {
    const r = runner();
    await r.feed.start({ tick: false });
    await run(r, TEST_NOW + 3 * MINUTE, 5_000);
    const types = new Set(r.sent.map((s) => s.event.type));
    expect(types).toContain('match_changed');
    expect(types).toContain('markets_changed');
    const listKinds = new Map(
      (
        await database.db
          .select({ id: events.id, main: events.mainMarketId, secondary: events.secondaryMarketId })
          .from(events)
      ).map((e) => [e.id, [e.main, e.secondary]]),
    );
    let onLocaleChannel = 0;
    for (const { channels, event } of r.sent) {
      if (event.type === 'markets_changed') {
        for (const m of event.data.markets)
          for (const o of m.outcomes) expect(o.odds).toBeGreaterThan(1);
        if (channels.includes(localeChannel('en'))) {
          // the lists' channel carries only list markets (main and secondary kinds)
          onLocaleChannel += 1;
          expect(channels).not.toContain(matchChannel('en', event.data.match_id));
          const kinds = listKinds.get(event.data.match_id) ?? [];
          for (const m of event.data.markets) expect(kinds).toContain(m.market_id);
        } else {
          expect(channels).toEqual([
            matchChannel('en', event.data.match_id),
            matchChannel('de', event.data.match_id),
          ]);
        }
      } else if (event.type === 'match_changed' || event.type === 'match_status_changed') {
        const id = event.type === 'match_changed' ? event.data.id : event.data.match_id;
        // a new match goes out whole per locale (translated names); changes go to every locale
        const locales = ['en', 'de'].filter((l) => channels.includes(localeChannel(l)));
        expect(locales.length).toBeGreaterThan(0);
        for (const l of locales) expect(channels).toContain(matchChannel(l, id));
      }
    }
    expect(onLocaleChannel).toBeGreaterThan(0);
    // what was published is what the database now says
    const last = [...r.sent].reverse().find((s) => s.event.type === 'match_changed');
    if (last?.event.type !== 'match_changed') throw new Error('no match_changed');
    const [row] = await database.db.select().from(events).where(eq(events.id, last.event.data.id));
    expect(row?.totalScore).toEqual(last.event.data.total_score ?? row?.totalScore);
    const [cursor] = await database.db.select().from(feedCursor);
    expect(cursor?.at.getTime()).toBe(TEST_NOW + 3 * MINUTE);
  });

  test('same seed and clock -> the same publications', async () => {
    const a = runner();
    await a.feed.start({ tick: false });
    await run(a, TEST_NOW + 2 * MINUTE, 10_000);
    await resetDatabase(database);
    const b = runner();
    await b.feed.start({ tick: false });
    await run(b, TEST_NOW + 2 * MINUTE, 10_000);
    expect(b.sent.length).toBeGreaterThan(0);
    expect(b.sent).toEqual(a.sent);
  });

  test('a match runs from kick-off to settlement and closing', { timeout: 120_000 }, async () => {
    const speed = 30;
    const r = runner({ speed });
    await r.feed.start({ tick: false });
    const [first] = await database.db
      .select({ id: events.id, urnId: events.urnId, startTime: events.startTime })
      .from(events)
      .where(
        and(
          eq(events.type, 'match'),
          eq(events.status, MATCH_STATUS.prematch),
          gt(events.startTime, new Date(TEST_NOW)),
        ),
      )
      .orderBy(events.startTime)
      .limit(1);
    if (!first) throw new Error('no upcoming match');
    const statuses = () =>
      r.sent
        .filter(
          (s) => s.event.type === 'match_status_changed' && s.event.data.match_id === first.id,
        )
        .map((s) => (s.event.type === 'match_status_changed' ? s.event.data.status : -1));
    // at 30x every sport's match is over within ~15 minutes of wall time
    const end = first.startTime.getTime() + 20 * MINUTE + CLOSE_DELAY_MS / speed;
    await run(r, end, 10_000);
    expect(
      statuses()
        .filter((s) => s !== 2 && s !== 1)
        .concat(),
    ).toEqual([4, 3]);
    expect(statuses()[0]).toBe(1);
    const [row] = await database.db.select().from(events).where(eq(events.id, first.id));
    expect(row?.status).toBe(3);
    expect(row?.availableMarketsCount).toBe(0);
    const rows = await database.db.select().from(markets).where(eq(markets.eventId, first.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const m of rows) {
      expect(m.status).toBe(-3);
      expect(m.settledAt).not.toBeNull();
      expect(m.outcomes.every((o) => o.result !== undefined && !o.active)).toBe(true);
      // one outcome of a settled winner-type market wins (unless refunded)
      const results = m.outcomes.map((o) => o.result);
      expect(results.some((x) => x === 'win_entire' || x?.startsWith('refund'))).toBe(true);
    }
  });

  test(
    'a restart neither duplicates nor loses matches, and settles what finished meanwhile',
    { timeout: 120_000 },
    async () => {
      const a = runner();
      await a.feed.start({ tick: false });
      await run(a, TEST_NOW + 2 * MINUTE, 30_000);
      const before = await database.db
        .select({ id: events.id, urnId: events.urnId, status: events.status })
        .from(events)
        .where(eq(events.type, 'match'));
      const liveBefore = before.filter((e) => e.status === MATCH_STATUS.live);
      // the server is down for 6 hours: every match live before has finished by then
      const b = runner({}, TEST_NOW + 6 * HOUR);
      await b.feed.start({ tick: false });
      const after = await database.db
        .select({ id: events.id, urnId: events.urnId, status: events.status })
        .from(events)
        .where(eq(events.type, 'match'));
      const byUrn = new Map(after.map((e) => [e.urnId, e]));
      expect(byUrn.size).toBe(after.length);
      for (const e of before) expect(byUrn.get(e.urnId)?.id).toBe(e.id);
      for (const e of liveBefore) expect(byUrn.get(e.urnId)?.status).toBe(4);
      const open = await database.db
        .select({ n: count() })
        .from(markets)
        .where(
          and(
            inArray(
              markets.eventId,
              liveBefore.map((e) => e.id),
            ),
            inArray(markets.status, [...LISTED_MARKET_STATUSES]),
          ),
        );
      expect(open[0]?.n).toBe(0);
      // a second start at the same moment adds nothing
      const total = async () => (await database.db.select({ n: count() }).from(events))[0]?.n;
      const once = await total();
      const c = runner({}, TEST_NOW + 6 * HOUR);
      await c.feed.start({ tick: false });
      expect(await total()).toBe(once);
      expect(once).toBe(after.length + (await outrightCount()));
    },
  );
});

async function outrightCount(): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(events)
    .where(sql`${events.type} <> 'match'`);
  return row?.n ?? 0;
}
