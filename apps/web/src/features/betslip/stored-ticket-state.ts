import type { Ticket } from '@sportsbook/betting/ticket/types';
import { isArrayOf, isBoolean, isNumber, isRecord, isString } from '@/lib/stored-guards';
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec §9 stored key "ticket state", in sessionStorage: a reload in this tab keeps the receipt of
 * a placement (SUCCESS) or its error (ERROR). INITIAL and ODDS_CHANGED follow from the stored bets;
 * a PROCESSING placement cannot be followed after a reload (My Bets tells its end), so it is not kept.
 */
export const TICKET_STATE_KEY = 'ticket state';

type Kept = Pick<Ticket, 'state' | 'error'> & Partial<Pick<Ticket, 'placedBets'>>;

/** A kept placement error: its keys checked, any others kept. */
const isKeptError = (value: unknown): value is NonNullable<Ticket['error']> =>
  isRecord(value) &&
  isRecord(value.messagesByBet) &&
  Object.values(value.messagesByBet).every(isString) &&
  isString(value.message) &&
  isBoolean(value.isWrongOddsError) &&
  (value.code === undefined || isNumber(value.code) || isString(value.code));

/** The kept state read back, or null when it is neither a receipt nor an error. */
function keptFrom(value: unknown): Kept | null {
  if (!isRecord(value)) return null;
  if (value.state === 'SUCCESS' && isArrayOf(value.placedBets, isRecord, 1))
    return { state: 'SUCCESS', placedBets: value.placedBets as unknown as Ticket['placedBets'] };
  if (value.state === 'ERROR' && isKeptError(value.error))
    return { state: 'ERROR', error: value.error };
  return null;
}

/** The state part of a ticket worth keeping over a reload, or null. */
function keptOf(ticket: Ticket): Kept | null {
  if (ticket.state === 'SUCCESS' && ticket.placedBets.length > 0)
    return { state: 'SUCCESS', placedBets: ticket.placedBets };
  if (ticket.state === 'ERROR' && ticket.error) return { state: 'ERROR', error: ticket.error };
  return null;
}

/** Writes (or removes) the key for `ticket`; a blocked storage keeps the state for this page only. */
export function saveTicketState(storage: KeyValueStorage | null, ticket: Ticket): void {
  const kept = keptOf(ticket);
  try {
    if (kept) storage?.setItem(TICKET_STATE_KEY, JSON.stringify(kept));
    else storage?.removeItem(TICKET_STATE_KEY);
  } catch {
    // blocked or full storage: nothing else is lost
  }
}

/** `ticket` with the kept state of the key laid over it; `ticket` itself without one (or a tampered one). */
export function withStoredState(storage: KeyValueStorage | null, ticket: Ticket): Ticket {
  if (ticket.bets.length === 0) return ticket;
  try {
    const raw = storage?.getItem(TICKET_STATE_KEY);
    if (!raw) return ticket;
    const kept = keptFrom(JSON.parse(raw));
    if (!kept) return ticket;
    return kept.state === 'SUCCESS'
      ? { ...ticket, state: 'SUCCESS', placedBets: kept.placedBets ?? [] }
      : { ...ticket, state: 'ERROR', error: kept.error };
  } catch {
    return ticket;
  }
}
