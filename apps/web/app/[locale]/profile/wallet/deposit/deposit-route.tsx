'use client';

import { openAccountModal } from '@/features/account/account-modal-store';
import type { DepositLabels } from '@/features/wallet/deposit-labels';
import { DepositView } from '@/features/wallet/deposit-view';
import { useWalletSession } from '@/shell/use-wallet-session';

const signIn = () => openAccountModal('signIn');

/** Composes the deposit view with the session. */
export function DepositRoute(props: {
  locale: string;
  depositPath: string;
  labels: DepositLabels;
}) {
  return <DepositView session={useWalletSession()} onSignIn={signIn} {...props} />;
}
