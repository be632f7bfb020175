'use client';

import { useMemo } from 'react';
import { QUICK_DEPOSIT_GROUP } from '@/api/platform-types';
import { useAccounts, useAuthStatus, usePlayer } from '@/session/session';
import type { WalletSession } from '@/features/wallet';

/** The session as the wallet pages read it (composed here: features do not import each other). */
export function useWalletSession(): WalletSession {
  const status = useAuthStatus();
  const player = usePlayer();
  const accounts = useAccounts();
  return useMemo((): WalletSession => {
    if (status === 'notLoggedIn') return { state: 'anonymous' };
    if (status !== 'loggedIn' || !player) return { state: 'loading' };
    return {
      state: 'player',
      quickDepositAllowed: player.statuses.some((group) => group.id === QUICK_DEPOSIT_GROUP),
      accounts: accounts.map((a) => ({
        currency: a.currency,
        balance: a.balance,
        active: a.active,
      })),
    };
  }, [status, player, accounts]);
}
