import { describe, expect, test } from 'vitest';
import { fixtureAt, SLOT_MS } from '@/feed/schedule';
import { providerEvents, providerStatusAt } from '@/feed/providers';
import { SPORTS } from '@/feed/sports';
import type { FeedEvent, FeedMarket, SportKey } from '@/feed/types';
import { advance, createFeedState, trackMatch, type FeedState } from './engine';
import { marketId } from './markets';

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
    const live = advanced.matches.filter((m) => m.match.status === 1);
    expect(live.length).toBeGreaterThanOrEqual(30);
    for (const m of live) {
      const r = byKey.get(m.match.key);
      expect([r?.tick, r?.sim]).toEqual([m.tick, m.sim]);
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
            if (m.status === -1) suspensions++;
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
});
