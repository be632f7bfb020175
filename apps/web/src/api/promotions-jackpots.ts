import { queryOptions } from '@tanstack/react-query';
import type { JackpotHitWire, JackpotWire } from '@sportsbook/contract/promotions';
import { apiRequest, anyAnswer, lazySchema } from './client';
import { ApiError } from './errors';
import { jackpotKeys } from './promotions-keys';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wirePromotions = () => import('@sportsbook/contract/promotions');

/** The jackpot calls of spec §7: GET /jackpots, /jackpots/{id}, /jackpot-hits. */

export { jackpotKeys };

/** Spec §9 refresh: the single jackpot every 15 s, the hits every 60 s; hits listed 10. */
export const JACKPOT_REFETCH_MS = 15_000;
export const JACKPOT_HITS_REFETCH_MS = 60_000;
export const JACKPOT_HITS_LIMIT = 10;

/** Spec §3 Jackpot with its levels; amounts in minor units of `currency`. */
export interface Jackpot {
  id: string;
  name: string;
  amount: number;
  poolAmount: number;
  hitsAmount: number;
  currency: string;
  subunits: number;
  levels: { name: string; poolAmount: number; active: boolean }[];
}

/** Spec §3 Jackpot hit; the winner only as a hashed user name. */
export interface JackpotHit {
  id: string;
  jackpotId: string;
  amount: number;
  amountEur: number;
  createdAt: string;
  currency: string;
  levelCode: string;
  levelName: string;
  name: string;
  status: 'approved' | 'paid';
  hashedUserName: string;
  seen: boolean;
}

export const toJackpot = (w: JackpotWire): Jackpot => ({
  id: w.id,
  name: w.name,
  amount: w.amount,
  poolAmount: w.pool_amount,
  hitsAmount: w.hits_amount,
  currency: w.currency,
  subunits: w.subunits,
  levels: w.levels.map((l) => ({ name: l.name, poolAmount: l.pool_amount, active: l.active })),
});

export const toJackpotHit = (w: JackpotHitWire): JackpotHit => ({
  id: w.id,
  jackpotId: w.jackpot_id,
  amount: w.amount,
  amountEur: w.amount_eur,
  createdAt: w.created_at,
  currency: w.currency,
  levelCode: w.level_code,
  levelName: w.level_name,
  name: w.name,
  status: w.status,
  hashedUserName: w.hashed_user_name,
  seen: w.seen,
});

const inLocale = (locale: string) => ({ 'Accept-Language': locale });

/**
 * Spec §8: a jackpot fetch answered 400, 404 or 500 is not reported (no jackpot to show, or the
 * jackpots are off); any other failure is.
 */
export function isReportedJackpotError(error: unknown): boolean {
  return !(error instanceof ApiError && [400, 404, 500].includes(error.status));
}

/** Unreported failures are final: the section stays hidden instead of retrying. */
const retryReported = (failures: number, error: unknown) =>
  failures < 3 && isReportedJackpotError(error);

/** GET /jackpots: the running jackpots. */
export async function getJackpots(locale: string, signal?: AbortSignal): Promise<Jackpot[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/jackpots',
    headers: inLocale(locale),
    schema: lazySchema(wirePromotions, 'jackpotsResponseSchema'),
    signal,
  });
  return answer.data.map(toJackpot);
}

export const jackpotsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: jackpotKeys.list(locale),
    queryFn: ({ signal }) => getJackpots(locale, signal),
    retry: retryReported,
  });

/** GET /jackpots/{id}: one jackpot, its amount live (spec §9 every 15 s). */
export async function getJackpot(
  id: string,
  locale: string,
  signal?: AbortSignal,
): Promise<Jackpot> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/jackpots/${encodeURIComponent(id)}`,
    headers: inLocale(locale),
    schema: lazySchema(wirePromotions, 'jackpotResponseSchema'),
    signal,
  });
  return toJackpot(answer.data);
}

export const jackpotQueryOptions = (id: string, locale: string) =>
  queryOptions({
    queryKey: jackpotKeys.one(id, locale),
    queryFn: ({ signal }) => getJackpot(id, locale, signal),
    refetchInterval: JACKPOT_REFETCH_MS,
    staleTime: JACKPOT_REFETCH_MS,
    retry: retryReported,
  });

export interface JackpotHitsQuery {
  jackpotId?: string;
  forUser?: boolean;
  unseen?: boolean;
  limit?: number;
}

/** GET /jackpot-hits, newest first. */
export async function getJackpotHits(
  query: JackpotHitsQuery,
  locale: string,
  signal?: AbortSignal,
): Promise<JackpotHit[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/jackpot-hits',
    query: {
      jackpot_id: query.jackpotId,
      for_user: query.forUser,
      unseen: query.unseen,
      limit: query.limit ?? JACKPOT_HITS_LIMIT,
    },
    headers: inLocale(locale),
    schema: lazySchema(wirePromotions, 'jackpotHitsResponseSchema'),
    signal,
  });
  return answer.data.map(toJackpotHit);
}

/** A jackpot's latest hits (everyone's), refreshed every 60 s. */
export const jackpotHitsQueryOptions = (jackpotId: string, locale: string) =>
  queryOptions({
    queryKey: [...jackpotKeys.hits(jackpotId), locale] as const,
    queryFn: ({ signal }) => getJackpotHits({ jackpotId }, locale, signal),
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    retry: retryReported,
  });

/** The signed-in player's unseen hits (the jackpot-hit modal), refreshed every 60 s. */
export const ownJackpotHitsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: [...jackpotKeys.ownHits, locale] as const,
    queryFn: ({ signal }) => getJackpotHits({ forUser: true, unseen: true }, locale, signal),
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    retry: retryReported,
  });

/** POST /jackpot-hits/mark-as-seen {ids}: the jackpot-hit modal showed these (204). */
export async function markJackpotHitsSeen(ids: readonly string[]): Promise<void> {
  await apiRequest({
    api: 'sportsbook',
    path: '/v2/jackpot-hits/mark-as-seen',
    method: 'POST',
    body: { ids },
    schema: anyAnswer,
  });
}
