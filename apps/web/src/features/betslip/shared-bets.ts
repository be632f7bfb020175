import { toPlacementBet } from '@sportsbook/betting/placement/payload';
import type { PlacementBet } from '@sportsbook/betting/placement/types';
import type { SharedBet, SharedSelection } from '@/api/share-code';
import { parseSystemTypeId } from '@sportsbook/betting/ticket/system';
import {
  outcomeKey,
  type Selection,
  type Ticket,
  type TicketBet,
} from '@sportsbook/betting/ticket/types';

/** Spec §9 share code query key. */
export const SHARE_CODE_PARAM = 'betcode';

/** The slip's bets as POST /bets/share-code and /bets/max-stake take them (stakes may be 0). */
export function shareRequest(ticket: Ticket): { bets: PlacementBet[] } {
  return { bets: ticket.bets.map(toPlacementBet) };
}

/** The link that opens the shared slip: the current page with `?betcode=` (spec §2). */
export function shareLink(href: string, code: string): string {
  const url = new URL(href);
  url.searchParams.set(SHARE_CODE_PARAM, code);
  url.hash = '';
  return url.href;
}

function toSelection(w: SharedSelection): Selection {
  const odds = w.currentOdds ?? w.odds;
  return {
    id: outcomeKey({
      matchUrnId: w.matchUrnId,
      marketId: w.marketId,
      outcomeId: w.outcomeId,
      specifier: w.specifier,
    }),
    matchId: w.matchId,
    matchUrnId: w.matchUrnId,
    matchSlug: w.matchSlug,
    matchStatus: w.matchStatus,
    sportKey: w.sportKey,
    nameA: w.nameA,
    nameB: w.nameB,
    categoryName: w.categoryName,
    provider: w.provider,
    marketId: w.marketId,
    marketName: w.marketName,
    specifier: w.specifier,
    outcomeId: w.outcomeId,
    outcomeName: w.outcomeName,
    // the bettor sees today's price: the shared one is history
    odds,
    acceptedOdds: odds,
    initialOdds: w.odds,
    active: w.active,
    isSuspended: !w.active || w.currentOdds === null,
    isChanged: false,
    isNotAvailable: w.currentOdds === null,
  };
}

/**
 * Shared bets as slip bets (spec §4 shared bet restore, §5): a bet in another currency than the
 * bettor's takes the bettor's currency with stake 0 and stakeSource 'sharing'; the same currency
 * keeps its stake. A system id that is not offered makes the bet a combo.
 */
export function betsFromShared(
  shared: readonly SharedBet[],
  currency: { code: string; subunits: number },
): TicketBet[] {
  return shared.map((w) => {
    const sameCurrency = w.stake.currency === currency.code;
    const bet: TicketBet = {
      betType: w.type,
      stake: sameCurrency ? w.stake.value : 0,
      currency: currency.code,
      subunits: currency.subunits,
      stakeSource: 'sharing',
      selections: w.selections.map(toSelection),
    };
    if (w.type === 'system' && w.systemId) {
      try {
        bet.systemType = parseSystemTypeId(w.systemId);
      } catch {
        bet.betType = 'combo';
      }
    }
    if (w.type === 'custom_bet' && w.customOdds !== undefined) bet.customOdds = w.customOdds;
    return bet;
  });
}
