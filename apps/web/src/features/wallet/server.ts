// Server-only face of the wallet: the page frame and the texts read on the server.
export { WalletPage } from './wallet-page';
export { getDepositLabels, getTransactionsLabels } from './wallet-labels';
