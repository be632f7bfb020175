'use client';

import { useSyncExternalStore } from 'react';
import { createQuickBet } from '@sportsbook/betting/quickbet/quick-bet';
import { quickBetStore, type QuickBetSnapshot } from './quick-bet-store';

const SERVER: QuickBetSnapshot = {
  quickBet: createQuickBet({ currency: 'EUR' }),
  account: { isLoggedIn: false, currency: 'EUR', subunits: 100, balance: null },
  notice: null,
};
const get = () => quickBetStore.get();
const subscribe = (listener: () => void) => quickBetStore.subscribe(listener);

/** The quick bet and the account it runs for. */
export function useQuickBet(): QuickBetSnapshot {
  return useSyncExternalStore(subscribe, get, () => SERVER);
}
