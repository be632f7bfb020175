'use client';

import { EMPTY_TICKET, type Ticket } from '@sportsbook/betting/ticket/types';
import { useStore } from '@/lib/use-store';
import { panelStore, type PanelState, INITIAL_PANEL } from './panel-store';
import { getTicket, subscribeTicket } from './ticket-store';

const ticket = { get: getTicket, subscribe: subscribeTicket };

/** The slip; the server render (and hydration) sees the empty slip, the browser its stored one. */
export function useTicket(): Ticket {
  return useStore(ticket, EMPTY_TICKET);
}

/** The bet panel's open state and tab (sessionStorage, spec §2). */
export function usePanel(): PanelState {
  return useStore(panelStore, INITIAL_PANEL);
}
