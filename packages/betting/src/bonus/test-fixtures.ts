/** Builders of ticket data for the bonus tests: a realistic selection and bet, patched per row. */
import type { BetType, Selection, TicketBet } from '../ticket/types';
import { outcomeKey } from '../ticket/types';

/** A prematch 1x2 home selection of match `matchId` at the given decimal odds (accepted = current). */
export function selection(odds: number, patch: Partial<Selection> = {}, matchId = 1): Selection {
  const matchUrnId = `sr:match:${matchId}`;
  return {
    id: outcomeKey({ matchUrnId, marketId: 1, outcomeId: '1', specifier: '' }),
    matchId,
    matchUrnId,
    matchSlug: `match-${matchId}`,
    matchStatus: 0,
    sportKey: 'soccer',
    nameA: 'Arsenal',
    nameB: 'Chelsea',
    categoryName: 'England',
    provider: 'betradar',
    marketId: 1,
    marketName: '1x2',
    specifier: '',
    outcomeId: '1',
    outcomeName: 'Arsenal',
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

/** A EUR bet with stake 10.00 over selections (one match each) at the given odds. */
export function bet(
  odds: number[],
  betType: BetType = 'combo',
  patch: Partial<TicketBet> = {},
): TicketBet {
  return {
    betType,
    stake: 1000,
    currency: 'EUR',
    subunits: 100,
    stakeSource: 'stake',
    selections: odds.map((o, i) => selection(o, {}, i + 1)),
    ...patch,
  };
}
