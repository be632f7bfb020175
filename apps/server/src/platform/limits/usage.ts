import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { periodStart } from '@sportsbook/betting/limits/period';
import { netLoss } from '@sportsbook/betting/limits/rules';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { Database } from '@/db/client';
import { activityMinutes, sportsbookSessions, transactions } from '@/db/schema';

/**
 * What a periodic limit has used of its current period: deposits (successful and pending: a
 * pending deposit holds its share until it fails), stakes, net loss (minor units), time played
 * and active minutes (minutes). Null for a limit that counts nothing over a period.
 */

const since = (limit: UserLimit, now: number): Date | null =>
  limit.period && limit.strategy ? new Date(periodStart(limit.period, limit.strategy, now)) : null;

/** Sum of `amount` of the player's transactions of `types` in `currency` since `from`. */
async function sumSince(
  db: Database,
  playerId: string,
  currency: string,
  types: ('deposit' | 'bet' | 'win' | 'cashout' | 'refund')[],
  statuses: ('success' | 'pending')[],
  from: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(
      and(
        eq(transactions.playerId, playerId),
        eq(transactions.currency, currency),
        inArray(transactions.type, types),
        inArray(transactions.status, statuses),
        gte(transactions.createdAt, from),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Stakes (positive) and what came back since `from`, in minor units of `currency`. */
export async function stakesAndReturns(
  db: Database,
  playerId: string,
  currency: string,
  from: Date,
): Promise<{ stakes: number; returns: number }> {
  const [stakes, returns] = await Promise.all([
    sumSince(db, playerId, currency, ['bet'], ['success'], from),
    sumSince(db, playerId, currency, ['win', 'cashout', 'refund'], ['success'], from),
  ]);
  return { stakes: -stakes, returns };
}

/** Milliseconds played in sportsbook sessions since `from` (each session up to its last check). */
export async function timePlayedSince(db: Database, playerId: string, from: Date): Promise<number> {
  const [row] = await db
    .select({
      ms: sql<string>`coalesce(sum(extract(epoch from (${sportsbookSessions.lastSeenAt} - greatest(${sportsbookSessions.startedAt}, ${from}))) * 1000), 0)`,
    })
    .from(sportsbookSessions)
    .where(
      and(eq(sportsbookSessions.playerId, playerId), gte(sportsbookSessions.lastSeenAt, from)),
    );
  return Math.max(0, Math.round(Number(row?.ms ?? 0)));
}

/** Active minutes tracked since `from`. */
export async function activeMinutesSince(
  db: Database,
  playerId: string,
  from: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityMinutes)
    .where(and(eq(activityMinutes.playerId, playerId), gte(activityMinutes.minute, from)));
  return row?.n ?? 0;
}

/** What `limit` has used of its current period at `now`; null when it counts nothing. */
export async function usedOf(
  db: Database,
  playerId: string,
  limit: UserLimit,
  now: number,
): Promise<number | null> {
  const from = since(limit, now);
  if (!from) return null;
  const currency = limit.currency ?? '';
  switch (limit.type) {
    case 'deposit':
      return sumSince(db, playerId, currency, ['deposit'], ['success', 'pending'], from);
    case 'wager':
      return (await stakesAndReturns(db, playerId, currency, from)).stakes;
    case 'loss': {
      const { stakes, returns } = await stakesAndReturns(db, playerId, currency, from);
      return netLoss(stakes, returns);
    }
    case 'time':
      return Math.floor((await timePlayedSince(db, playerId, from)) / 60_000);
    case 'activity':
      return activeMinutesSince(db, playerId, from);
    default:
      return null;
  }
}
