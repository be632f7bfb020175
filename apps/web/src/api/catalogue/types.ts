import type { Market, Match, Outcome, PeriodScore } from '@sportsbook/betting/catalog/types';
import type {
  CategoryRefWire,
  CategoryWire,
  SportRefWire,
  TournamentRefWire,
  TournamentWire,
} from '@sportsbook/contract/catalog';
import type { MarketWire } from '@sportsbook/contract/market';
import type { EventWire, MatchWire, OutrightWire } from '@sportsbook/contract/match';

/**
 * The catalogue's shapes of spec §3 (camelCase) and the one mapper of each from its snake_case
 * wire form. The calls of spec §7 (v2) sit one per file beside this one: matches, event, markets,
 * categories, tournaments, counters, search, widget, stream.
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

/** Filters of the catalogue lists (GET /v2/categories, /v2/tournaments). */
export interface CatalogueFilter {
  locale: string;
  sportKey?: string;
  sportType?: SportRefWire['type'];
  categoryId?: number;
  bettable?: boolean;
  top?: boolean;
}
