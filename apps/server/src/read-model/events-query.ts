import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MarketWire } from '@sportsbook/contract/market';
import type { EventWire } from '@sportsbook/contract/match';
import type { Database } from '@/db/client';
import { categories, events, markets, sports, tournaments } from '@/db/schema';
import { localized } from './names';
import { eventToWire, marketToWire, type EventRecord, type MarketSource } from './serialize';
import { LISTED_MARKET_STATUSES } from '@sportsbook/betting/catalog/status';

const parents = alias(events, 'parent');

/** Epoch milliseconds of a timestamp, a JSON number (a Date is rebuilt from it). */
const epochMs = (column: SQL | AnyColumn) =>
  sql`floor(extract(epoch from ${column}) * 1000)::bigint`;

/**
 * One event and its references as a JSON object (keys of {@link EventRecord}, times as epoch ms).
 * Issue 18: the rows of a page come back as ONE aggregated JSON value, parsed natively, instead of
 * some forty typed fields per row through the driver. The parent is a correlated lookup by
 * primary key: a left self-join made the planner scan every event.
 */
const recordJson = (locale: string) => sql`json_build_object(
  'id', ${events.id}, 'urnId', ${events.urnId}, 'slug', ${events.slug}, 'type', ${events.type},
  'name', ${localized(events.names, locale)}, 'nameA', ${events.nameA}, 'nameB', ${events.nameB},
  'competitors', ${events.competitors}, 'startTime', ${epochMs(events.startTime)},
  'endDate', ${epochMs(events.endDate)}, 'status', ${events.status}, 'clock', ${events.clock},
  'totalScore', ${events.totalScore}, 'gameScore', ${events.gameScore},
  'periodScores', ${events.periodScores}, 'currentServer', ${events.currentServer},
  'maxPeriodNumber', ${events.maxPeriodNumber}, 'phase', ${events.phase},
  'hasVideo', ${events.hasVideo}, 'provider', ${events.provider},
  'mainMarketId', ${events.mainMarketId}, 'secondaryMarketId', ${events.secondaryMarketId},
  'availableMarketsCount', ${events.availableMarketsCount},
  'topMarketsCount', ${events.topMarketsCount},
  'sport', json_build_object('id', ${sports.id}, 'key', ${sports.key},
    'name', ${localized(sports.names, locale)}, 'type', ${sports.type}),
  'category', json_build_object('id', ${categories.id}, 'slug', ${categories.slug},
    'name', ${localized(categories.names, locale)}, 'country_code', ${categories.countryCode}),
  'tournament', case when ${tournaments.id} is null then null else json_build_object(
    'id', ${tournaments.id}, 'urn_id', ${tournaments.urnId}, 'slug', ${tournaments.slug},
    'name', ${localized(tournaments.names, locale)}) end,
  'parent', (select json_build_object('id', ${parents.id}, 'urn_id', ${parents.urnId},
    'name', ${localized(parents.names, locale)}, 'type', ${parents.type})
    from ${events} as "parent" where ${parents.id} = ${events.parentId}))`;

type RecordJson = Omit<EventRecord, 'startTime' | 'endDate'> & {
  startTime: number;
  endDate: number | null;
};

const fromJson = ({ startTime, endDate, ...rest }: RecordJson): EventRecord => ({
  ...rest,
  startTime: new Date(Number(startTime)),
  endDate: endDate === null ? null : new Date(Number(endDate)),
});

/** The JSON array of the records of the events `where` selects (null when none). */
const recordsAgg = (locale: string, where: SQL | undefined) =>
  sql<RecordJson[] | null>`(select json_agg(${recordJson(locale)}) from ${events}
    inner join ${sports} on ${sports.id} = ${events.sportId}
    inner join ${categories} on ${categories.id} = ${events.categoryId}
    left join ${tournaments} on ${tournaments.id} = ${events.tournamentId}
    where ${where ?? sql`true`})`;

/**
 * Runs one select of aggregated JSON columns (no table: each column is a subquery). Each column
 * is wrapped once more: drizzle writes the columns of a single-table select unqualified, which
 * the joins of the subqueries would find ambiguous.
 */
function one<T extends Record<string, SQL>>(db: Database, columns: T) {
  const wrapped = Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql`${column}`]),
  ) as T;
  return db.select(wrapped).from(sql`(values (1)) as one (x)`);
}

/** Events with their references, in no particular order. */
export async function loadEventRecords(
  db: Database,
  locale: string,
  where: SQL | undefined,
): Promise<EventRecord[]> {
  const [row] = await one(db, { records: recordsAgg(locale, where) });
  return (row?.records ?? []).map(fromJson);
}

/** The list markets (main and secondary, most balanced line, still open) of some events. */
const listMarketsAgg = (ids: number[]) =>
  sql<(MarketSource & { eventId: number; urnId: string })[] | null>`(select json_agg(
    json_build_object('eventId', ${markets.eventId}, 'urnId', ${events.urnId},
      'marketId', ${markets.marketId}, 'specifier', ${markets.specifier}, 'name', ${markets.name},
      'status', ${markets.status}, 'outcomes', ${markets.outcomes},
      'marketGroups', ${markets.marketGroups}, 'priority', ${markets.priority},
      'mostBalanced', ${markets.mostBalanced}, 'provider', ${markets.provider}))
    from ${markets} inner join ${events} on ${events.id} = ${markets.eventId}
    where ${and(
      inArray(markets.eventId, ids),
      // the same ids on the event side: the join reads the page's events by key, not every event
      inArray(events.id, ids),
      eq(markets.mostBalanced, true),
      inArray(markets.status, [...LISTED_MARKET_STATUSES]),
      sql`${markets.marketId} in (${events.mainMarketId}, ${events.secondaryMarketId})`,
    )})`;

/** Events on the wire, in the order of `ids`, each with its main and secondary market. */
export async function eventsWire(
  db: Database,
  locale: string,
  ids: number[],
): Promise<EventWire[]> {
  if (ids.length === 0) return [];
  // one statement: the records and their list markets
  const [row] = await one(db, {
    records: recordsAgg(locale, inArray(events.id, ids)),
    listed: listMarketsAgg(ids),
  });
  const records = (row?.records ?? []).map(fromJson);
  const listed = row?.listed ?? [];
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
