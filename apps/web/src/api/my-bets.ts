import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { PlacedBet, PlacedSelection } from '@sportsbook/betting/bets/types';
import { listedBets } from '@sportsbook/betting/bets/status';
import type { BetType } from '@sportsbook/betting/ticket/types';
import { DEFAULT_LIST_LIMIT } from '@sportsbook/contract/common';
import {
  betFilterSchema,
  betsResponseSchema,
  cashoutResponseSchema,
  resultFilterSchema,
  type PlacedBetTypeWire,
  type PlacedBetWire,
  type PlacedSelectionWire,
} from '@sportsbook/contract/bets';
import { apiRequest } from './client';
import { ApiError } from './errors';
import { fetchAllPages } from './paging';

/**
 * The My Bets calls of the sportsbook bets API v3 (spec §7): GET /bets (every page) and
 * POST /bets/cashout. Wire bets are parsed with the contract and mapped to packages/betting's
 * PlacedBet here; no component sees the wire shape.
 */

/** Bet filter of spec §3: all, open, settled. */
export type BetFilter = z.infer<typeof betFilterSchema>;
/** Result filter of spec §3: all, win, lose, refund. */
export type ResultFilter = z.infer<typeof resultFilterSchema>;

export const BET_FILTERS: readonly BetFilter[] = betFilterSchema.options;
export const RESULT_FILTERS: readonly ResultFilter[] = resultFilterSchema.options;

export interface BetsFilter {
  status: BetFilter;
  result: ResultFilter;
}

/** Spec §9: bets are listed 500 per page. */
export const BETS_PAGE_SIZE = DEFAULT_LIST_LIMIT;

/** Spec §3: double, treble and accumulator are shown as combo. */
export function toBetType(wire: PlacedBetTypeWire): BetType {
  switch (wire) {
    case 'double':
    case 'treble':
    case 'accumulator':
      return 'combo';
    default:
      return wire;
  }
}

export function toPlacedSelection(w: PlacedSelectionWire): PlacedSelection {
  return {
    id: w.id,
    matchId: w.match_id,
    matchUrnId: w.match_urn_id,
    matchStatus: w.match_status,
    nameA: w.name_a,
    nameB: w.name_b,
    provider: w.provider,
    marketId: w.market_id,
    marketName: w.market_name,
    specifier: w.specifier,
    outcomeId: w.outcome_id,
    outcomeName: w.outcome_name,
    odds: w.odds,
    result: w.result,
  };
}

/** One wire bet as My Bets keeps it; wire nulls become absent fields (the domain's optionals). */
export function toPlacedBet(w: PlacedBetWire): PlacedBet {
  const bet: PlacedBet = {
    betId: w.bet_id,
    betType: toBetType(w.bet_type),
    betStatus: w.bet_status,
    stake: w.stake,
    currency: w.currency,
    subunits: w.subunits,
    winAmount: w.win_amount,
    odds: w.odds,
    selections: w.selections.map(toPlacedSelection),
    createdAt: w.created_at,
    result: w.result,
    usedInJackpot: w.used_in_jackpot,
    isVip: w.is_vip,
  };
  if (w.bet_ref !== null) bet.betRef = w.bet_ref;
  // the live reducer treats 0 as no offer, so the mapper does too
  if (w.to_cashout !== null && w.to_cashout > 0) bet.toCashout = w.to_cashout;
  if (w.bonus !== null) {
    bet.bonus = { id: w.bonus.id, type: w.bonus.type };
    if (w.bonus.odds !== undefined) bet.bonus.odds = w.bonus.odds;
  }
  if (w.system_type !== null) {
    bet.systemType = {
      id: w.system_type.id,
      winCount: w.system_type.win_count,
      totalCount: w.system_type.total_count,
    };
  }
  return bet;
}

/** GET /v3/bets, one page. */
export async function getBetsPage(
  filter: BetsFilter,
  page: number,
  limit: number,
  signal?: AbortSignal,
) {
  return apiRequest({
    api: 'sportsbook',
    path: '/v3/bets',
    query: { status: filter.status, result: filter.result, page, limit },
    schema: betsResponseSchema,
    signal,
  });
}

/** Every bet matching the filter, newest first: pages of 500 until the last page (spec §7, §9). */
export async function getBets(filter: BetsFilter, signal?: AbortSignal): Promise<PlacedBet[]> {
  const wire = await fetchAllPages(
    (page, limit) => getBetsPage(filter, page, limit, signal),
    BETS_PAGE_SIZE,
  );
  return wire.map(toPlacedBet);
}

/** Keys of the bets lists; live updates patch every list under {@link myBetsKeys.all}. */
export const myBetsKeys = {
  all: ['sportsbook', 'bets'] as const,
  list: (filter: BetsFilter) => ['sportsbook', 'bets', filter.status, filter.result] as const,
};

export const myBetsQueryOptions = (filter: BetsFilter) =>
  queryOptions({
    queryKey: myBetsKeys.list(filter),
    queryFn: ({ signal }) => getBets(filter, signal),
    // the server lists no unlisted status (spec §5); a live update may still turn a bet unlisted
    select: listedBets,
  });

/** POST /v3/bets/cashout: cashes a bet out at the amount the bettor confirmed (minor units). */
export async function cashOutBet(body: { betId: string; toCashout: number }): Promise<PlacedBet> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v3/bets/cashout',
    method: 'POST',
    body: { bet_id: body.betId, to_cashout: body.toCashout },
    schema: cashoutResponseSchema,
  });
  return toPlacedBet(answer.data);
}

/** The machine code of a cashout refused because the offer moved (409). */
export const CASHOUT_AMOUNT_CHANGED = 'cashout_amount_changed';
/** The machine code of a cashout refused because the bet has no offer any more (409). */
export const CASHOUT_UNAVAILABLE = 'cashout_unavailable';

const changedDetailsSchema = z.object({ to_cashout: z.number().int().nonnegative().nullable() });

/**
 * The new offer of a cashout refused with `cashout_amount_changed` (minor units), null when it
 * was refused because the offer is gone (`cashout_unavailable`, or no amount), or undefined when
 * the error is anything else.
 */
export function changedCashoutAmount(error: unknown): number | null | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === CASHOUT_UNAVAILABLE) return null;
  if (error.code !== CASHOUT_AMOUNT_CHANGED) return undefined;
  const details = changedDetailsSchema.safeParse(error.details);
  if (!details.success) return null;
  const amount = details.data.to_cashout;
  return amount !== null && amount > 0 ? amount : null;
}
