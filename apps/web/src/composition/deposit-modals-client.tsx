'use client';

import { DepositModals, type DepositLabels } from '@/features/wallet';
import { openAccountModal } from '@/session/account-modal-store';
import { closeDepositModal, type DepositModalRequest } from '@/session/deposit-request';
import { useWalletSession } from './use-wallet-session';

const signIn = () => openAccountModal('signIn');

/** The deposit modals composed with the session (loaded lazily by DepositModalHost). */
export default function DepositModalsClient(props: {
  request: DepositModalRequest;
  open: boolean;
  locale: string;
  quickDepositEnabled: boolean;
  depositPath: string;
  labels: DepositLabels;
}) {
  const session = useWalletSession();
  return (
    <DepositModals {...props} session={session} onSignIn={signIn} onClose={closeDepositModal} />
  );
}
