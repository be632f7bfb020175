// Face of the notifications (client code). Server-only parts: ./server.ts.
export { NotificationsZone } from './notifications-zone';
export type { NotificationLabels } from './labels';
