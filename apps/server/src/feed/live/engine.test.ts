import { describe, expect, test } from 'vitest';
import { MODELS } from '@/feed/models';
import { fixtureAt, SLOT_MS, type Fixture } from '@/feed/schedule/fixtures';
import { interruptionOf, tickRng, tickTime, type Interruption } from '@/feed/schedule/ticks';
import { providerEvents, providerStatusAt } from '@/feed/providers';
import { SPORTS } from '@/feed/sports';
import type { FeedEvent, FeedMarket, SportKey } from '@/feed/types';
import { advance, createFeedState, trackMatch, type FeedState } from './engine';
import { marketId } from './markets';
import {
  isLive,
  isMarketAllowed,
  isStopped,
  MARKET_STATUS,
} from '@sportsbook/betting/catalog/status';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const MIN = 60_000;
const ACTIVE = { betradar: 'active', oddin: 'active', betconstruct: 'active' } as const;
const RESULTS = new Set([
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
]);

function slotOf(seed: number, sport: SportKey, after: number): number {
  for (let slot = Math.ceil(after / SLOT_MS); ; slot++)
    if (fixtureAt(seed, slot).sportKey === sport) return slot;
}

function only(state: FeedState, slot: number): FeedState {
  return { ...state, matches: state.matches.filter((m) => m.slot === slot) };
}

describe('advance', () => {
  test('same seed and clock give the same events and state', () => {
    const a = advance(createFeedState(42, NOW), NOW, NOW + 5 * MIN, 42);
    const b = advance(createFeedState(42, NOW), NOW, NOW + 5 * MIN, 42);
    expect(b).toEqual(a);
    const types = new Set(a.events.map((e) => e.type));
    expect(types.has('match_changed') && types.has('markets_changed')).toBe(true);
    for (let i = 1; i < a.events.length; i++)
      expect(a.events[i]?.at).toBeGreaterThanOrEqual(a.events[i - 1]?.at ?? 0);
  });

  test('another seed gives other events', () => {
    const a = advance(createFeedState(1, NOW), NOW, NOW + 2 * MIN, 1);
    const b = advance(createFeedState(2, NOW), NOW, NOW + 2 * MIN, 2);
    expect(b.events).not.toEqual(a.events);
  });

  test('does not mutate its input and rejects a foreign seed', () => {
    const state = createFeedState(42, NOW);
    const copy = structuredClone(state);
    advance(state, NOW, NOW + 3 * MIN, 42);
    expect(state).toEqual(copy);
    expect(() => advance(state, NOW, NOW + MIN, 43)).toThrow(RangeError);
  });

  test('a restart agrees with a running engine: state rebuilt at t equals the state advanced to t', () => {
    const t = NOW + 10 * MIN;
    const advanced = advance(createFeedState(42, NOW), NOW, t, 42).state;
    const rebuilt = createFeedState(42, t);
    const byKey = new Map(rebuilt.matches.map((m) => [m.match.key, m]));
    const live = advanced.matches.filter((m) => isLive(m.match.status));
    expect(live.length).toBeGreaterThanOrEqual(30);
    for (const m of live) {
      const r = byKey.get(m.match.key);
      expect([r?.tick, r?.sim, r?.match.status]).toEqual([m.tick, m.sim, m.match.status]);
    }
  });

  test('cutting time into many calls plays a match the same as one call', () => {
    const slot = slotOf(42, 'soccer', NOW - 30 * MIN);
    const tracked = trackMatch(42, slot, NOW);
    const start: FeedState = {
      seed: 42,
      speed: 1,
      at: NOW,
      matches: tracked ? [tracked] : [],
      providers: ACTIVE,
    };
    expect(tracked?.match.status).toBe(1);
    const one = advance(start, NOW, NOW + 30 * MIN, 42);
    let state = start;
    const events: FeedEvent[] = [];
    for (let t = NOW; t < NOW + 30 * MIN; t += 7 * MIN + 13) {
      const r = advance(state, t, Math.min(t + 7 * MIN + 13, NOW + 30 * MIN), 42);
      state = only(r.state, slot);
      events.push(
        ...r.events.filter(
          (e) => e.type !== 'provider_status_changed' && e.matchKey === fixtureAt(42, slot).key,
        ),
      );
    }
    const key = fixtureAt(42, slot).key;
    expect(state.matches[0]?.sim).toEqual(one.state.matches.find((m) => m.match.key === key)?.sim);
    expect(events).toEqual(
      one.events.filter((e) => e.type !== 'provider_status_changed' && e.matchKey === key),
    );
  });

  test('providers go inactive now and then and come back, as events of advance', () => {
    const day = providerEvents(42, NOW, NOW + 24 * 60 * MIN);
    expect(day.some((e) => e.type === 'provider_status_changed' && e.status === 'inactive')).toBe(
      true,
    );
    const first = day[0];
    if (first?.type !== 'provider_status_changed') throw new Error('no outage in a day');
    expect(providerStatusAt(42, first.provider, first.at)).toBe(first.status);
    const empty: FeedState = {
      seed: 42,
      speed: 1,
      at: first.at - MIN,
      matches: [],
      providers: ACTIVE,
    };
    const r = advance(empty, first.at - MIN, first.at, 42);
    expect(r.events.filter((e) => e.type === 'provider_status_changed')).toEqual([first]);
    expect(r.state.providers[first.provider]).toBe(first.status);
  });

  test.each(SPORTS.map((s) => s.key))(
    '%s: kick-off to finish, every market settled with valid results',
    (sport) => {
      const speed = 30;
      const slot = slotOf(11, sport, NOW + 5 * MIN);
      const fx = fixtureAt(11, slot);
      const tracked = trackMatch(11, slot, fx.startTime - MIN, { speed });
      let state: FeedState = {
        seed: 11,
        speed,
        at: fx.startTime - MIN,
        matches: tracked ? [tracked] : [],
        providers: ACTIVE,
      };
      expect(state.matches[0]?.match.status).toBe(0);
      const seen = new Map<string, FeedMarket>();
      const settled = new Map<string, FeedMarket>();
      const statuses: number[] = [];
      let scoreChanges = 0;
      let suspensions = 0;
      for (const m of state.matches[0]?.markets ?? []) seen.set(marketId(m), m);
      for (
        let t = fx.startTime - MIN;
        t < fx.startTime + 6 * 60 * MIN && !statuses.includes(4);
        t += MIN
      ) {
        const r = advance(state, t, t + MIN, 11);
        state = only(r.state, slot);
        for (const e of r.events) {
          if (e.type === 'provider_status_changed' || e.matchKey !== fx.key) continue;
          if (e.type === 'match_status_changed') statuses.push(e.status);
          if (e.type === 'match_changed' && e.match.totalScore)
            scoreChanges = Math.max(
              scoreChanges,
              e.match.totalScore.home + e.match.totalScore.away,
            );
          if (e.type !== 'markets_changed') continue;
          for (const m of e.markets) {
            seen.set(marketId(m), m);
            if (m.status === MARKET_STATUS.suspended) suspensions++;
            if (m.outcomes.some((o) => o.result)) settled.set(marketId(m), m);
            for (const o of m.outcomes) expect(o.odds).toBeGreaterThan(1);
          }
        }
      }
      expect(statuses).toEqual([1, 4]);
      expect(state.matches).toEqual([]);
      expect(scoreChanges).toBeGreaterThan(0);
      if (sport === 'soccer') expect(suspensions).toBeGreaterThan(0);
      expect([...settled.keys()].sort()).toEqual([...seen.keys()].sort());
      for (const m of settled.values()) {
        expect(m.status).toBe(-3);
        for (const o of m.outcomes) expect(RESULTS.has(o.result ?? '')).toBe(true);
        // exactly one winner in a winner market, unless it was refunded as a dead heat
        if (
          m.marketId !== 10 &&
          m.specifier === '' &&
          m.outcomes.every((o) => o.result !== 'refund_entire')
        ) {
          expect(m.outcomes.filter((o) => o.result === 'win_entire')).toHaveLength(1);
        }
      }
    },
  );

  describe('interruption (status 2)', () => {
    /** The first soccer fixture from `after` on whose plan interrupts it mid-match. */
    function interrupted(seed: number, after: number): { fx: Fixture; plan: Interruption } {
      for (let slot = Math.ceil(after / SLOT_MS); ; slot++) {
        const fx = fixtureAt(seed, slot);
        const plan = interruptionOf(seed, fx);
        if (fx.sportKey === 'soccer' && plan) return { fx, plan };
      }
    }

    /** Steps of the match played without any interruption. */
    function plainLength(seed: number, fx: Fixture): number {
      const model = MODELS[fx.sportKey];
      let s = model.init(fx.info);
      let i = 0;
      while (!model.finished(s)) s = model.step(s, tickRng(seed, fx.key, ++i), fx.info).state;
      return i;
    }

    test('about one match in 15 has one, a few minutes long, early enough to happen', () => {
      let n = 0;
      for (let slot = 0; slot < 3000; slot++) {
        const fx = fixtureAt(8, 16_000_000 + slot);
        const plan = interruptionOf(8, fx);
        if (!plan) continue;
        n++;
        const tickMs = MODELS[fx.sportKey].tickMs;
        expect(plan.from).toBeGreaterThanOrEqual(1);
        expect(plan.ticks * tickMs).toBeGreaterThanOrEqual(Math.min(tickMs, 2 * MIN) - 1);
        expect(plan.ticks * tickMs).toBeLessThanOrEqual(Math.max(tickMs, 5 * MIN) + tickMs);
      }
      expect(n / 3000).toBeGreaterThan(1 / 25);
      expect(n / 3000).toBeLessThan(1 / 10);
    });

    test('a match goes 1 -> 2 -> 1 -> 4, suspended and with its clock still while stopped', () => {
      const seed = 11;
      const speed = 30;
      const { fx, plan } = interrupted(seed, NOW);
      const tracked = trackMatch(seed, fx.slot, fx.startTime - MIN, { speed });
      let state: FeedState = {
        seed,
        speed,
        at: fx.startTime - MIN,
        matches: tracked ? [tracked] : [],
        providers: ACTIVE,
      };
      const events: FeedEvent[] = [];
      for (let t = fx.startTime - MIN; t < fx.startTime + 6 * 60 * MIN; t += MIN) {
        const r = advance(state, t, t + MIN, seed);
        state = only(r.state, fx.slot);
        events.push(
          ...r.events.filter((e) => e.type !== 'provider_status_changed' && e.matchKey === fx.key),
        );
        if (state.matches.length === 0) break;
      }
      const changes = events.flatMap((e) =>
        e.type === 'match_status_changed' ? [[e.previousStatus, e.status]] : [],
      );
      expect(changes).toEqual([
        [0, 1],
        [1, 2],
        [2, 1],
        [1, 4],
      ]);
      const at = (prev: number, status: number): number =>
        events.find(
          (e) =>
            e.type === 'match_status_changed' && e.previousStatus === prev && e.status === status,
        )?.at ?? Number.NaN;
      const stoppedAt = at(1, 2);
      const resumedAt = at(2, 1);
      // the pause lasts the plan's ticks and the match ends that much later than unpaused
      expect(resumedAt).toBe(tickTime(fx, plan.from + plan.ticks + 1, speed));
      expect(stoppedAt).toBe(tickTime(fx, plan.from + 1, speed));
      expect(at(1, 4)).toBe(tickTime(fx, plainLength(seed, fx) + plan.ticks, speed));

      const during = events.filter((e) => e.at >= stoppedAt && e.at < resumedAt);
      const suspended = during.find((e) => e.type === 'markets_changed');
      if (suspended?.type !== 'markets_changed') throw new Error('no markets_changed at the stop');
      expect(suspended.markets.length).toBeGreaterThan(0);
      for (const m of suspended.markets) {
        expect(m.status).toBe(-1);
        expect(m.outcomes.every((o) => !o.active)).toBe(true);
      }
      for (const e of during) {
        if (e.type === 'markets_changed')
          expect(e.markets.some((m) => m.outcomes.some((o) => o.active))).toBe(false);
        if (e.type === 'match_changed') {
          expect(e.match.status).toBe(2);
          expect(e.match.clock?.stopped).toBe(true);
        }
      }
      const stopped = during.find((e) => e.type === 'match_changed');
      const resumed = events.find((e) => e.type === 'match_changed' && e.at === resumedAt);
      if (stopped?.type !== 'match_changed' || resumed?.type !== 'match_changed')
        throw new Error('no match_changed at the stop and the resumption');
      expect(resumed.match.status).toBe(1);
      // minutes of wall time passed, yet the match clock moved by a single tick
      expect((resumedAt - stoppedAt) * speed).toBeGreaterThanOrEqual(2 * MIN - 10_000);
      expect((resumed.match.clock?.matchTime ?? 0) - (stopped.match.clock?.matchTime ?? 0)).toBe(
        MODELS.soccer.tickMs / 1000,
      );
      // trading opens again after the resumption
      const reopened = events.find(
        (e) =>
          e.type === 'markets_changed' &&
          e.at >= resumedAt &&
          e.markets.some((m) => isMarketAllowed(m.status) && m.outcomes.some((o) => o.active)),
      );
      expect(reopened).toBeDefined();
    });

    test('a restart during the stop rebuilds the stopped match, like the running engine', () => {
      const seed = 42;
      const { fx, plan } = interrupted(seed, NOW + 30 * MIN);
      const before = fx.startTime - MIN;
      const t = tickTime(fx, plan.from + Math.ceil(plan.ticks / 2), 1) + 1;
      const tracked = trackMatch(seed, fx.slot, before);
      const start: FeedState = {
        seed,
        speed: 1,
        at: before,
        matches: tracked ? [tracked] : [],
        providers: ACTIVE,
      };
      const advanced = advance(start, before, t, seed).state.matches.find(
        (m) => m.slot === fx.slot,
      );
      const rebuilt = createFeedState(seed, t).matches.find((m) => m.slot === fx.slot);
      const single = trackMatch(seed, fx.slot, t);
      expect(advanced?.match.status).toBe(2);
      for (const m of [rebuilt, single]) {
        expect([m?.match.status, m?.tick, m?.sim]).toEqual([2, advanced?.tick, advanced?.sim]);
        expect(m?.match.isLive).toBe(true);
        expect(m?.markets.every((x) => x.status === MARKET_STATUS.suspended)).toBe(true);
      }
      // and both go on the same way
      const end = t + 20 * MIN;
      const a = advance({ ...start, at: t, matches: advanced ? [advanced] : [] }, t, end, seed);
      const b = advance({ ...start, at: t, matches: rebuilt ? [rebuilt] : [] }, t, end, seed);
      const statuses = (r: typeof a): number[] =>
        r.events.flatMap((e) =>
          e.type === 'match_status_changed' && e.matchKey === fx.key ? [e.status] : [],
        );
      expect(statuses(b)).toEqual(statuses(a));
      expect(statuses(a)).toEqual([1]);
      expect(b.state.matches.find((m) => m.slot === fx.slot)?.sim).toEqual(
        a.state.matches.find((m) => m.slot === fx.slot)?.sim,
      );
    });

    test('cutting time into many calls plays an interrupted match the same as one call', () => {
      const seed = 42;
      const { fx } = interrupted(seed, NOW);
      const from = fx.startTime - MIN;
      const tracked = trackMatch(seed, fx.slot, from);
      const start: FeedState = {
        seed,
        speed: 1,
        at: from,
        matches: tracked ? [tracked] : [],
        providers: ACTIVE,
      };
      const end = from + 60 * MIN;
      const mine = (r: { events: FeedEvent[] }): FeedEvent[] =>
        r.events.filter((e) => e.type !== 'provider_status_changed' && e.matchKey === fx.key);
      const one = advance(start, from, end, seed);
      let state = start;
      const events: FeedEvent[] = [];
      for (let t = from; t < end; t += 3 * MIN + 7) {
        const r = advance(state, t, Math.min(t + 3 * MIN + 7, end), seed);
        state = only(r.state, fx.slot);
        events.push(...mine(r));
      }
      expect(events).toEqual(mine(one));
      expect(events.some((e) => e.type === 'match_status_changed' && isStopped(e.status))).toBe(
        true,
      );
    });
  });
});
