// Face of the wallet (deposit, transactions). Server-only parts: ./server.ts.
export type { DepositLabels } from './deposit-labels';
export { DepositModals, depositModalOf, type DepositModalsProps } from './deposit-modals';
export { DepositView } from './deposit-view';
export { TransactionsView, type TransactionsLabels } from './transactions-view';
export type { WalletSession } from './wallet-types';
// spec §2 "Modals (opened by events)": the event any code fires to open a deposit modal (the
// header, a low balance in the slip, the host page's deposit message)
export {
  closeDepositModal,
  openDepositModal,
  type DepositModalKind,
  type DepositModalRequest,
  type DepositModalSource,
} from '@/session/deposit-request';
