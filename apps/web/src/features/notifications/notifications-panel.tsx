'use client';

import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  markAllNotificationsRead,
  markNotificationsRead,
  notificationKeys,
  notificationsQueryOptions,
  type NotificationPage,
  type PlayerNotification,
} from '@/api/notifications';
import { useDateTimePatterns } from '@/i18n/date-patterns';
import { formatDateTime } from '@/i18n/format';
import { localizePath } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import buttonStyles from '@/ui/button.module.css';
import { CloseIcon } from '@/ui/icons';
import type { NotificationLabels } from './labels';
import { PushSwitch } from './push-switch';
import { markedRead } from './read-state';
import styles from './notifications.module.css';

/**
 * The list of spec §3 notifications, newest first, paged ("show more"); an unread one is marked
 * read when opened, or all at once. The counter comes back with each answer.
 */
export function NotificationsPanel({
  labels,
  locale,
  unread,
  onClose,
}: {
  labels: NotificationLabels;
  locale: string;
  unread: number;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const list = useInfiniteQuery(notificationsQueryOptions());
  const afterRead = (ids: readonly number[] | null) => (count: number) => {
    client.setQueryData(notificationKeys.counters, count);
    client.setQueryData<InfiniteData<NotificationPage, number>>(notificationKeys.list, (data) =>
      markedRead(data, ids),
    );
  };
  const readOne = useMutation({
    mutationFn: (id: number) => markNotificationsRead([id]),
    onSuccess: (count, id) => afterRead([id])(count),
  });
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (count) => afterRead(null)(count),
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className={styles.content}>
      <div className={styles.head}>
        <h2 className={styles.title}>{labels.title}</h2>
        {unread > 0 && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.markAll}`}
            onClick={() => readAll.mutate()}
            disabled={readAll.isPending}
            data-testid="notifications-read-all"
          >
            {labels.markAll}
          </button>
        )}
        <button
          type="button"
          className={buttonStyles.icon}
          aria-label={labels.close}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <PushSwitch
        labels={labels}
        localePrefix={localizePath('/', locale as AppLocale).replace(/\/$/, '')}
      />
      {list.isPending ? (
        <p className={styles.status}>{labels.loading}</p>
      ) : list.isError ? (
        <div className={styles.status} role="alert">
          <p>{labels.error}</p>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => void list.refetch()}
          >
            {labels.retry}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.status}>{labels.empty}</p>
      ) : (
        <ul className={styles.list} data-testid="notifications-list">
          {items.map((item) => (
            <Item
              key={item.id}
              item={item}
              labels={labels}
              locale={locale}
              onRead={() => readOne.mutate(item.id)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {labels.loadMore}
        </button>
      )}
    </div>
  );
}

function Item({
  item,
  labels,
  locale,
  onRead,
}: {
  item: PlayerNotification;
  labels: NotificationLabels;
  locale: string;
  onRead: () => void;
}) {
  const patterns = useDateTimePatterns();
  return (
    <li className={styles.item} data-read={item.read} data-testid="notification">
      <div className={styles.itemHead}>
        {!item.read && (
          <span className={styles.dot}>
            <span className="visually-hidden">{labels.unreadMark}</span>
          </span>
        )}
        {/* the server writes in the player's language, which may run the other way than the page */}
        <strong className={styles.itemTitle} dir="auto">
          {item.title}
        </strong>
        <time className={styles.time} dateTime={item.createdAt}>
          {formatDateTime(item.createdAt, locale, { pattern: patterns?.dateTime })}
        </time>
      </div>
      <p className={styles.body} dir="auto">
        {item.body}
      </p>
      {!item.read && (
        <button type="button" className={styles.readButton} onClick={onRead}>
          {labels.markRead}
        </button>
      )}
    </li>
  );
}
