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
