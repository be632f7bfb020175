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
  type SharedBetWire,
  type ShareCodeRequestWire,
} from '@sportsbook/contract/bets';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import type {
  PlacementPayload,
  PlaceBetErrorResponse,
} from '@sportsbook/betting/placement/wire-types';
import { apiRequest } from './client';
import { ApiError, CLIENT_ERROR_CODES, NO_ANSWER_STATUS } from './errors';
import { toPlacedBet } from './my-bets';

/** Bets calls are version 3 of the sportsbook API (spec §7, DESIGN URL layout). */
const BETS_PATH = '/v3/bets';

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
  try {
    const answer = await apiRequest({
      api: 'sportsbook',
      path: BETS_PATH,
      method: 'POST',
      body: payload,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      schema: placementResponseSchema,
      timeoutMs: PLACE_TIMEOUT_MS,
    });
    return { ok: true, bets: answer.data.map(toPlacedBet) };
  } catch (error) {
    // no answer, or a 2xx we cannot read, is a lost answer: the retry with the same key tells
    if (
      !(error instanceof ApiError) ||
      error.status === NO_ANSWER_STATUS ||
      (error.status < 300 && error.code === CLIENT_ERROR_CODES.invalidResponse)
    )
      return { ok: false, response: undefined };
    // spec §7 Other: a refusal is read from its status and its body as sent (numeric codes too)
    return {
      ok: false,
      response: { status: error.status, data: error.body as PlaceBetErrorResponse['data'] },
    };
  }
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
