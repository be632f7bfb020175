import {
  IDEMPOTENCY_HEADER,
  customMarketsResponseSchema,
  customOddsResponseSchema,
  maxStakeResponseSchema,
  type MaxStakeRequestWire,
  type MaxStakeResponseWire,
  placementResponseSchema,
  shareCodeResponseSchema,
  sharedBetsResponseSchema,
  type CustomMarketsResponseWire,
  type PlacedBetWire,
  type SharedBetWire,
  type ShareCodeRequestWire,
} from '@sportsbook/contract/bets';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import type {
  PlacementPayload,
  PlaceBetErrorResponse,
} from '@sportsbook/betting/placement/wire-types';
import { APP_MARKER, APP_MARKER_HEADER, apiBaseUrl, apiRequest, buildUrl } from './client';

/** Bets calls are version 3 of the sportsbook API (spec §7, DESIGN URL layout). */
const BETS_PATH = '/v3/bets';

/** A placed bet of the wire as the slip's receipt reads it (double/treble/accumulator are combos). */
export function toPlacedBet(w: PlacedBetWire): PlacedBet {
  const betType =
    w.bet_type === 'double' || w.bet_type === 'treble' || w.bet_type === 'accumulator'
      ? 'combo'
      : w.bet_type;
  const bet: PlacedBet = {
    betId: w.bet_id,
    betType,
    betStatus: w.bet_status,
    stake: w.stake,
    currency: w.currency,
    subunits: w.subunits,
    winAmount: w.win_amount,
    odds: w.odds,
    createdAt: w.created_at,
    result: w.result,
    selections: w.selections.map((s) => ({
      id: s.id,
      matchId: s.match_id,
      matchUrnId: s.match_urn_id,
      matchStatus: s.match_status,
      nameA: s.name_a,
      nameB: s.name_b,
      provider: s.provider,
      marketId: s.market_id,
      marketName: s.market_name,
      specifier: s.specifier,
      outcomeId: s.outcome_id,
      outcomeName: s.outcome_name,
      odds: s.odds,
      result: s.result,
    })),
  };
  if (w.bet_ref) bet.betRef = w.bet_ref;
  if (w.system_type) {
    bet.systemType = {
      id: w.system_type.id,
      winCount: w.system_type.win_count,
      totalCount: w.system_type.total_count,
    };
  }
  return bet;
}

/** The outcome of POST /bets: the placed bets, or the refusal as spec §7 "Other" reads it. */
export type PlacementResult =
  | { ok: true; bets: PlacedBet[] }
  /** `response` is undefined when no answer arrived (network failure, timeout). */
  | { ok: false; response: PlaceBetErrorResponse | undefined };

const PLACE_TIMEOUT_MS = 15_000;

async function postPlacement(
  payload: PlacementPayload,
  idempotencyKey: string,
): Promise<PlacementResult> {
  let response: Response;
  try {
    response = await fetch(buildUrl(apiBaseUrl('sportsbook'), BETS_PATH), {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [APP_MARKER_HEADER]: APP_MARKER,
        [IDEMPOTENCY_HEADER]: idempotencyKey,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(PLACE_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, response: undefined };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok) {
    const parsed = placementResponseSchema.safeParse(body);
    // a 2xx we cannot read is treated like a lost answer: the retry with the same key tells
    return parsed.success
      ? { ok: true, bets: parsed.data.data.map(toPlacedBet) }
      : { ok: false, response: undefined };
  }
  return {
    ok: false,
    response: { status: response.status, data: body as PlaceBetErrorResponse['data'] },
  };
}

/**
 * POST /v3/bets with an Idempotency-Key: one key per placement attempt, sent again on a retry
 * after a lost answer, so the server places the bets once (DESIGN reliability rules).
 */
export async function placeBets(
  payload: PlacementPayload,
  idempotencyKey: string,
  retries = 1,
): Promise<PlacementResult> {
  let result = await postPlacement(payload, idempotencyKey);
  for (let i = 0; i < retries && !result.ok && result.response === undefined; i += 1) {
    result = await postPlacement(payload, idempotencyKey);
  }
  return result;
}

/** POST /v3/bets/share-code: the code of the shared slip. */
export async function createShareCode(body: ShareCodeRequestWire): Promise<string> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/share-code`,
    method: 'POST',
    body,
    schema: shareCodeResponseSchema,
  });
  return answer.data.code;
}

/** GET /v3/bets/share-code?code=: the shared bets, empty when the code is unknown (spec §4). */
export async function getSharedBets(code: string, signal?: AbortSignal): Promise<SharedBetWire[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/share-code`,
    query: { code },
    schema: sharedBetsResponseSchema,
    signal,
  });
  return answer.data;
}

/** GET /v3/bets/custom/markets/{matchId}: the markets the bet builder may combine. */
export async function getCustomMarkets(
  matchId: number,
  signal?: AbortSignal,
): Promise<CustomMarketsResponseWire['data']> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/custom/markets/${matchId}`,
    schema: customMarketsResponseSchema,
    signal,
  });
  return answer.data;
}

/** POST /v3/bets/custom/odds: the price of the combined selections of one match. */
export async function getCustomOdds(
  matchId: number,
  selections: { market_id: number; specifier: string; outcome_id: string }[],
): Promise<number> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/custom/odds`,
    method: 'POST',
    body: { match_id: matchId, selections },
    schema: customOddsResponseSchema,
  });
  return answer.data.odds;
}

/** POST /v3/bets/max-stake: per bet of the slip, in order, the stakes accepted now (minor units). */
export async function getMaxStakes(
  body: MaxStakeRequestWire,
): Promise<MaxStakeResponseWire['data']> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/max-stake`,
    method: 'POST',
    body,
    schema: maxStakeResponseSchema,
  });
  return answer.data;
}
