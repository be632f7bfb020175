import type { QueryClient } from '@tanstack/react-query';
import type { Market } from '@sportsbook/betting/catalog/types';
import type { TicketOptions } from '@sportsbook/betting/ticket/options';
import type { Selection } from '@sportsbook/betting/ticket/types';
import { getEvent } from '@/api/catalogue/event';
import { getMarkets } from '@/api/catalogue/markets';
import type { EventView, MatchView } from '@/api/catalogue/types';
import { liveMarketsKey, liveMatchKey, seedMarkets } from '@/realtime/live-cache';
import {
  applyClick,
  clickStep,
  selectionForClick,
  type OutcomeClick,
  type OutcomeSource,
} from './select-outcome';
import type { TicketStore } from './ticket-store';

/** Catalogue data of the clicked outcome: the live cache first, else one fetch of match and markets. */
async function outcomeSource(
  client: QueryClient,
  click: OutcomeClick,
  locale: string,
): Promise<OutcomeSource | null> {
  let match: MatchView | EventView | undefined = client.getQueryData<MatchView>(
    liveMatchKey(click.matchId),
  );
  let markets = client.getQueryData<Market[]>(liveMarketsKey(click.matchId));
  const hasMarket = markets?.some(
    (m) => m.marketId === click.marketId && m.specifier === click.specifier,
  );
  if (!match || !hasMarket) {
    const [event, fetched] = await Promise.all([
      match ? Promise.resolve(match) : getEvent(click.matchId, locale),
      hasMarket ? Promise.resolve(markets ?? []) : getMarkets(click.matchId, locale),
    ]);
    match = event ?? undefined;
    markets = fetched;
    // keeps the slip's odds live from now on (markets_changed patches this entry)
    if (!hasMarket) seedMarkets(client, click.matchId, fetched);
  }
  if (!match || !markets) return null;
  if (match.type === 'match') {
    return { match, categoryName: match.category.name, markets };
  }
  // an outright has no competitors: its name stands for both sides
  return {
    match: {
      ...match,
      urnId: match.urnId,
      sportKey: match.sport.key,
      nameA: match.name,
      nameB: match.name,
      status: match.status,
    },
    categoryName: match.category?.name ?? '',
    markets,
  };
}

/**
 * Where a click goes before the slip (spec §4): the quick bet takes a live-match selection while
 * it is on, the bet builder one of its match while the first bet is a custom bet (return true);
 * otherwise the slip gets the click (false). `isEnabled` says a click on a selected outcome must
 * be routed too, instead of removing it at once.
 */
export type ClickRoute = {
  isEnabled: () => boolean;
  take: (selection: Selection) => boolean;
};

/**
 * The odds-button click of spec §4: nothing while the slip is in progress; with quick bet on, a
 * live selection goes to it; otherwise removal at once, or an addition once the outcome's
 * catalogue data is known. A click that races a placement is dropped.
 */
export function createClickHandler(
  client: QueryClient,
  store: TicketStore,
  context: () => { locale: string; options: TicketOptions },
  route?: ClickRoute,
): (click: OutcomeClick) => void {
  return (click) => {
    const step = clickStep(store.getTicket(), click.outcomeKey);
    if (step === 'ignore') return;
    const { locale, options } = context();
    if (step === 'remove' && !route?.isEnabled()) {
      store.setTicket((t) => applyClick(t, click, null, options));
      return;
    }
    void outcomeSource(client, click, locale).then(
      (source) => {
        const selection = source ? selectionForClick(click, source) : null;
        if (selection && route?.take(selection)) return;
        store.setTicket((t) => applyClick(t, click, selection, options));
      },
      () => undefined,
    );
  };
}
