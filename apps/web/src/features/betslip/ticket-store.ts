import { BET_TYPES, PROVIDERS } from '@sportsbook/betting/vocabulary';
import { markOddsChanged } from '@sportsbook/betting/ticket/state';
import { EMPTY_TICKET, type Ticket, type TicketBet } from '@sportsbook/betting/ticket/types';
import { createStore } from '@/lib/store';
import {
  isArrayOf,
  isNonNegativeInt,
  isNumber,
  isOneOf,
  isPositiveInt,
  isRecord,
  isString,
} from '@/lib/stored-guards';
import { saveTicketState, withStoredState } from './stored-ticket-state';

/** The one bet slip of the page, held in the web's store helper (@/lib/store). */

/** Spec §9 stored keys: the slip's bets live in localStorage under "bets". */
export const BETS_STORAGE_KEY = 'bets';

type Listener = () => void;
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TicketStore {
  getTicket(): Ticket;
  /** Replaces the ticket (a packages/betting transition); persisted unless `persist` is false. */
  setTicket(update: Ticket | ((ticket: Ticket) => Ticket), persist?: boolean): void;
  /** Every change of the ticket. @returns unsubscribe */
  subscribe(listener: Listener): () => void;
  /** Reloads the bets another tab stored (the `storage` event). */
  loadStored(raw: string | null): void;
}

/** A stored selection: its keys checked, any others kept (as the bets were stored). */
const isStoredSelection = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  isString(value.id) &&
  value.id.length > 0 &&
  isNumber(value.matchId) &&
  isString(value.matchUrnId) &&
  isNumber(value.marketId) &&
  isString(value.specifier) &&
  isString(value.outcomeId) &&
  isNumber(value.odds) &&
  isNumber(value.acceptedOdds) &&
  isOneOf(value.provider, PROVIDERS);

/** A stored bet of the slip, with at least one selection. */
const isStoredBet = (value: unknown): value is Record<string, unknown> =>
  isRecord(value) &&
  isOneOf(value.betType, BET_TYPES) &&
  isNonNegativeInt(value.stake) &&
  isString(value.currency) &&
  isPositiveInt(value.subunits) &&
  isArrayOf(value.selections, isStoredSelection, 1);

/** The stored bets, or none when the value is missing or not a slip (a tampered key loses nothing else). */
export function parseStoredBets(raw: string | null): TicketBet[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return isArrayOf(parsed, isStoredBet) ? (parsed as unknown as TicketBet[]) : [];
  } catch {
    return [];
  }
}

/** A slip of stored bets: INITIAL, or ODDS_CHANGED when a stored selection still awaits approval. */
export function ticketFromBets(bets: TicketBet[]): Ticket {
  if (bets.length === 0) return EMPTY_TICKET;
  return markOddsChanged({ ...EMPTY_TICKET, bets }, {});
}

/**
 * The slip: bets in `storage` (localStorage "bets", shared by the tabs), its placement state in
 * `session` (sessionStorage "ticket state", this tab's).
 */
export function createTicketStore(
  storage: KeyValueStorage | null,
  session: KeyValueStorage | null = null,
): TicketStore {
  const initial = withStoredState(
    session,
    ticketFromBets(parseStoredBets(storage?.getItem(BETS_STORAGE_KEY) ?? null)),
  );
  const store = createStore(() => initial);
  const save = (bets: readonly TicketBet[]) => {
    if (!storage) return;
    try {
      if (bets.length === 0) storage.removeItem(BETS_STORAGE_KEY);
      else storage.setItem(BETS_STORAGE_KEY, JSON.stringify(bets));
    } catch {
      // a full or blocked storage keeps the slip for this page only
    }
  };
  return {
    getTicket: store.get,
    setTicket(update, persist = true) {
      const ticket = store.get();
      const next = typeof update === 'function' ? update(ticket) : update;
      if (next === ticket) return;
      if (persist && next.bets !== ticket.bets) save(next.bets);
      if (persist) saveTicketState(session, next);
      store.set(next);
    },
    subscribe: store.subscribe,
    loadStored(raw) {
      const ticket = store.get();
      // a running placement in this tab keeps its own slip until it ends
      if (ticket.inProgress) return;
      const bets = parseStoredBets(raw);
      if (JSON.stringify(bets) === JSON.stringify(ticket.bets)) return;
      store.set(ticketFromBets(bets));
    },
  };
}

const browserStorage = (kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
};

/** The slip of this page, restored from storage (spec §9 "bets", "ticket state"). */
export const ticketStore = createTicketStore(
  browserStorage('localStorage'),
  browserStorage('sessionStorage'),
);

/** Reads the slip: the one selector an embed can observe (bet-slip-state-changed). */
export const getTicket = (): Ticket => ticketStore.getTicket();
/** Listens to every change of the slip. @returns unsubscribe */
export const subscribeTicket = (listener: Listener): (() => void) =>
  ticketStore.subscribe(listener);
