/** Spec §3 notifications: written with the event they tell of, pushed after it commits. */
export { publishNotifications, publishUnreadCounters, type NotificationTarget } from './publish';
export {
  listNotifications,
  markRead,
  notificationToWire,
  unreadCount,
  writeNotification,
  type NotificationInput,
} from './store';
export { limitTypeName, type NotificationKind } from './texts';
