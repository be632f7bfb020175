import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  LISTED_BET_STATUSES,
  OPEN_BET_STATUSES,
  SETTLED_BET_STATUSES,
} from '@sportsbook/betting/bets/status';
import type { BetsQueryWire, BetsResponseWire } from '@sportsbook/contract/bets';
import type { Database } from '@/db/client';
import { bets } from '@/db/schema';
import { paginate } from '@/http/pagination';
import { wireBets } from './read';
import { RESULTS_BY_FILTER } from './status';

/**
 * GET /bets: the player's bets, newest first, filtered by status and result (see status.ts);
 * never the statuses the listing excludes (spec §5, betting's LISTED_BET_STATUSES).
 */
export async function listBets(
  db: Database,
  playerId: string,
  query: BetsQueryWire,
): Promise<BetsResponseWire> {
  const filters: SQL[] = [
    eq(bets.playerId, playerId),
    inArray(bets.status, [...LISTED_BET_STATUSES]),
  ];
  if (query.status === 'open') filters.push(inArray(bets.status, [...OPEN_BET_STATUSES]));
  if (query.status === 'settled') filters.push(inArray(bets.status, [...SETTLED_BET_STATUSES]));
  if (query.result !== 'all')
    filters.push(inArray(bets.result, [...RESULTS_BY_FILTER[query.result]]));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bets)
      .where(where)
      .orderBy(desc(bets.seq))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(bets).where(where),
  ]);
  return {
    data: await wireBets(db, rows),
    pagination: paginate(total?.n ?? 0, query.page, query.limit),
  };
}
