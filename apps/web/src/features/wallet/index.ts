// Face of the wallet (deposit, transactions). Server-only parts: ./server.ts.
export type { DepositLabels } from './deposit-labels';
export { DepositView } from './deposit-view';
export { TransactionsView, type TransactionsLabels } from './transactions-view';
export type { WalletSession } from './wallet-types';
