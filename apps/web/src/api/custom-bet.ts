import {
  customMarketsResponseSchema,
  customOddsResponseSchema,
  type CustomOddsRequestWire,
} from '@sportsbook/contract/bets';
import { BETS_PATH } from './bets';
import { apiRequest } from './client';

// The bet builder (spec §5 custom bet): GET /bets/custom/markets/{matchId}, POST /bets/custom/odds

/** A market the bet builder may combine, with its custom-bet group and outcomes. */
export interface CustomMarket {
  marketId: number;
  name: string;
  specifier: string;
  /** Custom-bet group; two selections of one group cannot be combined. */
  group: string;
  outcomes: { outcomeId: string; name: string; odds: number }[];
}

/** GET /v3/bets/custom/markets/{matchId}: the markets the bet builder may combine. */
export async function getCustomMarkets(
  matchId: number,
  signal?: AbortSignal,
): Promise<CustomMarket[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/custom/markets/${matchId}`,
    schema: customMarketsResponseSchema,
    signal,
  });
  return answer.data.map((m) => ({
    marketId: m.market_id,
    name: m.name,
    specifier: m.specifier,
    group: m.group,
    outcomes: m.outcomes.map((o) => ({ outcomeId: o.outcome_id, name: o.name, odds: o.odds })),
  }));
}

/** POST /v3/bets/custom/odds: the price of the combined selections of one match. */
export async function getCustomOdds(
  matchId: number,
  selections: readonly { marketId: number; specifier: string; outcomeId: string }[],
): Promise<number> {
  const body: CustomOddsRequestWire = {
    match_id: matchId,
    selections: selections.map((s) => ({
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
    })),
  };
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/custom/odds`,
    method: 'POST',
    body,
    schema: customOddsResponseSchema,
  });
  return answer.data.odds;
}
