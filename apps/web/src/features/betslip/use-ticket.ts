'use client';

import { useSyncExternalStore } from 'react';
import { EMPTY_TICKET, type Ticket } from '@sportsbook/betting/ticket/types';
import { panelStore, type PanelState, INITIAL_PANEL } from './panel-store';
import { getTicket, subscribeTicket } from './ticket-store';

const getPanel = () => panelStore.get();
const subscribePanel = (listener: () => void) => panelStore.subscribe(listener);

/** The slip; the server render (and hydration) sees the empty slip, the browser its stored one. */
export function useTicket(): Ticket {
  return useSyncExternalStore(subscribeTicket, getTicket, () => EMPTY_TICKET);
}

/** The bet panel's open state and tab (sessionStorage, spec §2). */
export function usePanel(): PanelState {
  return useSyncExternalStore(subscribePanel, getPanel, () => INITIAL_PANEL);
}
