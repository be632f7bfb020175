import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SportsQueryWire } from '@sportsbook/contract/catalog';
import type { Provider, SportType } from '@sportsbook/contract/vocabulary';
import type { Database } from '@/db/client';
import { events, sports } from '@/db/schema';
import { localized } from '@/read-model/names';
import { BETTABLE_MATCH_STATUSES } from '@sportsbook/betting/catalog/status';

export interface SportListItem {
  id: number;
  urnId: string;
  key: string;
  name: string;
  priority: number;
  type: SportType;
  provider: Provider;
  games: number;
  seasons: number;
  simpleTournaments: number;
  stages: number;
}

/**
 * Open events of a sport of one type: bettable matches, or outrights not yet over. The names are
 * qualified by hand: drizzle renders columns of a single-table select unqualified, so
 * `${sports.id}` would read the subquery's own `events.id`.
 */
const openCount = (type: string) =>
  sql<number>`(select count(*)::int from ${events} as open_events where open_events.sport_id = ${sports}.id and open_events.type = ${type} and open_events.status in (${sql.raw(BETTABLE_MATCH_STATUSES.join(', '))}) and open_events.available_markets_count > 0)`;

/** One page of sports, top sports (highest priority) first, and the total matching the filter. */
export async function listSports(
  db: Database,
  query: SportsQueryWire,
): Promise<{ items: SportListItem[]; total: number }> {
  const where = query.sport_type ? eq(sports.type, query.sport_type) : undefined;
  const [items, totals] = await Promise.all([
    db
      .select({
        id: sports.id,
        urnId: sports.urnId,
        key: sports.key,
        name: localized(sports.names, query.locale),
        priority: sports.priority,
        type: sports.type,
        provider: sports.provider,
        games: openCount('match'),
        seasons: openCount('season'),
        simpleTournaments: openCount('simple_tournament'),
        stages: openCount('stage'),
      })
      .from(sports)
      .where(where)
      .orderBy(desc(sports.priority), asc(sports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(sports).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}
