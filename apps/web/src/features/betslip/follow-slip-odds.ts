import { QueryObserver, skipToken, type QueryClient } from '@tanstack/react-query';
import type { Market } from '@sportsbook/betting/catalog/types';
import { applyOddsUpdate } from '@sportsbook/betting/ticket/odds-update';
import type { OddsAcceptMode, Ticket } from '@sportsbook/betting/ticket/types';
import { LIVE_ENTRY_OPTIONS, liveMarketsKey } from '@/realtime/live-cache';
import type { TicketStore } from './ticket-store';

const slipMatchIds = (ticket: Ticket) =>
  new Set(ticket.bets.flatMap((b) => b.selections.map((s) => s.matchId)));

/**
 * The slip's odds follow the live markets in the query cache (the one copy of current odds): each
 * match of the slip is observed there, which also keeps its entry from being collected, and every
 * change of it is applied to the slip as spec §4's odds update in `acceptMode` (the accepted odds
 * and the changed flag are the slip's own state). @returns stop
 */
export function followSlipOdds(
  client: QueryClient,
  store: TicketStore,
  acceptMode: OddsAcceptMode,
): () => void {
  const observed = new Map<number, () => void>();
  const apply = (markets: readonly Market[] | undefined) => {
    if (markets) store.setTicket((t) => applyOddsUpdate(t, markets, acceptMode));
  };
  const sync = () => {
    const ids = slipMatchIds(store.getTicket());
    for (const [id, stop] of observed) {
      if (ids.has(id)) continue;
      stop();
      observed.delete(id);
    }
    for (const id of ids) {
      if (observed.has(id)) continue;
      const observer = new QueryObserver<Market[]>(client, {
        queryKey: liveMarketsKey(id),
        queryFn: skipToken,
        ...LIVE_ENTRY_OPTIONS,
      });
      observed.set(
        id,
        observer.subscribe((result) => apply(result.data)),
      );
      apply(observer.getCurrentResult().data);
    }
  };
  sync();
  const stopTicket = store.subscribe(sync);
  return () => {
    stopTicket();
    for (const stop of observed.values()) stop();
    observed.clear();
  };
}
