'use client';

import { openAccountModal } from '@/session/account-modal-store';
import { StakePresetsEditor, type StakePresetsLabels } from '@/features/settings';
import { type DepositLabels, DepositView } from '@/features/wallet';
import { useWalletSession } from '@/composition/use-wallet-session';

const signIn = () => openAccountModal('signIn');

/** Composes the deposit view and the stake presets with the session. */
export function DepositRoute({
  stakeLabels,
  ...props
}: {
  locale: string;
  quickDepositEnabled: boolean;
  depositPath: string;
  labels: DepositLabels;
  stakeLabels: StakePresetsLabels;
}) {
  const session = useWalletSession();
  const active =
    session.state === 'player'
      ? (session.accounts.find((a) => a.active) ?? session.accounts[0])
      : undefined;
  return (
    <>
      <DepositView session={session} onSignIn={signIn} {...props} />
      {active ? <StakePresetsEditor currency={active.currency} labels={stakeLabels} /> : null}
    </>
  );
}
