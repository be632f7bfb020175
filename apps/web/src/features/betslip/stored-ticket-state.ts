import { z } from 'zod';
import type { Ticket } from '@sportsbook/betting/ticket/types';
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec §9 stored key "ticket state", in sessionStorage: a reload in this tab keeps the receipt of
 * a placement (SUCCESS) or its error (ERROR). INITIAL and ODDS_CHANGED follow from the stored bets;
 * a PROCESSING placement cannot be followed after a reload (My Bets tells its end), so it is not kept.
 */
export const TICKET_STATE_KEY = 'ticket state';

type Kept = Pick<Ticket, 'state' | 'error'> & Partial<Pick<Ticket, 'placedBets'>>;

const keptSchema = z.union([
  z.object({ state: z.literal('SUCCESS'), placedBets: z.array(z.object({}).passthrough()).min(1) }),
  z.object({
    state: z.literal('ERROR'),
    error: z
      .object({
        messagesByBet: z.record(z.string(), z.string()),
        message: z.string(),
        isWrongOddsError: z.boolean(),
        code: z.union([z.number(), z.string()]).optional(),
      })
      .passthrough(),
  }),
]);

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
    const parsed = keptSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return ticket;
    return parsed.data.state === 'SUCCESS'
      ? { ...ticket, state: 'SUCCESS', placedBets: parsed.data.placedBets }
      : { ...ticket, state: 'ERROR', error: parsed.data.error };
  } catch {
    return ticket;
  }
}
