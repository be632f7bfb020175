/** Texts of the notifications zone and panel, read on the server and passed as plain props. */
export interface NotificationLabels {
  label: string;
  unread: string;
  title: string;
  empty: string;
  markAll: string;
  markRead: string;
  unreadMark: string;
  loadMore: string;
  loading: string;
  error: string;
  retry: string;
  close: string;
  pushLabel: string;
  pushHint: string;
  pushBlocked: string;
  pushFailed: string;
}

export const NOTIFICATION_LABEL_KEYS = [
  'label',
  'unread',
  'title',
  'empty',
  'markAll',
  'markRead',
  'unreadMark',
  'loadMore',
  'loading',
  'error',
  'retry',
  'close',
  'pushLabel',
  'pushHint',
  'pushBlocked',
  'pushFailed',
] as const satisfies readonly (keyof NotificationLabels)[];
