import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import { myBetsKeys, toPlacedBet } from '@/api/my-bets';
import { platformKeys } from '@/api/platform';
import { wireBet } from '@/api/my-bets-fixtures';
import { onUserChannelSubscribed } from './bet-events';
import { applyRealtimeEvent } from './events';

const flags = { enabledSportTypes: ['regular'], enabledProviders: ['betradar' as const] };
const allKey = myBetsKeys.list({ status: 'all', result: 'all' });
const openKey = myBetsKeys.list({ status: 'open', result: 'all' });

function seeded() {
  const client = new QueryClient();
  const bets = [
    toPlacedBet(wireBet({ bet_id: 'b1', to_cashout: 900 })),
    toPlacedBet(wireBet({ bet_id: 'vip', is_vip: true, bet_status: 'submitted' })),
  ];
  client.setQueryData(allKey, bets);
  client.setQueryData(openKey, bets);
  return { client, bets };
}

const listOf = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<PlacedBet[]>(key) ?? [];

describe('bet_changed (spec §4 live updates of bets)', () => {
  it('replaces the bet in every list and merges selection data by id', () => {
    const { client, bets } = seeded();
    applyRealtimeEvent(
      client,
      {
        type: 'bet_changed',
        data: {
          bet_id: 'b1',
          bet_status: 'done',
          result: 'win_entire',
          win_amount: 2500,
          selections: [{ id: 's1', result: 'win_entire' }],
        },
      },
      flags,
    );
    for (const key of [allKey, openKey]) {
      const [first, second] = listOf(client, key);
      expect(first).toMatchObject({ betStatus: 'done', result: 'win_entire', winAmount: 2500 });
      // the rest of the selection is kept
      expect(first?.selections[0]).toMatchObject({
        result: 'win_entire',
        nameA: 'Lions',
        odds: 2.5,
      });
      expect(second).toBe(bets[1]);
    }
    // a new status may move the bet out of a filtered list: the lists are refetched
    expect(client.getQueryState(openKey)?.isInvalidated).toBe(true);
  });

  it('removes a VIP bet that becomes rejected', () => {
    const { client } = seeded();
    applyRealtimeEvent(
      client,
      { type: 'bet_changed', data: { bet_id: 'vip', bet_status: 'rejected' } },
      flags,
    );
    expect(listOf(client, allKey).map((b) => b.betId)).toEqual(['b1']);
  });

  it('a null offer in bet_changed removes the cashout offer', () => {
    const { client } = seeded();
    applyRealtimeEvent(
      client,
      { type: 'bet_changed', data: { bet_id: 'b1', to_cashout: null } },
      flags,
    );
    expect(listOf(client, allKey)[0]?.toCashout).toBeUndefined();
    // no status change: no refetch needed
    expect(client.getQueryState(allKey)?.isInvalidated).toBe(false);
  });

  it('an unknown bet leaves the lists as they are and refetches them (a new bet)', () => {
    const { client, bets } = seeded();
    applyRealtimeEvent(client, { type: 'bet_changed', data: { bet_id: 'new', stake: 5 } }, flags);
    expect(listOf(client, allKey)).toBe(listOf(client, openKey));
    expect(listOf(client, allKey)).toEqual(bets);
    expect(client.getQueryState(allKey)?.isInvalidated).toBe(true);
  });
});

describe('bet_cashout_changed', () => {
  it('sets the new offer in every list, and null withdraws it', () => {
    const { client } = seeded();
    applyRealtimeEvent(
      client,
      { type: 'bet_cashout_changed', data: { bet_id: 'b1', to_cashout: 1234 } },
      flags,
    );
    expect(listOf(client, allKey)[0]?.toCashout).toBe(1234);
    expect(listOf(client, openKey)[0]?.toCashout).toBe(1234);
    applyRealtimeEvent(
      client,
      { type: 'bet_cashout_changed', data: { bet_id: 'b1', to_cashout: null } },
      flags,
    );
    expect(listOf(client, allKey)[0]?.toCashout).toBeUndefined();
  });

  it('does nothing without a cached list (anonymous) or for an unknown bet', () => {
    const client = new QueryClient();
    applyRealtimeEvent(
      client,
      { type: 'bet_cashout_changed', data: { bet_id: 'b1', to_cashout: 5 } },
      flags,
    );
    expect(client.getQueryData(allKey)).toBeUndefined();
    const { client: seededClient } = seeded();
    const before = listOf(seededClient, allKey);
    applyRealtimeEvent(
      seededClient,
      { type: 'bet_cashout_changed', data: { bet_id: 'zz', to_cashout: 5 } },
      flags,
    );
    expect(listOf(seededClient, allKey)).toBe(before);
  });
});

describe('private channel subscribed', () => {
  it('refetches the bets lists and the balances fetched before it', () => {
    const { client } = seeded();
    client.setQueryData(platformKeys.accounts, []);
    onUserChannelSubscribed(client);
    expect(client.getQueryState(allKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(openKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(platformKeys.accounts)?.isInvalidated).toBe(true);
  });
});
