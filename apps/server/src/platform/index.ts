/**
 * What the platform offers the rest of the server: the site's currencies and the wallet's booking
 * of a bet's money. Everything else under platform/ is its own (dependency-cruiser checks it).
 */
export { findCurrency, SITE_CURRENCIES } from './reference';
export {
  AccountNotFoundError,
  InsufficientBalanceError,
  publishBalance,
  recordTransaction,
} from './wallet';
