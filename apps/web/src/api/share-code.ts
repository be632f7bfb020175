import {
  SHARE_CODE_NOT_FOUND,
  shareCodeResponseSchema,
  shareCodeSchema,
  sharedBetsResponseSchema,
  type SharedBetWire,
} from '@sportsbook/contract/bets';
import type { PlacementBet, PlacementStake } from '@sportsbook/betting/placement/types';
import type { BetType, MatchStatus, Provider } from '@sportsbook/betting/vocabulary';
import { BETS_PATH, toPlacementBetWire } from './bets';
import { apiRequest } from './client';
import { ApiError } from './errors';

// Share a bet (spec §4, §5): POST /bets/share-code {bets} -> {code}; GET /bets/share-code?code= -> bets

/** POST /v3/bets/share-code: the code of the shared slip (its bets as placed, stakes may be 0). */
export async function createShareCode(slip: { bets: readonly PlacementBet[] }): Promise<string> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/share-code`,
    method: 'POST',
    body: { bets: slip.bets.map(toPlacementBetWire) },
    schema: shareCodeResponseSchema,
  });
  return answer.data.code;
}

/** A selection of a shared bet: as shared (`odds`), with today's price and availability. */
export interface SharedSelection {
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  matchStatus: MatchStatus;
  nameA: string;
  nameB: string;
  sportKey: string;
  categoryName: string;
  tournamentName: string;
  provider: Provider;
  marketId: number;
  marketName: string;
  specifier: string;
  outcomeId: string;
  outcomeName: string;
  /** The odds it was shared at. */
  odds: number;
  /** Its odds now; null when it can no longer be bet. */
  currentOdds: number | null;
  /** False when the market is not allowed now or the outcome is inactive (spec §4 odds update). */
  active: boolean;
}

/** A shared bet: its type, stake as shared (another currency than the bettor's, maybe). */
export interface SharedBet {
  type: BetType;
  stake: PlacementStake;
  systemId?: string;
  customOdds?: number;
  selections: SharedSelection[];
}

/** True when a share code can be one (the link's `betcode`); anything else is not looked up. */
export const isShareCode = (code: string): boolean => shareCodeSchema.safeParse(code).success;

function toSharedSelection(w: SharedBetWire['selections'][number]): SharedSelection {
  return {
    matchId: w.match_id,
    matchUrnId: w.match_urn_id,
    matchSlug: w.match_slug,
    matchStatus: w.match_status,
    nameA: w.name_a,
    nameB: w.name_b,
    sportKey: w.sport_key,
    categoryName: w.category_name,
    tournamentName: w.tournament_name,
    provider: w.provider,
    marketId: w.market_id,
    marketName: w.market_name,
    specifier: w.specifier,
    outcomeId: w.outcome_id,
    outcomeName: w.outcome_name,
    odds: w.odds,
    currentOdds: w.current_odds,
    active: w.active,
  };
}

/** A shared bet of GET /bets/share-code in its camelCase shape. */
export function toSharedBet(w: SharedBetWire): SharedBet {
  const bet: SharedBet = {
    type: w.type,
    stake: w.stake,
    selections: w.selections.map(toSharedSelection),
  };
  if (w.system_id !== undefined) bet.systemId = w.system_id;
  if (w.custom_odds !== undefined) bet.customOdds = w.custom_odds;
  return bet;
}

/** True when GET /bets/share-code failed because the code was never issued (spec §8 link not found). */
export const isUnknownShareCode = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404 && error.code === SHARE_CODE_NOT_FOUND;

/**
 * GET /v3/bets/share-code?code=: the shared bets, empty when none can be bet any more (spec §4);
 * an unknown code throws an ApiError that `isUnknownShareCode` recognises.
 */
export async function getSharedBets(code: string, signal?: AbortSignal): Promise<SharedBet[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/share-code`,
    query: { code },
    schema: sharedBetsResponseSchema,
    signal,
  });
  return answer.data.map(toSharedBet);
}
