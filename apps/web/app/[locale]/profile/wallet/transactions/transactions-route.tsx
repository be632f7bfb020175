'use client';

import { openAccountModal } from '@/features/account/account-modal-store';
import { TransactionsView, type TransactionsLabels } from '@/features/wallet/transactions-view';
import { useWalletSession } from '@/shell/use-wallet-session';

const signIn = () => openAccountModal('signIn');

/** Composes the transaction history with the session. */
export function TransactionsRoute(props: { locale: string; labels: TransactionsLabels }) {
  return <TransactionsView session={useWalletSession()} onSignIn={signIn} {...props} />;
}
