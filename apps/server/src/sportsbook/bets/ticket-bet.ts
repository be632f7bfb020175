import { isOfferedSystemType } from '@sportsbook/betting/ticket/system';
import {
  outcomeKey,
  type MatchStatus,
  type Selection,
  type TicketBet,
} from '@sportsbook/betting/ticket/types';
import type { Currency } from '@sportsbook/betting/money/currency';
import type { PlacementBetRequestWire } from '@sportsbook/contract/bets';
import type { CurrentSelection } from './market-state';
import { readSystemId } from './schemas';
import { isBettable, isMarketAllowed } from '@sportsbook/betting/catalog/status';

/** A catalogue selection as the betting rules read it (packages/betting Selection), at its odds now. */
export function toSelection(current: CurrentSelection): Selection {
  const { event, market, outcome } = current;
  const id = outcomeKey({
    matchUrnId: event.urnId,
    marketId: market.marketId,
    outcomeId: outcome.outcomeId,
    specifier: market.specifier,
  });
  return {
    id,
    matchId: event.id,
    matchUrnId: event.urnId,
    matchSlug: event.slug,
    matchStatus: event.status as MatchStatus,
    sportKey: '',
    nameA: event.nameA ?? '',
    nameB: event.nameB ?? '',
    categoryName: '',
    provider: event.provider,
    marketId: market.marketId,
    marketName: market.name,
    specifier: market.specifier,
    outcomeId: outcome.outcomeId,
    outcomeName: outcome.name,
    odds: outcome.odds,
    acceptedOdds: outcome.odds,
    initialOdds: outcome.odds,
    active: outcome.active,
    isSuspended: !isMarketAllowed(market.status) || !isBettable(event.status),
    isChanged: false,
    isNotAvailable: false,
  };
}

/**
 * A bet of a request (placement, max stake) as the betting rules read it: its selections at the
 * catalogue's odds now, its offered system type, and the custom bet's price when it has one.
 */
export function toTicketBet(
  bet: Pick<PlacementBetRequestWire, 'type' | 'system_id'> & { stake: { value: number } },
  current: readonly CurrentSelection[],
  currency: Currency,
  customOdds: number | undefined,
): TicketBet {
  const system = bet.system_id === undefined ? null : readSystemId(bet.system_id);
  return {
    betType: bet.type,
    stake: bet.stake.value,
    currency: currency.code,
    subunits: currency.subunits,
    stakeSource: 'stake',
    selections: current.map(toSelection),
    ...(system && isOfferedSystemType(system.winCount, system.totalCount)
      ? {
          systemType: {
            id: `${system.winCount}/${system.totalCount}`,
            winCount: system.winCount,
            totalCount: system.totalCount,
          },
        }
      : {}),
    ...(customOdds === undefined ? {} : { customOdds }),
  };
}
