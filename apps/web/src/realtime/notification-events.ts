import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationWire, UnreadCountersWire } from '@sportsbook/contract/notifications';
import { notificationKeys, toNotification, type NotificationPage } from '@/api/notifications';

/** Spec §7 unread_counters_changed: the header counter follows without a request. */
export function applyUnreadCounters(client: QueryClient, data: UnreadCountersWire): void {
  client.setQueryData<number>(notificationKeys.counters, data.unread);
}

/** Spec §7 notification: a loaded list shows the new one on top at once (no reload). */
export function applyNotification(client: QueryClient, data: NotificationWire): void {
  const added = toNotification(data);
  client.setQueryData<InfiniteData<NotificationPage, number>>(notificationKeys.list, (list) => {
    const [first, ...rest] = list?.pages ?? [];
    if (!list || !first) return list;
    if (list.pages.some((page) => page.items.some((item) => item.id === added.id))) return list;
    return { ...list, pages: [{ ...first, items: [added, ...first.items] }, ...rest] };
  });
}
