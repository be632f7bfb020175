/**
 * Making a slip selection from catalogue data (spec §3 Selection), so every consumer builds the
 * same composite id and initial flags.
 */
import { isMarketAllowed } from '../catalog/status';
import type { Market, Match, Outcome } from '../catalog/types';
import type { Selection } from './types';
import { outcomeKey } from './types';

/** What a selection is made of; categoryName is not part of the catalogue Match. */
export interface SelectionSource {
  match: Pick<Match, 'id' | 'urnId' | 'slug' | 'status' | 'sportKey' | 'nameA' | 'nameB'>;
  market: Pick<Market, 'marketId' | 'name' | 'specifier' | 'provider' | 'status' | 'marketGroups'>;
  outcome: Pick<Outcome, 'outcomeId' | 'name' | 'odds' | 'active'>;
  categoryName: string;
  /** Bet-builder price when the selection is to make a custom bet. */
  customOdds?: number;
}

/**
 * A selection of the outcome at its current odds: odds, accepted and initial odds equal; not
 * changed; suspended when the market is not allowed (status other than 1) or the outcome inactive.
 * The id is the composite outcome id of `outcomeKey`.
 */
export function selectionFromOutcome(source: SelectionSource): Selection {
  const { match, market, outcome } = source;
  const selection: Selection = {
    id: outcomeKey({
      matchUrnId: match.urnId,
      marketId: market.marketId,
      outcomeId: outcome.outcomeId,
      specifier: market.specifier,
    }),
    matchId: match.id,
    matchUrnId: match.urnId,
    matchSlug: match.slug,
    matchStatus: match.status,
    sportKey: match.sportKey,
    nameA: match.nameA,
    nameB: match.nameB,
    categoryName: source.categoryName,
    provider: market.provider,
    marketId: market.marketId,
    marketName: market.name,
    specifier: market.specifier,
    outcomeId: outcome.outcomeId,
    outcomeName: outcome.name,
    odds: outcome.odds,
    acceptedOdds: outcome.odds,
    initialOdds: outcome.odds,
    active: outcome.active,
    isSuspended: !isMarketAllowed(market.status) || !outcome.active,
    isChanged: false,
    isNotAvailable: false,
  };
  const marketGroup = market.marketGroups?.[0];
  if (marketGroup !== undefined) selection.marketGroup = marketGroup;
  if (source.customOdds !== undefined) selection.customOdds = source.customOdds;
  return selection;
}
