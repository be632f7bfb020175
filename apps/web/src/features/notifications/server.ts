// Server-only face of the notifications: the header zone reads its texts on the server.
export { HeaderNotifications } from './header-notifications';
