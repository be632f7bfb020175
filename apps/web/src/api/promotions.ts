import { BONUS_LIST_DEFAULT_LIMIT } from '@sportsbook/contract/list-limits';
import { infiniteQueryOptions, queryOptions, skipToken } from '@tanstack/react-query';
import { PROMO_CODE_PATTERN } from '@sportsbook/contract/promo-code';
import type { BonusType } from '@sportsbook/contract/vocabulary';
import { apiRequest, anyAnswer, lazySchema } from './client';
import { ApiError } from './errors';
import { bonusKeys, tournamentPoolKey, type BonusListKind } from './promotions-keys';
import type { TournamentPool } from './promotions-notices';
import {
  toBonusOffer,
  toFreebetOffer,
  toLeaderboardRow,
  type BonusOffer,
  type FreebetOffer,
  type LeaderboardRow,
} from './promotions-types';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wirePromotions = () => import('@sportsbook/contract/promotions');

/**
 * The bonus calls of spec §7 (/bonuses and its kinds, details, terms, activate, boost,
 * mark-as-seen, promo-code). Spec §6: the player's bonus lists need a session (401 for a
 * visitor); a visitor may read the public campaigns of a kind (every kind but freebets).
 */

export { bonusKeys };
export type { BonusListKind };

/** The list a bonus of each type is in (a jackpot is in none). */
export function kindOfType(type: BonusType): BonusListKind | null {
  switch (type) {
    case 'comboboost':
      return 'comboboosts';
    case 'hunting':
      return 'huntings';
    case 'tournament':
      return 'tournaments';
    case 'lootbox':
      return 'lootboxes';
    case 'jackpot':
      return null;
    default:
      return 'freebets';
  }
}

/** A tournament's pool as last pushed (tournament_pool_changed); never fetched. */
export const tournamentPoolQueryOptions = (tournamentId: string) =>
  queryOptions<TournamentPool>({ queryKey: tournamentPoolKey(tournamentId), queryFn: skipToken });

/** Spec §9: the hunting tournaments list shows one per page; the other kinds four. */
export const HUNTING_TOURNAMENTS_DEFAULT_LIMIT = 1;
export const kindPageSize = (kind: BonusListKind): number =>
  kind === 'tournaments' ? HUNTING_TOURNAMENTS_DEFAULT_LIMIT : BONUS_LIST_DEFAULT_LIMIT;

/** Names and terms come in the request's locale. */
const inLocale = (locale: string) => ({ 'Accept-Language': locale });

export interface BonusListQuery {
  available?: boolean;
  unseen?: boolean;
  limitPerType?: number;
  type?: BonusType;
}

/** GET /bonuses: at most `limitPerType` of each kind (spec §9 default 4). */
export async function getBonuses(
  query: BonusListQuery,
  locale: string,
  signal?: AbortSignal,
): Promise<BonusOffer[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/bonuses',
    query: {
      available: query.available,
      unseen: query.unseen,
      limit_per_type: query.limitPerType,
      type: query.type,
    },
    headers: inLocale(locale),
    schema: lazySchema(wirePromotions, 'bonusesResponseSchema'),
    signal,
  });
  return answer.data.map(toBonusOffer);
}

/** The most GET /bonuses sends of one kind: the header counts them all. */
const COUNT_LIMIT_PER_TYPE = 100;

/** Spec §2 header zone "bonus": the bonuses the player may use or activate now. */
export const availableBonusesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: bonusKeys.list({ available: true, limitPerType: COUNT_LIMIT_PER_TYPE, locale }),
    queryFn: ({ signal }) =>
      getBonuses({ available: true, limitPerType: COUNT_LIMIT_PER_TYPE }, locale, signal),
  });

/** One page of a kind's list. */
export interface BonusPage {
  items: BonusOffer[];
  page: number;
  lastPage: number;
  total: number;
}

/** GET /bonuses/{kind}: the active campaigns of one kind, paged (spec §7 "isAvailable, locale, status active, page, limit"). */
export async function getBonusPage(
  kind: BonusListKind,
  page: number,
  locale: string,
  signal?: AbortSignal,
): Promise<BonusPage> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/bonuses/${kind}`,
    query: { locale, status: 'active', page, limit: kindPageSize(kind) },
    headers: inLocale(locale),
    schema: lazySchema(wirePromotions, 'bonusPageSchema'),
    signal,
  });
  return {
    items: answer.data.map(toBonusOffer),
    page: answer.pagination.page,
    lastPage: answer.pagination.last_page,
    total: answer.pagination.total,
  };
}

/** A player's and a visitor's views differ (issued data): their entries are apart. */
const viewer = (signedIn: boolean) => (signedIn ? 'player' : 'visitor');

export const bonusKindQueryOptions = (kind: BonusListKind, locale: string, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: [...bonusKeys.kind(kind), locale, viewer(signedIn)] as const,
    queryFn: ({ pageParam, signal }) => getBonusPage(kind, pageParam, locale, signal),
    initialPageParam: 1,
    getNextPageParam: (last: BonusPage) => (last.page < last.lastPage ? last.page + 1 : undefined),
  });

/** A bonus with, for huntings and tournaments, its leaderboard. */
export interface BonusDetail {
  bonus: BonusOffer;
  leaderboard: LeaderboardRow[] | null;
}

/** GET /bonuses/{kind}/{id}. */
export async function getBonusDetail(
  kind: BonusListKind,
  id: string,
  locale: string,
  signal?: AbortSignal,
): Promise<BonusDetail> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/bonuses/${kind}/${encodeURIComponent(id)}`,
    headers: inLocale(locale),
    schema: lazySchema(wirePromotions, 'bonusDetailResponseSchema'),
    signal,
  });
  return {
    bonus: toBonusOffer(answer.data),
    leaderboard: answer.leaderboard?.map(toLeaderboardRow) ?? null,
  };
}

export const bonusDetailQueryOptions = (
  kind: BonusListKind,
  id: string,
  locale: string,
  signedIn: boolean,
) =>
  queryOptions({
    queryKey: [...bonusKeys.detail(kind, id), locale, viewer(signedIn)] as const,
    queryFn: ({ signal }) => getBonusDetail(kind, id, locale, signal),
  });

/** GET /bonuses/{kind}/{id}/terms: plain paragraphs in the request's locale. */
export async function getBonusTerms(
  kind: BonusListKind,
  id: string,
  locale: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/bonuses/${kind}/${encodeURIComponent(id)}/terms`,
    headers: inLocale(locale),
    schema: lazySchema(wirePromotions, 'bonusTermsResponseSchema'),
    signal,
  });
  return answer.data.paragraphs;
}

export const bonusTermsQueryOptions = (kind: BonusListKind, id: string, locale: string) =>
  queryOptions({
    queryKey: [...bonusKeys.terms(kind, id), locale] as const,
    queryFn: ({ signal }) => getBonusTerms(kind, id, locale, signal),
    staleTime: 10 * 60_000,
  });

/** POST /bonuses/{id}/activate: the bonus as it now is. */
export async function activateBonus(id: string, locale: string): Promise<BonusOffer> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/bonuses/${encodeURIComponent(id)}/activate`,
    method: 'POST',
    headers: inLocale(locale),
    schema: lazySchema(wirePromotions, 'bonusResponseSchema'),
  });
  return toBonusOffer(answer.data);
}

/** POST /bonuses/{lootbox id}/boost {freebet_id}: the boosted freebet. */
export async function boostFreebet(
  lootboxId: string,
  freebetId: string,
  locale: string,
): Promise<FreebetOffer> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: `/v2/bonuses/${encodeURIComponent(lootboxId)}/boost`,
    method: 'POST',
    headers: inLocale(locale),
    body: { freebet_id: freebetId },
    schema: lazySchema(wirePromotions, 'boostResponseSchema'),
  });
  return toFreebetOffer(answer.data);
}

/** A bonus (or jackpot hit) to mark seen. */
export interface SeenBonus {
  id: string;
  type: BonusType;
}

/** POST /bonuses/mark-as-seen: the answer carries nothing the web reads. */
export async function markBonusesSeen(bonuses: readonly SeenBonus[]): Promise<void> {
  await apiRequest({
    api: 'sportsbook',
    path: '/v2/bonuses/mark-as-seen',
    method: 'POST',
    body: { bonuses },
    schema: anyAnswer,
  });
}

/** POST /bonuses/promo-code {code}: the bonus the code issued. */
export async function redeemPromoCode(code: string, locale: string): Promise<BonusOffer> {
  const answer = await apiRequest({
    api: 'sportsbook',
    path: '/v2/bonuses/promo-code',
    method: 'POST',
    headers: inLocale(locale),
    body: { code },
    schema: lazySchema(wirePromotions, 'bonusResponseSchema'),
  });
  return toBonusOffer(answer.data);
}

/** Whether the server would take this code's form (letters, digits, - and _, at most 40). */
export const isPromoCodeWellFormed = (code: string): boolean =>
  PROMO_CODE_PATTERN.test(code.trim());

/** Why a promo code was refused, in the words the entry shows (spec §7 answers). */
export type PromoCodeProblem =
  'notFound' | 'used' | 'expired' | 'exhausted' | 'invalid' | 'signIn' | 'failed';

export function promoCodeProblem(error: unknown): PromoCodeProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401) return 'signIn';
  if (error.code === 'promo_code_not_found') return 'notFound';
  if (error.code === 'promo_code_used') return 'used';
  if (error.code === 'promo_code_expired') return 'expired';
  if (error.code === 'promo_code_exhausted') return 'exhausted';
  if (error.status === 422 || error.status === 400) return 'invalid';
  return 'failed';
}
