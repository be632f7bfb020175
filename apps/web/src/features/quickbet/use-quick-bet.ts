'use client';

import { createQuickBet } from '@sportsbook/betting/quickbet/quick-bet';
import { useStore } from '@/lib/use-store';
import { quickBetStore, type QuickBetSnapshot } from './quick-bet-store';

const SERVER: QuickBetSnapshot = {
  quickBet: createQuickBet({ currency: 'EUR' }),
  account: { isLoggedIn: false, currency: 'EUR', subunits: 100, balance: null },
  notice: null,
};

/** The quick bet and the account it runs for. */
export function useQuickBet(): QuickBetSnapshot {
  return useStore(quickBetStore, SERVER);
}
