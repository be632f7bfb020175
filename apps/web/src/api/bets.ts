import {
  IDEMPOTENCY_HEADER,
  maxStakeResponseSchema,
  placeBetErrorSchema,
  placementResponseSchema,
  type MaxStakeResponseWire,
  type PlacementBetRequestWire,
  type PlacementRequestWire,
} from '@sportsbook/contract/bets';
import { apiErrorSchema } from '@sportsbook/contract/common';
import type { PlacedBet } from '@sportsbook/betting/bets/types';
import type {
  PlacementBet,
  PlacementPayload,
  PlacementRefusal,
} from '@sportsbook/betting/placement/types';
import { apiRequest } from './client';
import { ApiError, CLIENT_ERROR_CODES, NO_ANSWER_STATUS } from './errors';
import { toPlacedBet } from './my-bets';

/** Bets calls are version 3 of the sportsbook API (spec §7, DESIGN URL layout). */
export const BETS_PATH = '/v3/bets';

/** The outcome of POST /bets: the placed bets, or the refusal as spec §7 "Other" reads it. */
export type PlacementResult =
  | { ok: true; bets: PlacedBet[] }
  /** `response` is undefined when no answer arrived (network failure, timeout). */
  | { ok: false; response: PlacementRefusal | undefined };

/** The POST /bets body of a placement: the domain payload in the contract's wire shape. */
export function toPlacementRequest(payload: PlacementPayload): PlacementRequestWire {
  const { deviceId, quick, type } = payload.meta;
  return { meta: { device_id: deviceId, quick, type }, bets: payload.bets.map(toPlacementBetWire) };
}

/** One bet on the wire, as POST /bets, /bets/share-code and /bets/max-stake take it. */
export function toPlacementBetWire(bet: PlacementBet): PlacementBetRequestWire {
  const wire: PlacementBetRequestWire = {
    type: bet.type,
    stake: { value: bet.stake.value, currency: bet.stake.currency },
    selections: bet.selections.map((s) => ({
      match_id: s.matchId,
      market_id: s.marketId,
      specifier: s.specifier,
      outcome_id: s.outcomeId,
      odds: s.odds,
    })),
  };
  if (bet.systemId !== undefined) wire.system_id = bet.systemId;
  if (bet.customOdds !== undefined) wire.custom_odds = bet.customOdds;
  if (bet.bonus) {
    const { id, type, odds } = bet.bonus;
    wire.bonus = odds === undefined ? { id, type } : { id, type, odds };
  }
  return wire;
}

/**
 * A refused placement as spec §7 Other reads it, its body parsed with the contract: the place-bet
 * error (`code`, `message`, `data.details`, `data.errors_by_bet`), else the common error body of
 * every route (a 401, a rate limit: `code` and `message`), else the status alone.
 */
export function toPlacementRefusal(status: number, body: unknown): PlacementRefusal {
  const placeBetError = placeBetErrorSchema.safeParse(body);
  if (placeBetError.success) {
    const { code, message, data } = placeBetError.data;
    const refusal: PlacementRefusal = { status, code, message };
    if (data.details !== undefined) refusal.details = data.details;
    if (data.errors_by_bet) {
      refusal.errorsByBet = Object.fromEntries(
        Object.entries(data.errors_by_bet).map(([index, e]) => [
          index,
          { code: e.code, localizedMessage: e.localized_message },
        ]),
      );
    }
    return refusal;
  }
  const common = apiErrorSchema.safeParse(body);
  return common.success
    ? { status, code: common.data.code, message: common.data.message }
    : { status };
}

const PLACE_TIMEOUT_MS = 15_000;

async function postPlacement(
  body: PlacementRequestWire,
  idempotencyKey: string,
): Promise<PlacementResult> {
  try {
    const answer = await apiRequest({
      api: 'sportsbook',
      path: BETS_PATH,
      method: 'POST',
      body,
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
    // spec §7 Other: a refusal is read from its status and its body (numeric codes too)
    return { ok: false, response: toPlacementRefusal(error.status, error.body) };
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
  const body = toPlacementRequest(payload);
  let result = await postPlacement(body, idempotencyKey);
  for (let i = 0; i < retries && !result.ok && result.response === undefined; i += 1) {
    result = await postPlacement(body, idempotencyKey);
  }
  return result;
}

/** POST /v3/bets/max-stake: per bet of the slip, in order, the stakes accepted now (minor units). */
export async function getMaxStakes(slip: {
  bets: readonly PlacementBet[];
}): Promise<MaxStakeResponseWire['data']> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `${BETS_PATH}/max-stake`,
    method: 'POST',
    body: { bets: slip.bets.map(toPlacementBetWire) },
    schema: maxStakeResponseSchema,
  });
  return answer.data;
}
