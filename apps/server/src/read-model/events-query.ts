import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MarketWire } from '@sportsbook/contract/market';
import type { EventWire } from '@sportsbook/contract/match';
import type { Database } from '@/db/client';
import { categories, events, markets, sports, tournaments } from '@/db/schema';
import { localized } from './names';
import { categoryRefColumns, sportRefColumns, tournamentRefColumns } from './refs';
import { eventToWire, marketToWire, type EventRecord } from './serialize';
import { LISTED_MARKET_STATUSES } from '@sportsbook/betting/catalog/status';

const parents = alias(events, 'parent');

const recordColumns = (locale: string) => ({
  id: events.id,
  urnId: events.urnId,
  slug: events.slug,
  type: events.type,
  name: localized(events.names, locale),
  nameA: events.nameA,
  nameB: events.nameB,
  competitors: events.competitors,
  startTime: events.startTime,
  endDate: events.endDate,
  status: events.status,
  clock: events.clock,
  totalScore: events.totalScore,
  gameScore: events.gameScore,
  periodScores: events.periodScores,
  currentServer: events.currentServer,
  maxPeriodNumber: events.maxPeriodNumber,
  phase: events.phase,
  hasVideo: events.hasVideo,
  provider: events.provider,
  mainMarketId: events.mainMarketId,
  secondaryMarketId: events.secondaryMarketId,
  availableMarketsCount: events.availableMarketsCount,
  topMarketsCount: events.topMarketsCount,
  sport: sportRefColumns(locale),
  category: categoryRefColumns(locale),
  tournament: tournamentRefColumns(locale),
  parentId: parents.id,
  parentUrnId: parents.urnId,
  parentName: localized(parents.names, locale),
  parentType: parents.type,
});

/** Events with their references, in no particular order. */
export async function loadEventRecords(
  db: Database,
  locale: string,
  where: SQL | undefined,
): Promise<EventRecord[]> {
  const rows = await db
    .select(recordColumns(locale))
    .from(events)
    .innerJoin(sports, eq(sports.id, events.sportId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(tournaments, eq(tournaments.id, events.tournamentId))
    .leftJoin(parents, eq(parents.id, events.parentId))
    .where(where);
  return rows.map(({ parentId, parentUrnId, parentName, parentType, tournament, ...row }) => ({
    ...row,
    // a left join yields an object of nulls when there is no tournament
    tournament: tournament?.id == null ? null : tournament,
    parent:
      parentId == null || parentUrnId == null || parentType == null
        ? null
        : { id: parentId, urn_id: parentUrnId, name: parentName, type: parentType },
  }));
}

/** The list markets (main and secondary, most balanced line, still open) of some events. */
async function listMarkets(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      eventId: markets.eventId,
      urnId: events.urnId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      name: markets.name,
      status: markets.status,
      outcomes: markets.outcomes,
      marketGroups: markets.marketGroups,
      priority: markets.priority,
      mostBalanced: markets.mostBalanced,
      provider: markets.provider,
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(
      and(
        inArray(markets.eventId, ids),
        eq(markets.mostBalanced, true),
        inArray(markets.status, [...LISTED_MARKET_STATUSES]),
        sql`${markets.marketId} in (${events.mainMarketId}, ${events.secondaryMarketId})`,
      ),
    );
}

/** Events on the wire, in the order of `ids`, each with its main and secondary market. */
export async function eventsWire(
  db: Database,
  locale: string,
  ids: number[],
): Promise<EventWire[]> {
  if (ids.length === 0) return [];
  const [records, listed] = await Promise.all([
    loadEventRecords(db, locale, inArray(events.id, ids)),
    listMarkets(db, ids),
  ]);
  const byEvent = new Map<number, Map<number, MarketWire>>();
  for (const m of listed) {
    const own = byEvent.get(m.eventId) ?? new Map<number, MarketWire>();
    own.set(m.marketId, marketToWire(m.urnId, m));
    byEvent.set(m.eventId, own);
  }
  const byId = new Map(records.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    if (!record) return [];
    const own = byEvent.get(id);
    const pick = (marketId: number | null) =>
      marketId === null ? null : (own?.get(marketId) ?? null);
    return [eventToWire(record, pick(record.mainMarketId), pick(record.secondaryMarketId))];
  });
}
