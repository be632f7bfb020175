/**
 * Making a slip selection from catalogue data (spec §3 Selection), so every consumer builds the
 * same composite id and initial flags.
 */
import { isBettable, isMarketAllowed } from '../catalog/status';
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

/** What decides whether an outcome takes bets now (spec §3 Match, Market, Outcome). */
export interface OutcomeState {
  matchStatus: number;
  marketStatus: number;
  outcomeActive: boolean;
}

/**
 * Whether an outcome can be bet on now: its match prematch or live (stopped suspends, closed,
 * finished and not covered are over), its market allowed (status 1), the outcome active. The slip
 * and the server's placement, cashout and share code decide by this one rule.
 */
export function isOutcomeOpen(state: OutcomeState): boolean {
  const { matchStatus, marketStatus, outcomeActive } = state;
  return isBettable(matchStatus) && isMarketAllowed(marketStatus) && outcomeActive;
}

/**
 * A selection of the outcome at its current odds: odds, accepted and initial odds equal; not
 * changed; suspended unless the outcome is open ({@link isOutcomeOpen}).
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
    isSuspended: !isOutcomeOpen({
      matchStatus: match.status,
      marketStatus: market.status,
      outcomeActive: outcome.active,
    }),
    isChanged: false,
    isNotAvailable: false,
  };
  const marketGroup = market.marketGroups?.[0];
  if (marketGroup !== undefined) selection.marketGroup = marketGroup;
  if (source.customOdds !== undefined) selection.customOdds = source.customOdds;
  return selection;
}
