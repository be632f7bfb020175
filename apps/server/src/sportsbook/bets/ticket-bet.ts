import { selectionFromOutcome } from '@sportsbook/betting/ticket/selection';
import { isOfferedSystemType } from '@sportsbook/betting/ticket/system';
import type {
  MarketStatus,
  MatchStatus,
  Selection,
  TicketBet,
} from '@sportsbook/betting/ticket/types';
import type { Currency } from '@sportsbook/betting/money/currency';
import type { PlacementBetRequestWire } from '@sportsbook/contract/bets';
import type { CurrentSelection } from './market-state';
import { readSystemId } from './schemas';

/**
 * A catalogue selection as the betting rules read it (packages/betting Selection), at its odds now:
 * built by the domain's `selectionFromOutcome`, so the server and the slip suspend alike.
 */
export function toSelection(current: CurrentSelection): Selection {
  const { event, market, outcome } = current;
  return selectionFromOutcome({
    match: {
      id: event.id,
      urnId: event.urnId,
      slug: event.slug,
      status: event.status as MatchStatus,
      sportKey: '',
      nameA: event.nameA ?? '',
      nameB: event.nameB ?? '',
    },
    // the match's provider is the selection's
    market: {
      marketId: market.marketId,
      name: market.name,
      specifier: market.specifier,
      provider: event.provider,
      status: market.status as MarketStatus,
    },
    outcome,
    categoryName: '',
  });
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
