'use client';

import { openAccountModal } from '@/session/account-modal-store';
import { type TransactionsLabels, TransactionsView } from '@/features/wallet';
import { useWalletSession } from '@/composition/use-wallet-session';

const signIn = () => openAccountModal('signIn');

/** Composes the transaction history with the session. */
export function TransactionsRoute(props: { locale: string; labels: TransactionsLabels }) {
  return <TransactionsView session={useWalletSession()} onSignIn={signIn} {...props} />;
}
