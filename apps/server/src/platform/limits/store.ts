import { and, desc, eq, inArray } from 'drizzle-orm';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { UserLimitType } from '@sportsbook/contract/vocabulary';
import type { Database } from '@/db/client';
import { userLimits, type UserLimitRow } from '@/db/schema';
import { randomToken } from '@/http/secrets';

/** user_limits rows <-> the domain's UserLimit (times in ms). */

export const newLimitId = (): string => `ul_${randomToken(12)}`;

const ms = (at: Date | null): number | null => (at === null ? null : at.getTime());

export function rowToLimit(row: UserLimitRow): UserLimit {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    strategy: row.strategy,
    period: row.period,
    value: row.value,
    currency: row.currency,
    replacesId: row.replacesId,
    createdAt: row.createdAt.getTime(),
    confirmUntil: ms(row.confirmUntil),
    disableAt: ms(row.disableAt),
  };
}

/** Every limit row of the player, newest first. */
export async function loadLimits(db: Database, playerId: string): Promise<UserLimit[]> {
  const rows = await db
    .select()
    .from(userLimits)
    .where(eq(userLimits.playerId, playerId))
    .orderBy(desc(userLimits.createdAt), desc(userLimits.id));
  return rows.map(rowToLimit);
}

/**
 * The player's limits of `types`, locked until the caller's transaction ends: concurrent
 * deposits or placements against one limit are counted one after the other.
 */
export async function lockLimits(
  tx: Database,
  playerId: string,
  types: readonly UserLimitType[],
): Promise<UserLimit[]> {
  const rows = await tx
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.playerId, playerId), inArray(userLimits.type, [...types])))
    .orderBy(userLimits.id)
    .for('update');
  return rows.map(rowToLimit);
}
