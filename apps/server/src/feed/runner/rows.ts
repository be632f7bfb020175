import { hashParts } from '@/feed/random';
import type { FeedMarket, FeedMatch, FeedOutright } from '@/feed/types';
import type { EventRow, MarketRow } from '@/db/schema';
import { isPrematch, MARKET_STATUS, MATCH_STATUS } from '@sportsbook/betting/catalog/status';

/**
 * Feed objects to database rows. Pure: the store decides when to write them.
 */

/** Catalogue ids the rows refer to, by feed key. */
export interface CatalogueIds {
  sports: Map<string, number>;
  categories: Map<string, number>;
  tournaments: Map<string, number>;
}

/** Main and secondary market ids of a sport: its two highest-priority market kinds. */
export type ListMarkets = Map<string, { main: number | null; secondary: number | null }>;

type NewEvent = Omit<EventRow, 'id' | 'updatedAt' | 'betsCount'>;
type NewMarket = Omit<MarketRow, 'updatedAt'>;

/** A third of matches carry a (demo) stream: a pure function of the match, stable across restarts. */
export const hasVideo = (key: string): boolean => hashParts(key, 'video') % 3 === 0;

function requireId(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`unknown ${what} ${key}`);
  return id;
}

/** The events row of a match, every field the feed owns. */
export function matchRow(m: FeedMatch, ids: CatalogueIds, list: ListMarkets): NewEvent {
  const main = list.get(m.sportKey);
  return {
    urnId: m.key,
    slug: m.slug,
    type: 'match',
    sportId: requireId(ids.sports, m.sportKey, 'sport'),
    categoryId: requireId(ids.categories, m.categoryKey, 'category'),
    tournamentId: requireId(ids.tournaments, m.leagueKey, 'tournament'),
    parentId: null,
    names: { en: `${m.nameA} - ${m.nameB}` },
    nameA: m.nameA,
    nameB: m.nameB,
    competitors: [
      { id: m.competitorKeyA, name: m.nameA },
      { id: m.competitorKeyB, name: m.nameB },
    ],
    startTime: new Date(m.startTime),
    endDate: null,
    status: m.status,
    clock: m.clock ?? null,
    totalScore: m.totalScore ?? null,
    gameScore: m.gameScore ?? null,
    periodScores: m.periodScores,
    currentServer: m.currentServer ?? null,
    maxPeriodNumber:
      m.periodScores.length > 0 ? Math.max(...m.periodScores.map((p) => p.number)) : null,
    phase: isPrematch(m.status) ? null : m.phase,
    statistics: m.statistics,
    hasVideo: hasVideo(m.key),
    provider: m.provider,
    mainMarketId: main?.main ?? null,
    secondaryMarketId: main?.secondary ?? null,
    availableMarketsCount: 0,
    topMarketsCount: 0,
    feedSlot: m.slot,
    finishedAt:
      m.status === MATCH_STATUS.finished ? new Date(m.clock?.clockUpdatedAt ?? m.startTime) : null,
  };
}

/** The events row of an outright (season, stage or simple tournament). */
export function outrightRow(
  o: FeedOutright,
  ids: CatalogueIds,
  categoryKey: string,
  parentId: number | null,
  competitorNames: Map<string, string>,
): NewEvent {
  return {
    urnId: o.key,
    slug: o.slug,
    type: o.type,
    sportId: requireId(ids.sports, o.sportKey, 'sport'),
    categoryId: requireId(ids.categories, categoryKey, 'category'),
    tournamentId: requireId(ids.tournaments, o.leagueKey, 'tournament'),
    parentId,
    names: o.name,
    nameA: null,
    nameB: null,
    competitors: o.competitorKeys.map((id) => ({ id, name: competitorNames.get(id) ?? id })),
    startTime: new Date(o.startTime),
    endDate: new Date(o.endDate),
    status: o.status,
    clock: null,
    totalScore: null,
    gameScore: null,
    periodScores: [],
    currentServer: null,
    maxPeriodNumber: null,
    phase: null,
    statistics: {},
    hasVideo: false,
    provider: o.provider,
    mainMarketId: o.market.marketId,
    secondaryMarketId: null,
    availableMarketsCount: 0,
    topMarketsCount: 0,
    feedSlot: null,
    finishedAt: null,
  };
}

/** Identity of a market within its event. */
export const marketIdentity = (m: { marketId: number; specifier: string }) =>
  `${m.marketId}/${m.specifier}`;

/**
 * The most balanced line of each market kind (spec §3 mostBalanced): of the lines of one market id,
 * the one whose outcome odds are closest together; a market with one line is its own.
 */
export function mostBalancedLines(markets: readonly FeedMarket[]): Set<string> {
  const best = new Map<number, { id: string; spread: number }>();
  for (const m of markets) {
    const odds = m.outcomes.map((o) => o.odds);
    const spread = odds.length > 0 ? Math.max(...odds) / Math.min(...odds) : Infinity;
    const cur = best.get(m.marketId);
    if (!cur || spread < cur.spread) best.set(m.marketId, { id: marketIdentity(m), spread });
  }
  return new Set([...best.values()].map((b) => b.id));
}

/** The markets row of a feed market. */
export function marketRow(eventId: number, m: FeedMarket, mostBalanced: boolean): NewMarket {
  return {
    eventId,
    marketId: m.marketId,
    specifier: m.specifier,
    name: m.name,
    status: m.status,
    outcomes: m.outcomes.map((o) =>
      o.result === undefined
        ? { outcomeId: o.outcomeId, name: o.name, odds: o.odds, active: o.active }
        : {
            outcomeId: o.outcomeId,
            name: o.name,
            odds: o.odds,
            active: o.active,
            result: o.result,
          },
    ),
    marketGroups: m.groupKeys,
    priority: m.priority,
    mostBalanced,
    provider: m.provider,
    settledAt: m.status === MARKET_STATUS.settled ? new Date() : null,
  };
}
