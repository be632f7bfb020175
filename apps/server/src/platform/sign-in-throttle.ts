import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { players, signInFailures, type PlayerRow } from '@/db/schema';
import { SIGN_IN_THROTTLE } from './config';

/**
 * Failed sign-ins per account and client address (see {@link SIGN_IN_THROTTLE}): an address that
 * fails too often is locked out of that account for a growing but bounded time, and the account
 * itself locks (spec: 423 and an unlock email) only when many addresses fail within a day.
 */

const T = SIGN_IN_THROTTLE;
// the lock is at its longest long before this: the counter need not grow further
const FAILURES_CAP = 1000;

/** The lock of an address after its `failures`-th failure, in ms (0: not locked). */
export function addressLockMs(failures: number): number {
  const over = failures - T.freeFailuresPerAddress;
  if (over < 0) return 0;
  return Math.min(T.firstLockMs * 2 ** Math.min(over, 30), T.maxLockMs);
}

/** Seconds `address` must wait before trying `playerId` again; 0 when it may try now. */
export async function addressWaitSeconds(
  db: Database,
  playerId: string,
  address: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.playerId, playerId), eq(signInFailures.address, address)));
  const until = row?.lockedUntil?.getTime() ?? 0;
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** Failures that count towards the account-wide lock: each address adds at most its share. */
const accountFailures = (playerId: string, since: Date) =>
  sql<number>`(select coalesce(sum(least(${signInFailures.failures}, ${T.accountFailuresPerAddress})), 0)::int
    from ${signInFailures}
    where ${signInFailures.playerId} = ${playerId} and ${signInFailures.lastFailedAt} >= ${since})`;

export interface SignInFailure {
  /** Seconds the address is now locked out of the account (0: not locked). */
  waitS: number;
  /** The player when this failure locked the whole account (send the unlock email). */
  lockedAccount: PlayerRow | null;
}

/** Records one failure of `address` against `playerId`, in one database transaction. */
export async function recordSignInFailure(
  db: Database,
  playerId: string,
  address: string,
  now: Date,
): Promise<SignInFailure> {
  const since = new Date(now.getTime() - T.forgetAfterMs);
  return db.transaction(async (tx) => {
    // addresses quiet for a day start again from nothing
    await tx
      .delete(signInFailures)
      .where(and(eq(signInFailures.playerId, playerId), lt(signInFailures.lastFailedAt, since)));
    const [pair] = await tx
      .insert(signInFailures)
      .values({ playerId, address, failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: [signInFailures.playerId, signInFailures.address],
        set: {
          failures: sql`least(${signInFailures.failures} + 1, ${FAILURES_CAP})`,
          lastFailedAt: now,
        },
      })
      .returning({ failures: signInFailures.failures });
    const lockMs = addressLockMs(pair?.failures ?? 1);
    if (lockMs > 0) {
      await tx
        .update(signInFailures)
        .set({ lockedUntil: new Date(now.getTime() + lockMs) })
        .where(and(eq(signInFailures.playerId, playerId), eq(signInFailures.address, address)));
    }
    const [counted] = await tx
      .update(players)
      .set({ failedSignIns: accountFailures(playerId, since) })
      .where(eq(players.id, playerId))
      .returning({ failed: players.failedSignIns });
    let lockedAccount: PlayerRow | undefined;
    if ((counted?.failed ?? 0) >= T.accountLockFailures) {
      [lockedAccount] = await tx
        .update(players)
        .set({ lockedAt: now })
        .where(and(eq(players.id, playerId), isNull(players.lockedAt)))
        .returning();
    }
    return { waitS: Math.ceil(lockMs / 1000), lockedAccount: lockedAccount ?? null };
  });
}

/** A success from `address`: its failures go; the other addresses' stay (and keep counting). */
export async function clearAddressFailures(
  db: Database,
  playerId: string,
  address: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - T.forgetAfterMs);
  await db.transaction(async (tx) => {
    await tx
      .delete(signInFailures)
      .where(and(eq(signInFailures.playerId, playerId), eq(signInFailures.address, address)));
    await tx
      .update(players)
      .set({ failedSignIns: accountFailures(playerId, since) })
      .where(and(eq(players.id, playerId), gte(players.failedSignIns, 1)));
  });
}

/** The owner proved the mailbox (unlock, password reset): every lock of the account goes. */
export async function clearAllFailures(tx: Database, playerId: string): Promise<void> {
  await tx.delete(signInFailures).where(eq(signInFailures.playerId, playerId));
  await tx
    .update(players)
    .set({ failedSignIns: 0, lockedAt: null })
    .where(eq(players.id, playerId));
}
