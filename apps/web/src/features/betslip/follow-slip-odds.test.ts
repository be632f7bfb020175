import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addSelection, removeSelection } from '@sportsbook/betting/ticket/construction';
import { liveMarketsKey } from '@/realtime/live-cache';
import { followSlipOdds } from './follow-slip-odds';
import { market, memoryStorage, OPTIONS, selection } from './test-fixtures';
import { createTicketStore } from './ticket-store';

const home = selection(7, 0); // odds 2 of [2, 3, 4]

const setUp = () => {
  const client = new QueryClient();
  const store = createTicketStore(memoryStorage());
  store.setTicket((t) => addSelection(t, home, OPTIONS));
  return { client, store };
};
const observers = (client: QueryClient, matchId: number) =>
  client
    .getQueryCache()
    .find({ queryKey: liveMarketsKey(matchId) })
    ?.getObserversCount() ?? 0;

describe('the slip follows the live markets of the query cache (spec §4 odds update)', () => {
  it('a market change in the cache flags the selection and asks the bettor to confirm', () => {
    const { client, store } = setUp();
    const stop = followSlipOdds(client, store, 'none');
    client.setQueryData(liveMarketsKey(7), [market(7, [2.4, 3, 4])]);
    const [s] = store.getTicket().bets[0]?.selections ?? [];
    expect(s).toMatchObject({ odds: 2.4, acceptedOdds: 2, isChanged: true });
    expect(store.getTicket().state).toBe('ODDS_CHANGED');
    stop();
  });

  it('applies what the cache already holds, in the accept mode given', () => {
    const { client, store } = setUp();
    client.setQueryData(liveMarketsKey(7), [market(7, [2.4, 3, 4])]);
    const stop = followSlipOdds(client, store, 'higher');
    const [s] = store.getTicket().bets[0]?.selections ?? [];
    expect(s).toMatchObject({ odds: 2.4, acceptedOdds: 2.4, isChanged: false });
    expect(store.getTicket().state).toBe('INITIAL');
    stop();
  });

  it('a suspended market suspends the selection', () => {
    const { client, store } = setUp();
    const stop = followSlipOdds(client, store, 'any');
    client.setQueryData(liveMarketsKey(7), [market(7, [2, 3, 4], -1)]);
    expect(store.getTicket().bets[0]?.selections[0]?.isSuspended).toBe(true);
    stop();
  });

  it('observes the entries of the slip’s matches only, and none after stop', () => {
    const { client, store } = setUp();
    const stop = followSlipOdds(client, store, 'none');
    expect(observers(client, 7)).toBe(1);
    store.setTicket((t) => addSelection(t, selection(8, 1), OPTIONS));
    expect(observers(client, 8)).toBe(1);
    store.setTicket((t) => removeSelection(t, home.id));
    expect(observers(client, 7)).toBe(0);
    stop();
    expect(observers(client, 8)).toBe(0);
    client.setQueryData(liveMarketsKey(8), [market(8, [5, 5, 5])]);
    expect(store.getTicket().bets[0]?.selections[0]?.odds).toBe(3);
  });
});
