import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { MarketWire, OutcomeWire } from '@sportsbook/contract/market';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { Market } from '../catalog/types';
import type { MarketStatus } from '../ticket/types';
import { coalesceEvents, coalesceMarketsChanged } from './coalesce-events';
import { applyMarketsUpdate } from './markets-update';

const URN = 'sr:match:1';

const outcome = (
  marketId: number,
  outcomeId: string,
  odds: number,
  active = true,
): OutcomeWire => ({
  id: `${URN}/${marketId}/${outcomeId}/`,
  outcome_id: outcomeId,
  name: outcomeId,
  active,
  odds,
});

const market = (
  marketId: number,
  outcomes: OutcomeWire[],
  status: MarketStatus = 1,
  name = `market ${marketId}`,
): MarketWire => ({
  match_urn_id: URN,
  market_id: marketId,
  name,
  status,
  specifier: '',
  outcomes,
  market_groups: ['main'],
  priority: marketId,
  most_balanced: false,
  next_bet_stop: null,
  custom_bet_groups: [],
  provider: 'betradar',
});

const changed = (matchId: number, markets: MarketWire[]): RealtimeEventWire => ({
  type: 'markets_changed',
  data: { match_id: matchId, markets },
});

// the web's wire -> domain mapping, reduced to what applyMarketsUpdate reads
const toDomain = (m: MarketWire): Market => ({
  matchUrnId: m.match_urn_id,
  marketId: m.market_id,
  name: m.name,
  status: m.status,
  specifier: m.specifier,
  outcomes: m.outcomes.map((o) => ({
    id: o.id,
    outcomeId: o.outcome_id,
    name: o.name,
    active: o.active,
    odds: o.odds,
  })),
  priority: m.priority,
  provider: m.provider,
});

/** Per match, the markets after applying the events one by one. */
function applied(start: Market[], events: readonly RealtimeEventWire[]): Map<number, Market[]> {
  const state = new Map<number, Market[]>();
  for (const e of events) {
    if (e.type !== 'markets_changed') continue;
    const current = state.get(e.data.match_id) ?? start;
    state.set(e.data.match_id, applyMarketsUpdate(current, e.data.markets.map(toDomain)));
  }
  return state;
}

describe('coalesceEvents', () => {
  test('odds changes of one match in a frame become one event with every last price', () => {
    const events = [
      changed(1, [market(1, [outcome(1, '1', 2.1)])]),
      changed(2, [market(1, [outcome(1, '1', 5)])]),
      changed(1, [market(1, [outcome(1, '2', 3.3)])]),
      changed(1, [market(1, [outcome(1, '1', 2.2)])]),
    ];
    expect(coalesceEvents(events)).toEqual([
      changed(1, [market(1, [outcome(1, '1', 2.2), outcome(1, '2', 3.3)])]),
      changed(2, [market(1, [outcome(1, '1', 5)])]),
    ]);
  });

  test('a market the open change does not list starts a new one (new markets keep their order)', () => {
    const events = [
      changed(1, [market(1, [outcome(1, '1', 2.1)])]),
      changed(1, [market(2, [outcome(2, 'x', 1.5)])]),
      changed(1, [market(2, [outcome(2, 'x', 1.6)])]),
    ];
    expect(coalesceEvents(events)).toEqual([
      events[0],
      changed(1, [market(2, [outcome(2, 'x', 1.6)])]),
    ]);
  });

  test('a suspension after a price keeps the price and takes the status', () => {
    const events = [
      changed(1, [market(1, [outcome(1, '1', 2.1)])]),
      changed(1, [market(1, [], -1)]),
    ];
    expect(coalesceEvents(events)).toEqual([changed(1, [market(1, [outcome(1, '1', 2.1)], -1)])]);
  });

  test('a market that is not allowed in either update keeps the two events apart', () => {
    const events = [
      changed(1, [market(1, [outcome(1, '1', 2.1)], 0)]),
      changed(1, [market(1, [outcome(1, '2', 3)])]),
    ];
    expect(coalesceEvents(events)).toEqual(events);
  });

  test('a market listed without outcomes, then with some, keeps the two events apart', () => {
    // the first update drops the market when the match lacks it; the second adds it after the others
    const events = [
      changed(1, [market(1, [outcome(1, '1', 2.1)]), market(3, [])]),
      changed(1, [market(3, [outcome(3, '1', 1.5)])]),
    ];
    expect(coalesceEvents(events)).toEqual(events);
    const apart = applied([], events);
    expect(apart.get(1)?.map((m) => m.marketId)).toEqual([1, 3]);
  });

  test('a market an update lists twice, first not allowed, is not merged into', () => {
    const events = [
      changed(1, [market(1, [], 0), market(1, [outcome(1, '1', 2)])]),
      changed(1, [market(1, [outcome(1, '1', 1.5)])]),
    ];
    expect(applied([], coalesceEvents(events))).toEqual(applied([], events));
    expect(coalesceEvents(events)).toEqual(events);
  });

  test("another event of the match closes its open change; others' events do not", () => {
    const status: RealtimeEventWire = {
      type: 'match_status_changed',
      data: { match_id: 1, status: 4, is_live: false, is_finished: true },
    };
    const provider: RealtimeEventWire = {
      type: 'provider_status_changed',
      data: { provider: 'oddin', status: 'active' },
    };
    const events = [
      changed(1, [market(1, [outcome(1, '1', 2.1)])]),
      provider,
      status,
      changed(1, [market(1, [outcome(1, '1', 2.2)])]),
      changed(1, [market(1, [outcome(1, '1', 2.3)])]),
    ];
    expect(coalesceEvents(events)).toEqual([
      events[0],
      provider,
      status,
      changed(1, [market(1, [outcome(1, '1', 2.3)])]),
    ]);
  });

  test('server publications merge per channel set only', () => {
    const items = [
      { channels: ['a'], event: changed(1, [market(1, [outcome(1, '1', 2)])]) },
      { channels: ['b'], event: changed(1, [market(1, [outcome(1, '1', 3)])]) },
      { channels: ['a'], event: changed(1, [market(1, [outcome(1, '1', 4)])]) },
    ];
    const out = coalesceMarketsChanged(
      items,
      (i) => i.event,
      (i, event) => ({ ...i, event }),
      (i) => i.channels.join(),
    );
    expect(out.map((o) => [o.channels, o.event])).toEqual([
      [['a'], changed(1, [market(1, [outcome(1, '1', 4)])])],
      [['b'], changed(1, [market(1, [outcome(1, '1', 3)])])],
    ]);
  });

  test('property: applying the coalesced events equals applying each one in order', () => {
    const outcomeArb = fc.record({
      market: fc.constantFrom(1, 2, 3),
      id: fc.constantFrom('1', '2', '3'),
      odds: fc.constantFrom(1.5, 2, 2.5, 3),
      active: fc.boolean(),
    });
    const marketArb = fc.record({
      id: fc.constantFrom(1, 2, 3),
      status: fc.constantFrom<MarketStatus>(1, 1, 1, -1, 0, -2),
      name: fc.constantFrom('a', 'b'),
      // outcome ids are unique within a market
      outcomes: fc.uniqueArray(outcomeArb, { selector: (o) => o.id, maxLength: 3 }),
    });
    const toWire = (m: {
      id: number;
      status: MarketStatus;
      name: string;
      outcomes: { id: string; odds: number; active: boolean }[];
    }) =>
      market(
        m.id,
        m.outcomes.map((o) => outcome(m.id, o.id, o.odds, o.active)),
        m.status,
        m.name,
      );
    const eventArb = fc.oneof(
      fc
        .record({ match: fc.constantFrom(1, 2), markets: fc.array(marketArb, { maxLength: 3 }) })
        .map(({ match, markets }) => changed(match, markets.map(toWire))),
      fc.constantFrom(1, 2).map((id): RealtimeEventWire => ({
        type: 'match_changed',
        data: { id, total_score: null },
      })),
    );
    const startArb = fc.array(marketArb, { maxLength: 3 });
    fc.assert(
      fc.property(startArb, fc.array(eventArb, { maxLength: 12 }), (start, events) => {
        const initial = applyMarketsUpdate([], start.map(toWire).map(toDomain));
        expect(applied(initial, coalesceEvents(events))).toEqual(applied(initial, events));
      }),
      { numRuns: 2000 },
    );
  });
});
