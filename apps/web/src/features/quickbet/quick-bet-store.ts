import {
  createQuickBet,
  quickBetAfterBalance,
  setQuickBetCurrency,
  toggleQuickBet,
  type QuickBetState,
} from '@sportsbook/betting/quickbet/quick-bet';
import { createStore } from '@/lib/store';
import { isBoolean, isNonEmptyString, isNonNegativeInt, isRecord } from '@/lib/stored-guards';

/** Spec §9 stored key of the quick-bet settings (on/off, stake, currency, approval). */
export const QUICK_BET_STORAGE_KEY = 'quick bet';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
type Listener = () => void;

/** What the quick bet needs from the account: who may use it and in which currency. */
export interface QuickBetAccount {
  isLoggedIn: boolean;
  currency: string;
  subunits: number;
  /** Balance in minor units of the currency; null when unknown. */
  balance: number | null;
}

export interface QuickBetSnapshot {
  quickBet: QuickBetState;
  account: QuickBetAccount;
  /** A refusal to show (a message key), until the next action. */
  notice: string | null;
}

interface StoredQuickBet {
  isEnabled: boolean;
  stake: number;
  currency: string;
  isApproved: boolean;
}

/** The four stored settings only (other keys are dropped), or null when one is missing or wrong. */
function storedQuickBet(value: unknown): StoredQuickBet | null {
  if (!isRecord(value)) return null;
  const { isEnabled, stake, currency, isApproved } = value;
  if (!isBoolean(isEnabled) || !isNonNegativeInt(stake)) return null;
  if (!isNonEmptyString(currency) || !isBoolean(isApproved)) return null;
  return { isEnabled, stake, currency, isApproved };
}

/** The stored settings, or a fresh quick bet (off) when missing or unreadable. */
export function readStoredQuickBet(raw: string | null, currency: string): QuickBetState {
  try {
    const stored = storedQuickBet(raw ? JSON.parse(raw) : null);
    if (!stored) return createQuickBet({ currency });
    return { ...createQuickBet({ currency: stored.currency, stake: stored.stake }), ...stored };
  } catch {
    return createQuickBet({ currency });
  }
}

/**
 * The account moved on (spec §4): a changed currency unapproves and resets the stake; a balance
 * below the stake or zero turns quick bet off; a signed-out bettor has it off.
 */
export function quickBetForAccount(
  quickBet: QuickBetState,
  account: QuickBetAccount,
): QuickBetState {
  if (!account.isLoggedIn) return toggleQuickBet(quickBet, false);
  const inCurrency = setQuickBetCurrency(quickBet, account.currency);
  return account.balance === null ? inCurrency : quickBetAfterBalance(inCurrency, account.balance);
}

export interface QuickBetStore {
  get(): QuickBetSnapshot;
  update(change: (quickBet: QuickBetState) => QuickBetState): void;
  setAccount(account: QuickBetAccount): void;
  setNotice(notice: string | null): void;
  subscribe(listener: Listener): () => void;
}

const ANONYMOUS: QuickBetAccount = {
  isLoggedIn: false,
  currency: 'EUR',
  subunits: 100,
  balance: null,
};

export function createQuickBetStore(storage: Storage | null): QuickBetStore {
  const initial: QuickBetSnapshot = {
    quickBet: readStoredQuickBet(
      storage?.getItem(QUICK_BET_STORAGE_KEY) ?? null,
      ANONYMOUS.currency,
    ),
    account: ANONYMOUS,
    notice: null,
  };
  const store = createStore(() => initial);
  const commit = (next: QuickBetSnapshot) => {
    const snapshot = store.get();
    if (
      next.quickBet === snapshot.quickBet &&
      next.account === snapshot.account &&
      next.notice === snapshot.notice
    ) {
      return;
    }
    const { isEnabled, stake, currency, isApproved } = next.quickBet;
    if (next.quickBet !== snapshot.quickBet) {
      try {
        storage?.setItem(
          QUICK_BET_STORAGE_KEY,
          JSON.stringify({ isEnabled, stake, currency, isApproved }),
        );
      } catch {
        // blocked storage keeps the settings for this page only
      }
    }
    store.set(next);
  };
  return {
    get: store.get,
    update(change) {
      const snapshot = store.get();
      commit({ ...snapshot, quickBet: change(snapshot.quickBet), notice: null });
    },
    setNotice: (notice) => commit({ ...store.get(), notice }),
    setAccount(account) {
      const snapshot = store.get();
      const same =
        account.isLoggedIn === snapshot.account.isLoggedIn &&
        account.currency === snapshot.account.currency &&
        account.subunits === snapshot.account.subunits &&
        account.balance === snapshot.account.balance;
      commit({
        ...snapshot,
        account: same ? snapshot.account : account,
        quickBet: quickBetForAccount(snapshot.quickBet, account),
      });
    },
    subscribe: store.subscribe,
  };
}

const localStore = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const quickBetStore = createQuickBetStore(localStore());
