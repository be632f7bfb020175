import { describe, expect, it } from 'vitest';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import { eventMatchId } from '@sportsbook/betting/live/event-match';
import { RecentEvents } from './recent-events';

/** A change of one match; the markets count tells events apart in the assertions. */
const odds = (matchId: number, count: number): RealtimeEventWire => ({
  type: 'match_changed',
  data: { id: matchId, available_markets_count: count },
});
const provider: RealtimeEventWire = {
  type: 'provider_status_changed',
  data: { provider: 'oddin', status: 'inactive' },
};

describe('eventMatchId', () => {
  it.each([
    [{ type: 'match_changed', data: { id: 7 } }, 7],
    [{ type: 'markets_changed', data: { match_id: 8, markets: [] } }, 8],
    [
      {
        type: 'match_status_changed',
        data: { match_id: 9, status: 1, is_live: true, is_finished: false },
      },
      9,
    ],
    [provider, null],
    [{ type: 'balance_changed', data: { currency: 'EUR', balance: 100 } }, null],
  ] as [RealtimeEventWire, number | null][])('%o -> %s', (event, id) => {
    expect(eventMatchId(event)).toBe(id);
  });
});

describe('RecentEvents', () => {
  it('returns the events of the asked matches in the order they came', () => {
    const recent = new RecentEvents(10_000, 100);
    const a1 = odds(1, 1);
    const b1 = odds(2, 2);
    const a2 = odds(1, 3);
    recent.add([a1, b1], 0);
    recent.add([a2, provider], 10);
    expect(recent.forMatches(new Set([1]), 20)).toEqual([a1, a2]);
    expect(recent.forMatches(new Set([1, 2]), 20)).toEqual([a1, b1, a2]);
    expect(recent.forMatches(new Set([3]), 20)).toEqual([]);
    // events about no match are not kept
    expect(recent.size).toBe(3);
  });

  it('forgets events older than the window', () => {
    const recent = new RecentEvents(1_000, 100);
    const old = odds(1, 1);
    const fresh = odds(1, 2);
    recent.add([old], 0);
    recent.add([fresh], 900);
    expect(recent.forMatches(new Set([1]), 1_000)).toEqual([old, fresh]);
    expect(recent.forMatches(new Set([1]), 1_001)).toEqual([fresh]);
    expect(recent.forMatches(new Set([1]), 5_000)).toEqual([]);
    expect(recent.size).toBe(0);
  });

  it('keeps at most maxEvents, dropping the oldest', () => {
    const recent = new RecentEvents(60_000, 3);
    const events = [1, 2, 3, 4, 5].map((n) => odds(1, n));
    for (const [i, e] of events.entries()) recent.add([e], i);
    expect(recent.size).toBe(3);
    expect(recent.forMatches(new Set([1]), 10)).toEqual(events.slice(2));
  });
});
