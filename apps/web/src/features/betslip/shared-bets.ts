import type { SharedBetWire } from '@sportsbook/contract/bets';
import { toPlacementBet } from '@sportsbook/betting/placement/payload';
import type { PlacementBet } from '@sportsbook/betting/placement/types';
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

function toSelection(w: SharedBetWire['selections'][number]): Selection {
  const odds = w.current_odds ?? w.odds;
  return {
    id: outcomeKey({
      matchUrnId: w.match_urn_id,
      marketId: w.market_id,
      outcomeId: w.outcome_id,
      specifier: w.specifier,
    }),
    matchId: w.match_id,
    matchUrnId: w.match_urn_id,
    matchSlug: w.match_slug,
    matchStatus: w.match_status,
    sportKey: w.sport_key,
    nameA: w.name_a,
    nameB: w.name_b,
    categoryName: w.category_name,
    provider: w.provider,
    marketId: w.market_id,
    marketName: w.market_name,
    specifier: w.specifier,
    outcomeId: w.outcome_id,
    outcomeName: w.outcome_name,
    // the bettor sees today's price: the shared one is history
    odds,
    acceptedOdds: odds,
    initialOdds: w.odds,
    active: w.active,
    isSuspended: !w.active || w.current_odds === null,
    isChanged: false,
    isNotAvailable: w.current_odds === null,
  };
}

/**
 * Shared bets as slip bets (spec §4 shared bet restore, §5): a bet in another currency than the
 * bettor's takes the bettor's currency with stake 0 and stakeSource 'sharing'; the same currency
 * keeps its stake. A system id that is not offered makes the bet a combo.
 */
export function betsFromShared(
  shared: readonly SharedBetWire[],
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
    if (w.type === 'system' && w.system_id) {
      try {
        bet.systemType = parseSystemTypeId(w.system_id);
      } catch {
        bet.betType = 'combo';
      }
    }
    if (w.type === 'custom_bet' && w.custom_odds !== undefined) bet.customOdds = w.custom_odds;
    return bet;
  });
}
