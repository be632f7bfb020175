import { queryOptions } from '@tanstack/react-query';
import type { Market, Match, Outcome, PeriodScore } from '@sportsbook/betting/catalog/types';
import {
  categoriesResponseSchema,
  categoryResponseSchema,
  tournamentResponseSchema,
  tournamentsResponseSchema,
  type CategoryRefWire,
  type CategoryWire,
  type SportRefWire,
  type TournamentRefWire,
  type TournamentWire,
} from '@sportsbook/contract/catalog';
import { countersResponseSchema, type CountersResponseWire } from '@sportsbook/contract/counters';
import { marketsResponseSchema, type MarketWire } from '@sportsbook/contract/market';
import {
  matchesResponseSchema,
  matchResponseSchema,
  type EventWire,
  type MatchSortWire,
  type MatchWire,
  type OutrightWire,
} from '@sportsbook/contract/match';
import {
  streamResponseSchema,
  widgetResponseSchema,
  type StatisticWire,
  type StreamResponseWire,
  type WidgetTypeWire,
} from '@sportsbook/contract/match-extras';
import { searchResponseSchema } from '@sportsbook/contract/search';
import { apiRequest, type QueryValue } from './client';
import { fetchAllPages } from './paging';

/**
 * The sportsbook catalogue calls of spec §7 (v2): matches, markets, categories, tournaments,
 * counters, search and match extras, mapped from snake_case wire data to the camelCase shapes of
 * spec §3. Nothing unparsed or snake_case leaves this module.
 */

export interface SportRef {
  id: number;
  key: string;
  name: string;
  type: SportRefWire['type'];
}
export interface CategoryRef {
  id: number;
  slug: string;
  name: string;
  countryCode: string | null;
}
export interface TournamentRef {
  id: number;
  urnId: string;
  slug: string;
  name: string;
}

export interface Category extends CategoryRef {
  priority: number;
  sport: SportRef;
  provider: CategoryWire['provider'];
}

export interface Tournament extends TournamentRef {
  priority: number;
  category: CategoryRef;
  sport: SportRef;
  mainMarketOutcomesCount: number;
  secondaryMarketOutcomesCount: number;
}

/** A match as the pages show it (spec §3 Match). */
export interface MatchView extends Match {
  type: 'match';
  tournament: TournamentRef;
  category: CategoryRef;
  sport: SportRef;
  logoA: string | null;
  logoB: string | null;
  stage: string | null;
  maxPeriodNumber: number | null;
  mainMarketId: number | null;
  secondaryMarketId: number | null;
  mainMarket: Market | null;
  secondaryMarket: Market | null;
  topMarketsCount: number;
  availableMarketsCount: number;
  hasVideo: boolean;
}

/** An outright event (season, stage, simple tournament). */
export interface OutrightView {
  type: OutrightWire['type'];
  id: number;
  urnId: string;
  slug: string;
  name: string;
  parent: { id: number; urnId: string; name: string; type: OutrightWire['type'] | 'match' } | null;
  competitors: { id: string; name: string }[];
  tournament: TournamentRef | null;
  category: CategoryRef;
  sport: SportRef;
  startTime: string;
  endDate: string | null;
  status: OutrightWire['status'];
  availableMarketsCount: number;
  provider: OutrightWire['provider'];
}

export type EventView = MatchView | OutrightView;

const toSportRef = (w: SportRefWire): SportRef => ({
  id: w.id,
  key: w.key,
  name: w.name,
  type: w.type,
});
const toCategoryRef = (w: CategoryRefWire): CategoryRef => ({
  id: w.id,
  slug: w.slug,
  name: w.name,
  countryCode: w.country_code,
});
const toTournamentRef = (w: TournamentRefWire): TournamentRef => ({
  id: w.id,
  urnId: w.urn_id,
  slug: w.slug,
  name: w.name,
});

export function toCategory(w: CategoryWire): Category {
  return {
    ...toCategoryRef(w),
    priority: w.priority,
    sport: toSportRef(w.sport),
    provider: w.provider,
  };
}

export function toTournament(w: TournamentWire): Tournament {
  return {
    ...toTournamentRef(w),
    priority: w.priority,
    category: toCategoryRef(w.category),
    sport: toSportRef(w.sport),
    mainMarketOutcomesCount: w.main_market_outcomes_count,
    secondaryMarketOutcomesCount: w.secondary_market_outcomes_count,
  };
}

export function toOutcome(w: MarketWire['outcomes'][number]): Outcome {
  return { id: w.id, outcomeId: w.outcome_id, name: w.name, active: w.active, odds: w.odds };
}

export function toMarket(w: MarketWire): Market {
  return {
    matchUrnId: w.match_urn_id,
    marketId: w.market_id,
    name: w.name,
    status: w.status,
    specifier: w.specifier,
    outcomes: w.outcomes.map(toOutcome),
    marketGroups: w.market_groups,
    priority: w.priority,
    mostBalanced: w.most_balanced,
    provider: w.provider,
  };
}

const toPeriodScore = (p: MatchWire['period_score'][number]): PeriodScore => ({
  home: p.home,
  away: p.away,
  periodKey: p.period_key,
  periodName: p.period_name,
  number: p.number,
  type: p.type,
});

/** Wire match fields shared by full matches and `match_changed` updates, camelCased. */
export function toMatchFields(w: Partial<Omit<MatchWire, 'id' | 'type'>>): Partial<MatchView> {
  const out: Partial<MatchView> = {};
  if (w.status !== undefined) out.status = w.status;
  if (w.is_live !== undefined) out.isLive = w.is_live;
  if (w.is_finished !== undefined) out.isFinished = w.is_finished;
  if (w.stage !== undefined) out.stage = w.stage;
  if (w.clock !== undefined)
    out.clock = w.clock
      ? {
          ...(w.clock.match_time !== null ? { matchTime: w.clock.match_time } : {}),
          ...(w.clock.stoppage_time !== null ? { stoppageTime: w.clock.stoppage_time } : {}),
          ...(w.clock.stoppage_time_announced !== null
            ? { stoppageTimeAnnounced: w.clock.stoppage_time_announced }
            : {}),
          ...(w.clock.remaining_time !== null ? { remainingTime: w.clock.remaining_time } : {}),
          ...(w.clock.remaining_time_in_period !== null
            ? { remainingTimeInPeriod: w.clock.remaining_time_in_period }
            : {}),
          stopped: w.clock.stopped,
          ...(w.clock.clock_updated_at !== null
            ? { clockUpdatedAt: w.clock.clock_updated_at }
            : {}),
        }
      : undefined;
  if (w.total_score !== undefined) out.totalScore = w.total_score ?? undefined;
  if (w.game_score !== undefined) out.gameScore = w.game_score ?? undefined;
  if (w.period_score !== undefined) out.periodScore = w.period_score.map(toPeriodScore);
  if (w.current_server !== undefined) out.currentServer = w.current_server ?? undefined;
  if (w.max_period_number !== undefined) out.maxPeriodNumber = w.max_period_number;
  if (w.available_markets_count !== undefined)
    out.availableMarketsCount = w.available_markets_count;
  if (w.top_markets_count !== undefined) out.topMarketsCount = w.top_markets_count;
  if (w.has_video !== undefined) out.hasVideo = w.has_video;
  return out;
}

export function toMatch(w: MatchWire): MatchView {
  return {
    id: w.id,
    urnId: w.urn_id,
    slug: w.slug,
    type: 'match',
    sportKey: w.sport.key,
    nameA: w.name_a,
    nameB: w.name_b,
    status: w.status,
    isLive: w.is_live,
    isFinished: w.is_finished,
    startTime: w.start_time,
    provider: w.provider,
    tournament: toTournamentRef(w.tournament),
    category: toCategoryRef(w.category),
    sport: toSportRef(w.sport),
    logoA: w.logo_a,
    logoB: w.logo_b,
    stage: w.stage,
    maxPeriodNumber: w.max_period_number,
    mainMarketId: w.main_market_id,
    secondaryMarketId: w.secondary_market_id,
    mainMarket: w.main_market ? toMarket(w.main_market) : null,
    secondaryMarket: w.secondary_market ? toMarket(w.secondary_market) : null,
    topMarketsCount: w.top_markets_count,
    availableMarketsCount: w.available_markets_count,
    hasVideo: w.has_video,
    ...toMatchFields(w),
  };
}

export function toOutright(w: OutrightWire): OutrightView {
  return {
    type: w.type,
    id: w.id,
    urnId: w.urn_id,
    slug: w.slug,
    name: w.name,
    parent: w.parent
      ? { id: w.parent.id, urnId: w.parent.urn_id, name: w.parent.name, type: w.parent.type }
      : null,
    competitors: w.competitors.map((c) => ({ id: c.id, name: c.name })),
    tournament: w.tournament ? toTournamentRef(w.tournament) : null,
    category: toCategoryRef(w.category),
    sport: toSportRef(w.sport),
    startTime: w.start_time,
    endDate: w.end_date,
    status: w.status,
    availableMarketsCount: w.available_markets_count,
    provider: w.provider,
  };
}

export const toEvent = (w: EventWire): EventView =>
  w.type === 'match' ? toMatch(w) : toOutright(w);

/** Filters of GET /matches (spec §7). */
export interface MatchesFilter {
  locale: string;
  ids?: number[];
  type?: EventWire['type'];
  sportKey?: string;
  sportType?: SportRefWire['type'];
  categoryId?: number;
  tournamentId?: number;
  matchStatus?: number[];
  sortBy?: MatchSortWire;
  startFrom?: string;
  startTo?: string;
  bettable?: boolean;
  maxPerSport?: number;
  hasVideo?: boolean;
  slug?: string;
  limit?: number;
}

function matchesQuery(f: MatchesFilter): Record<string, QueryValue> {
  return {
    locale: f.locale,
    id: f.ids?.join(','),
    type: f.type,
    sport_key: f.sportKey,
    sport_type: f.sportType,
    category_id: f.categoryId,
    tournament_id: f.tournamentId,
    match_status: f.matchStatus?.join(','),
    sort_by: f.sortBy,
    start_from: f.startFrom,
    start_to: f.startTo,
    bettable: f.bettable,
    max_per_sport: f.maxPerSport,
    has_video: f.hasVideo,
    slug: f.slug,
  };
}

/** GET /v2/matches: one page of `limit` (default 500), or every page when no limit is given. */
export async function getMatches(
  filter: MatchesFilter,
  signal?: AbortSignal,
): Promise<EventView[]> {
  const fetchPage = (page: number, limit: number) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/matches',
      query: { ...matchesQuery(filter), page, limit },
      schema: matchesResponseSchema,
      signal,
    });
  const wires =
    filter.limit === undefined
      ? await fetchAllPages(fetchPage)
      : (await fetchPage(1, filter.limit)).data;
  return wires.map(toEvent);
}

export const matchesQueryOptions = (filter: MatchesFilter) =>
  queryOptions({
    queryKey: ['sportsbook', 'matches', filter] as const,
    queryFn: ({ signal }) => getMatches(filter, signal),
  });

/** GET /v2/matches/{id}. */
export async function getEvent(
  id: number,
  locale: string,
  signal?: AbortSignal,
): Promise<EventView> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: `/v2/matches/${id}`,
    query: { locale },
    schema: matchResponseSchema,
    signal,
  });
  return toEvent(wire);
}

export const eventQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'event', { id, locale }] as const,
    queryFn: ({ signal }) => getEvent(id, locale, signal),
  });

/** GET /v2/matches/{id}/markets, every page of 500 (spec §9 market fetch). */
export async function getMarkets(
  id: number,
  locale: string,
  signal?: AbortSignal,
): Promise<Market[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: `/v2/matches/${id}/markets`,
      query: { locale, page, limit },
      schema: marketsResponseSchema,
      signal,
    }),
  );
  return wires.map(toMarket);
}

export const marketsQueryOptions = (id: number, locale: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'markets', { id, locale }] as const,
    queryFn: ({ signal }) => getMarkets(id, locale, signal),
  });

export interface CatalogueFilter {
  locale: string;
  sportKey?: string;
  sportType?: SportRefWire['type'];
  categoryId?: number;
  bettable?: boolean;
  top?: boolean;
}

/** GET /v2/categories, every page. */
export async function getCategories(f: CatalogueFilter, signal?: AbortSignal): Promise<Category[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/categories',
      query: {
        locale: f.locale,
        sport_key: f.sportKey,
        sport_type: f.sportType,
        bettable: f.bettable,
        page,
        limit,
      },
      schema: categoriesResponseSchema,
      signal,
    }),
  );
  return wires.map(toCategory);
}

export const categoriesQueryOptions = (f: CatalogueFilter) =>
  queryOptions({
    queryKey: ['sportsbook', 'categories', f] as const,
    queryFn: ({ signal }) => getCategories(f, signal),
  });

export async function getCategory(
  id: number,
  locale: string,
  signal?: AbortSignal,
): Promise<Category> {
  return toCategory(
    await apiRequest({
      api: 'sportsbook',
      path: `/v2/categories/${id}`,
      query: { locale },
      schema: categoryResponseSchema,
      signal,
    }),
  );
}

/** GET /v2/tournaments, every page, site priority first. */
export async function getTournaments(
  f: CatalogueFilter,
  signal?: AbortSignal,
): Promise<Tournament[]> {
  const wires = await fetchAllPages((page, limit) =>
    apiRequest({
      api: 'sportsbook',
      path: '/v2/tournaments',
      query: {
        locale: f.locale,
        sport_key: f.sportKey,
        sport_type: f.sportType,
        category_id: f.categoryId,
        bettable: f.bettable,
        top: f.top,
        page,
        limit,
      },
      schema: tournamentsResponseSchema,
      signal,
    }),
  );
  return wires.map(toTournament);
}

export const tournamentsQueryOptions = (f: CatalogueFilter) =>
  queryOptions({
    queryKey: ['sportsbook', 'tournaments', f] as const,
    queryFn: ({ signal }) => getTournaments(f, signal),
  });

export async function getTournament(
  id: number,
  locale: string,
  signal?: AbortSignal,
): Promise<Tournament> {
  return toTournament(
    await apiRequest({
      api: 'sportsbook',
      path: `/v2/tournaments/${id}`,
      query: { locale },
      schema: tournamentResponseSchema,
      signal,
    }),
  );
}

/** Counts for the sport list (spec §7 POST /counters). */
export interface Counters {
  live: number;
  sports: Map<number, number>;
  categories: Map<number, number>;
  tournaments: Map<number, number>;
}

const toCountMap = (rows: CountersResponseWire['sports']) =>
  new Map(rows.map((r) => [r.id, r.count]));

export async function getCounters(
  body: { locale: string; matchStatus?: number[]; sportType?: SportRefWire['type'] },
  signal?: AbortSignal,
): Promise<Counters> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: '/v2/counters',
    method: 'POST',
    body: {
      locale: body.locale,
      ...(body.matchStatus ? { match_status: body.matchStatus } : {}),
      ...(body.sportType ? { sport_type: body.sportType } : {}),
    },
    schema: countersResponseSchema,
    signal,
  });
  return {
    live: wire.live,
    sports: toCountMap(wire.sports),
    categories: toCountMap(wire.categories),
    tournaments: toCountMap(wire.tournaments),
  };
}

export const countersQueryOptions = (locale: string, matchStatus?: number[]) =>
  queryOptions({
    queryKey: ['sportsbook', 'counters', { locale, matchStatus: matchStatus ?? 'all' }] as const,
    queryFn: ({ signal }) =>
      getCounters({ locale, ...(matchStatus ? { matchStatus } : {}) }, signal),
  });

export interface SearchResult {
  events: EventView[];
  tournaments: Tournament[];
}

/** GET /v2/search (spec §5: 3..50 characters). */
export async function search(
  q: string,
  locale: string,
  options: { onlyEventsName?: boolean; signal?: AbortSignal } = {},
): Promise<SearchResult> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: '/v2/search',
    query: { q, locale, only_events_name: options.onlyEventsName },
    schema: searchResponseSchema,
    signal: options.signal,
  });
  return { events: wire.events.map(toEvent), tournaments: wire.tournaments.map(toTournament) };
}

export type Statistic = StatisticWire;
export type WidgetType = WidgetTypeWire;

/** GET /v2/matches/{id}/{widget}: the rows of one statistics widget. */
export async function getWidget(
  id: number,
  widget: WidgetType,
  signal?: AbortSignal,
): Promise<Statistic[]> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: `/v2/matches/${id}/${widget}`,
    schema: widgetResponseSchema,
    signal,
  });
  return wire.items;
}

export type Stream =
  | { available: true; kind: 'hls' | 'iframe'; url: string }
  | { available: false; reason: Extract<StreamResponseWire, { available: false }>['reason'] };

/** GET /v2/matches/{id}/video. */
export async function getStream(id: number, signal?: AbortSignal): Promise<Stream> {
  const wire = await apiRequest({
    api: 'sportsbook',
    path: `/v2/matches/${id}/video`,
    schema: streamResponseSchema,
    signal,
  });
  return wire.available
    ? { available: true, kind: wire.kind, url: wire.url }
    : { available: false, reason: wire.reason };
}
