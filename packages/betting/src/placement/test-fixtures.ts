/** Builders of ticket data for the placement tests. */
import type { BetType, Selection, Ticket, TicketBet } from '../ticket/types';
import { EMPTY_TICKET, outcomeKey } from '../ticket/types';

/**
 * A selection of match `matchId` (urn sr:match:<id>) on the 1x2 market; accepted odds = odds
 * unless patched.
 */
export function selection(
  matchId: number,
  odds: number,
  patch: Partial<Selection> = {},
): Selection {
  const matchUrnId = `sr:match:${matchId}`;
  const marketId = patch.marketId ?? 1;
  const outcomeId = patch.outcomeId ?? '1';
  const specifier = patch.specifier ?? '';
  return {
    id: outcomeKey({ matchUrnId, marketId, outcomeId, specifier }),
    matchId,
    matchUrnId,
    matchSlug: `match-${matchId}`,
    matchStatus: 0,
    sportKey: 'soccer',
    nameA: 'Flamengo',
    nameB: 'Palmeiras',
    categoryName: 'Brazil',
    provider: 'betradar',
    marketId,
    marketName: '1x2',
    specifier,
    outcomeId,
    outcomeName: 'Flamengo',
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    active: true,
    isSuspended: false,
    isNotAvailable: false,
    isChanged: false,
    ...patch,
  };
}

/** A BRL bet (100 subunits) of the given type, stake in minor units. */
export function bet(
  betType: BetType,
  stake: number,
  selections: Selection[],
  patch: Partial<TicketBet> = {},
): TicketBet {
  return {
    betType,
    stake,
    currency: 'BRL',
    subunits: 100,
    stakeSource: 'stake',
    selections,
    ...patch,
  };
}

/** A ticket holding these bets, as it is while being placed. */
export function ticket(...bets: TicketBet[]): Ticket {
  return { ...EMPTY_TICKET, bets, inProgress: true };
}
