import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Market } from '@sportsbook/betting/catalog/types';
import * as wire from '@sportsbook/contract/test-fixtures';
import type { MatchWire } from '@sportsbook/contract/match';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import { toMatch, type MatchView } from '@/api/catalogue/types';
import { applyRealtimeEvent } from './events';
import { liveMarketsKey, liveMatchKey, seedEvents, shownMatchIds } from './live-cache';
import { RecentEvents } from './recent-events';

const flags = { enabledSportTypes: ['regular', 'cyber'], enabledProviders: ['betradar'] } as const;
const matchWire = (id: number, homeOdds: number): MatchWire =>
  ({
    ...wire.match,
    id,
    main_market: {
      ...wire.market,
      outcomes: wire.market.outcomes.map((o, i) => (i === 0 ? { ...o, odds: homeOdds } : o)),
    },
  }) as MatchWire;
const oddsEvent = (id: number, homeOdds: number): RealtimeEventWire => ({
  type: 'markets_changed',
  data: {
    match_id: id,
    markets: [matchWire(id, homeOdds).main_market as NonNullable<MatchWire['main_market']>],
  },
});
const homeOdds = (client: QueryClient, id: number) =>
  client.getQueryData<Market[]>(liveMarketsKey(id))?.[0]?.outcomes[0]?.odds;

describe('live entries fed by publications', () => {
  it('an odds change reaches the match it is about and no other', () => {
    const client = new QueryClient();
    seedEvents(client, [toMatch(matchWire(1, 2.5)), toMatch(matchWire(2, 2.5))]);
    applyRealtimeEvent(client, oddsEvent(1, 3.75), flags);
    expect(homeOdds(client, 1)).toBe(3.75);
    expect(homeOdds(client, 2)).toBe(2.5);
  });

  it('drops events of a provider the feature flags disable (spec §5)', () => {
    const client = new QueryClient();
    seedEvents(client, [toMatch(matchWire(1, 2.5))]);
    applyRealtimeEvent(client, oddsEvent(1, 3.75), { ...flags, enabledProviders: ['oddin'] });
    expect(homeOdds(client, 1)).toBe(2.5);
  });

  it('a status change updates the match entry', () => {
    const client = new QueryClient();
    seedEvents(client, [toMatch(matchWire(1, 2.5))]);
    applyRealtimeEvent(
      client,
      {
        type: 'match_status_changed',
        data: { match_id: 1, status: 4, is_live: false, is_finished: true },
      },
      flags,
    );
    const match = client.getQueryData<MatchView>(liveMatchKey(1));
    expect(match).toMatchObject({ status: 4, isLive: false, isFinished: true });
  });

  it('replaying recent publications onto an older snapshot keeps the newer odds', () => {
    const client = new QueryClient();
    const recent = new RecentEvents(15_000, 100);
    seedEvents(client, [toMatch(matchWire(1, 2.5))]);
    const change = oddsEvent(1, 6.5);
    applyRealtimeEvent(client, change, flags);
    recent.add([change], 0);
    // a snapshot read before the change arrives after it
    seedEvents(client, [toMatch(matchWire(1, 2.5))]);
    expect(homeOdds(client, 1)).toBe(2.5);
    for (const e of recent.forMatches(new Set([1]), 10)) applyRealtimeEvent(client, e, flags);
    expect(homeOdds(client, 1)).toBe(6.5);
  });

  it('shownMatchIds lists only matches some component reads', () => {
    const client = new QueryClient();
    seedEvents(client, [toMatch(matchWire(1, 2.5)), toMatch(matchWire(2, 2.5))]);
    expect(shownMatchIds(client)).toEqual([]);
    const observer = new QueryObserver(client, {
      queryKey: liveMatchKey(2),
      enabled: false,
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    expect(shownMatchIds(client)).toEqual([2]);
    stop();
    expect(shownMatchIds(client)).toEqual([]);
  });
});
