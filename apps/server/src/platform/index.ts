/**
 * What the platform offers the rest of the server: the site's currencies, the wallet's booking
 * of a bet's money and the player's limits on betting. Everything else under platform/ is its own (dependency-cruiser checks it).
 */
export { EUR_RATE, findCurrency, SITE_CURRENCIES } from './reference';
export {
  AccountNotFoundError,
  InsufficientBalanceError,
  publishBalance,
  recordTransaction,
} from './wallet';
export {
  BET_LIMIT_TYPES,
  betLimitProblems,
  limitReachedDetails,
  type PlayerLimitProblem,
  type LimitReached,
} from './limits/enforce';
export { periodText } from './limits/messages';
export { notifyLimitReached } from './limits/notify';
export { refuseOutOfSession } from './limits/session-limits';
export {
  listNotifications,
  markRead,
  notificationToWire,
  publishNotifications,
  publishUnreadCounters,
  unreadCount,
  writeNotification,
} from './notifications';
export { formatAmount } from './payment-page';
export { parsePushSubscription } from './web-push/subscription';
// the player groups content pages hide blocks for (spec §6)
export { effectiveStatusGroups } from './players';
