import { and, desc, eq, inArray } from 'drizzle-orm';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { UserLimitStatus, UserLimitType } from '@sportsbook/contract/vocabulary';
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

const dateOf = (at: number | null): Date | null => (at === null ? null : new Date(at));

/** Writes a new version of a limit. */
export async function insertLimit(tx: Database, playerId: string, limit: UserLimit): Promise<void> {
  const at = new Date(limit.createdAt);
  await tx.insert(userLimits).values({
    id: limit.id,
    playerId,
    type: limit.type,
    status: limit.status,
    strategy: limit.strategy,
    period: limit.period,
    value: limit.value,
    currency: limit.currency,
    replacesId: limit.replacesId,
    createdAt: at,
    updatedAt: at,
    confirmUntil: dateOf(limit.confirmUntil),
    disableAt: dateOf(limit.disableAt),
  });
}

/** Moves a limit to `status` at `now` (with its confirm-until or disable-at when given). */
export async function setLimitStatus(
  tx: Database,
  now: number,
  id: string,
  status: UserLimitStatus,
  extra: { confirmUntil?: Date | null; disableAt?: Date | null } = {},
): Promise<void> {
  await tx
    .update(userLimits)
    .set({ status, updatedAt: new Date(now), ...extra })
    .where(eq(userLimits.id, id));
}

/** Withdraws the waiting changes of `limitId` (it was replaced, tightened or is being removed). */
export async function withdrawPending(tx: Database, now: number, limitId: string): Promise<void> {
  await tx
    .update(userLimits)
    .set({ status: 'disabled', updatedAt: new Date(now) })
    .where(and(eq(userLimits.replacesId, limitId), eq(userLimits.status, 'unconfirmed')));
}
