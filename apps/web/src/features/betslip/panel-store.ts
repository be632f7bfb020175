import { createStore } from '@/lib/store';
import type { KeyValueStorage } from './ticket-store';

/** Spec §2 bet panel tabs. */
export type PanelTab = 'BET_SLIP' | 'MY_BETS';

export interface PanelState {
  open: boolean;
  tab: PanelTab;
}

/** Spec §9 stored keys, in sessionStorage: they last for the browser session (spec §2). */
export const PANEL_STATE_KEY = 'bet panel state';
export const BETSLIP_TOGGLE_KEY = 'betslip toggle';

export const INITIAL_PANEL: PanelState = { open: false, tab: 'BET_SLIP' };

/** The tab shown: MY_BETS falls back to BET_SLIP when My Bets is hidden (spec §2). */
export function shownTab(state: PanelState, myBetsShown: boolean): PanelTab {
  return state.tab === 'MY_BETS' && myBetsShown ? 'MY_BETS' : 'BET_SLIP';
}

/**
 * Spec §2: the panel opens when the first selection is added and closes when the last is removed;
 * other counts leave it as the bettor set it.
 */
export function panelAfterCount(state: PanelState, before: number, after: number): PanelState {
  if (before === 0 && after > 0) return { open: true, tab: 'BET_SLIP' };
  if (before > 0 && after === 0) return { ...state, open: false };
  return state;
}

/**
 * Spec §2 on a phone, where the panel is a bottom sheet: the first selection opens it, unless the
 * site's floating-ticket setting (spec §3) shows the floating mini-slip instead.
 */
export function opensSheet(before: number, after: number, floatingTicket: boolean): boolean {
  return before === 0 && after > 0 && !floatingTicket;
}

export function readPanel(storage: KeyValueStorage | null): PanelState {
  try {
    const tab = storage?.getItem(PANEL_STATE_KEY);
    const open = storage?.getItem(BETSLIP_TOGGLE_KEY);
    return { open: open === 'open', tab: tab === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP' };
  } catch {
    return INITIAL_PANEL;
  }
}

type Listener = () => void;

export interface PanelStore {
  get(): PanelState;
  set(next: PanelState): void;
  subscribe(listener: Listener): () => void;
}

export function createPanelStore(storage: KeyValueStorage | null): PanelStore {
  const initial = readPanel(storage);
  const store = createStore(() => initial);
  return {
    get: store.get,
    set(next) {
      const state = store.get();
      if (next.open === state.open && next.tab === state.tab) return;
      try {
        storage?.setItem(PANEL_STATE_KEY, next.tab);
        storage?.setItem(BETSLIP_TOGGLE_KEY, next.open ? 'open' : 'closed');
      } catch {
        // blocked storage: the state lasts for this page only
      }
      store.set(next);
    },
    subscribe: store.subscribe,
  };
}

const sessionStore = (): KeyValueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export const panelStore = createPanelStore(sessionStore());
