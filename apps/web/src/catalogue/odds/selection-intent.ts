import type { Market, Outcome } from '@sportsbook/betting/catalog/types';

/**
 * What a click on an odds button carries for the bet slip (spec §4 "Selecting an outcome"):
 * enough to find the outcome and build a selection (spec §3 "Bet placement payload").
 */
export interface SelectionIntent {
  matchId: number;
  matchUrnId: string;
  marketId: number;
  specifier: string;
  outcomeId: string;
  /** The composite outcome id (spec §3 Outcome id): the selection's identity. */
  outcomeKey: string;
  /** Decimal odds shown when the bettor clicked. */
  odds: number;
  provider: string;
}

/** The intent of a click on `outcome` of `market` in match `matchId`. */
export function selectionIntent(
  matchId: number,
  market: Market,
  outcome: Outcome,
): SelectionIntent {
  return {
    matchId,
    matchUrnId: market.matchUrnId,
    marketId: market.marketId,
    specifier: market.specifier,
    outcomeId: outcome.outcomeId,
    outcomeKey: outcome.id,
    odds: outcome.odds,
    provider: market.provider,
  };
}
