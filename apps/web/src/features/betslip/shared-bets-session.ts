import type { SharedBet } from '@/api/share-code';
import type { Currency } from '@sportsbook/betting/money/currency';
import { isArrayOf, isNonNegativeInt, isNumber, isRecord, isString } from '@/lib/stored-guards';
import { betsFromShared } from './shared-bets';
import { loadSharedBets, type SharedNotFound } from './shared-load';
import { parseStoredBets, ticketFromBets, type TicketStore } from './ticket-store';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec §4 shared bet restore: "Restored bets are kept in session storage and restored on load once
 * auth status is known", as shared (their own currency), so a reload converts them again.
 */
export const SHARED_BETS_KEY = 'shared bets';

/** A kept shared bet: its type, stake and selections checked, any other keys kept. */
const isKeptSharedBet = (value: unknown): boolean =>
  isRecord(value) &&
  isString(value.type) &&
  isRecord(value.stake) &&
  isNonNegativeInt(value.stake.value) &&
  isString(value.stake.currency) &&
  isArrayOf(
    value.selections,
    (s): s is Record<string, unknown> => isRecord(s) && isNumber(s.matchId),
    1,
  );

function write(session: KeyValueStorage | null, shared: readonly SharedBet[] | null): void {
  try {
    if (shared) session?.setItem(SHARED_BETS_KEY, JSON.stringify(shared));
    else session?.removeItem(SHARED_BETS_KEY);
  } catch {
    // blocked or full storage: the slip's own "bets" still hold them
  }
}

/** The kept shared bets, or none when missing or tampered. */
export function readSharedBets(session: KeyValueStorage | null): SharedBet[] {
  try {
    const raw = session?.getItem(SHARED_BETS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isArrayOf(parsed, (b): b is SharedBet => isKeptSharedBet(b)) ? parsed : [];
  } catch {
    return [];
  }
}

interface RestoreDeps {
  store: Pick<TicketStore, 'getTicket' | 'setTicket'>;
  session: KeyValueStorage | null;
  currency: Pick<Currency, 'code' | 'subunits'>;
  load?: typeof loadSharedBets;
}

/** Puts shared bets into the slip in the bettor's currency; false when none is a valid bet. */
function fill(shared: readonly SharedBet[], { store, currency }: RestoreDeps): boolean {
  // the kept copy is read back through the slip's own stored-bets check
  const bets = parseStoredBets(JSON.stringify(betsFromShared(shared, currency)));
  if (bets.length === 0) return false;
  store.setTicket(ticketFromBets(bets));
  return true;
}

/**
 * Once auth status is known: the link's code (when there is one) loads its bets into the slip and
 * keeps them in session storage; without a code, bets kept by an earlier restore in this tab come
 * back when the slip lost them. @returns 'restored', nothing to do (null), or the §8 text to show
 */
export async function restoreSharedBets(
  code: string | null,
  deps: RestoreDeps,
): Promise<'restored' | SharedNotFound | null> {
  if (code === null) {
    const kept = readSharedBets(deps.session);
    if (kept.length === 0 || deps.store.getTicket().bets.length > 0) return null;
    return fill(kept, deps) ? 'restored' : (write(deps.session, null), null);
  }
  const load = await (deps.load ?? loadSharedBets)(code);
  if (load.kind === 'not-found') return load.text;
  write(deps.session, load.bets);
  fill(load.bets, deps);
  return 'restored';
}

/** Forgets the kept shared bets once the slip is emptied (cleared, or its last selection removed). */
export function forgetSharedBetsWhenEmpty(
  store: Pick<TicketStore, 'getTicket' | 'subscribe'>,
  session: KeyValueStorage | null,
): () => void {
  return store.subscribe(() => {
    if (store.getTicket().bets.length === 0) write(session, null);
  });
}
