import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NotificationWire } from '@sportsbook/contract/notifications';
import { notificationKeys, type NotificationPage } from '@/api/notifications';
import { applyRealtimeEvent } from './events';

const flags = { enabledSportTypes: ['regular'], enabledProviders: ['betradar' as const] };

const wire = (id: number): NotificationWire => ({
  id,
  title: 'Bet won',
  caption: null,
  body: `Your bet won ${id}.00 EUR. It is in your balance.`,
  type: 'bet_won',
  object_type: 'bet',
  read: false,
  created_at: '2026-11-25T10:00:00.000Z',
});

const listOf = (client: QueryClient) =>
  client.getQueryData<InfiniteData<NotificationPage, number>>(notificationKeys.list);

describe('notification events (spec §7)', () => {
  it('unread_counters_changed sets the header counter', () => {
    const client = new QueryClient();
    applyRealtimeEvent(client, { type: 'unread_counters_changed', data: { unread: 3 } }, flags);
    expect(client.getQueryData(notificationKeys.counters)).toBe(3);
  });

  it('a notification goes on top of a loaded list, once, in domain words', () => {
    const client = new QueryClient();
    client.setQueryData<InfiniteData<NotificationPage, number>>(notificationKeys.list, {
      pages: [{ items: [], page: 1, lastPage: 1 }],
      pageParams: [1],
    });
    applyRealtimeEvent(client, { type: 'notification', data: wire(7) }, flags);
    applyRealtimeEvent(client, { type: 'notification', data: wire(7) }, flags);
    applyRealtimeEvent(client, { type: 'notification', data: wire(8) }, flags);
    expect(listOf(client)?.pages[0]?.items.map((n) => [n.id, n.objectType, n.read])).toEqual([
      [8, 'bet', false],
      [7, 'bet', false],
    ]);
  });

  it('no list loaded yet: nothing is made up (the panel fetches when opened)', () => {
    const client = new QueryClient();
    applyRealtimeEvent(client, { type: 'notification', data: wire(1) }, flags);
    expect(listOf(client)).toBeUndefined();
  });
});
