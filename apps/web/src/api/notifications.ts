import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  notificationsResponseSchema,
  unreadCountersSchema,
  type NotificationWire,
} from '@sportsbook/contract/notifications';
import { notificationKeys } from './account-keys';
import { apiRequest } from './client';

/** Spec §3 Notification in the domain's words. */
export interface PlayerNotification {
  id: number;
  title: string;
  caption: string | null;
  body: string;
  type: string;
  objectType: string | null;
  read: boolean;
  createdAt: string;
}

export const toNotification = (w: NotificationWire): PlayerNotification => ({
  id: w.id,
  title: w.title,
  caption: w.caption,
  body: w.body,
  type: w.type,
  objectType: w.object_type,
  read: w.read,
  createdAt: w.created_at,
});

/** One page of the list and whether another follows. */
export interface NotificationPage {
  items: PlayerNotification[];
  page: number;
  lastPage: number;
}

/** Notifications shown per page of the panel. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export { notificationKeys };

/** GET /notifications: a page, newest first (401 anonymous). */
export async function getNotifications(
  page: number,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/notifications',
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
    schema: notificationsResponseSchema,
    signal,
  });
  return {
    items: answer.data.map(toNotification),
    page: answer.pagination.page,
    lastPage: answer.pagination.last_page,
  };
}

/** GET /notifications/counters: the unread counter. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/notifications/counters',
    schema: unreadCountersSchema,
    signal,
  });
  return answer.unread;
}

/** POST /notifications/read {ids}; answers the unread counter after it. */
export async function markNotificationsRead(ids: readonly number[]): Promise<number> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/notifications/read',
    method: 'POST',
    body: { ids },
    schema: unreadCountersSchema,
  });
  return answer.unread;
}

/** POST /notifications/read-all; answers the unread counter (0). */
export async function markAllNotificationsRead(): Promise<number> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/notifications/read-all',
    method: 'POST',
    schema: unreadCountersSchema,
  });
  return answer.unread;
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counters,
    queryFn: ({ signal }) => getUnreadCount(signal),
  });

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationPage) =>
      last.page < last.lastPage ? last.page + 1 : undefined,
  });
