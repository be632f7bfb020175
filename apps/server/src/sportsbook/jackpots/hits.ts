import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { amountInEur } from '@sportsbook/betting/jackpot/contribution';
import type { Database } from '@/db/client';
import { players } from '@/db/schema';
import {
  jackpotHits,
  jackpotLevels,
  type JackpotHitRow,
  type JackpotLevelRow,
} from '@/db/schema-jackpots';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { randomToken } from '@/http/secrets';
import { EUR_RATE, publishBalance, recordTransaction } from '@/platform';
import { subunitsOf } from './wire';

/**
 * Spec §3 Jackpot hit as a player may see a winner: up to two letters of the nickname (else the
 * first name, else the email's local part), `***`, and 6 hex digits of SHA-256 of the player id.
 * Never the email, the whole name or the id.
 */
export function hashedUserName(player: {
  id: string;
  nickname: string | null;
  firstName: string | null;
  email: string | null;
}): string {
  const source = player.nickname ?? player.firstName ?? player.email?.split('@')[0] ?? '';
  const letters = [...source.replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 2).join('');
  const hash = createHash('sha256').update(player.id).digest('hex').slice(0, 6);
  return `${letters}***${hash}`;
}

const newHitId = () => `hit_${randomToken(12)}`;

/**
 * Records a hit of a level (locked by the caller) for a player inside the caller's transaction:
 * the hit wins the whole pool now (status `pending`) and the level waits in `hit` (no
 * contributions, no draws) until the hit is paid. Null when the pool is empty.
 */
export async function recordHit(
  tx: Database,
  level: JackpotLevelRow,
  currency: string,
  playerId: string,
  betId: string | null,
  at: Date,
): Promise<JackpotHitRow | null> {
  if (level.pool <= 0) return null;
  const [player] = await tx
    .select({
      id: players.id,
      nickname: players.nickname,
      firstName: players.firstName,
      email: players.email,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) return null;
  const [hit] = await tx
    .insert(jackpotHits)
    .values({
      id: newHitId(),
      jackpotId: level.jackpotId,
      levelCode: level.code,
      playerId,
      betId,
      hashedUserName: hashedUserName(player),
      amount: level.pool,
      currency,
      amountEur: amountInEur(level.pool, subunitsOf(currency), EUR_RATE[currency] ?? 0),
      status: 'pending',
      createdAt: at,
    })
    .returning();
  await tx
    .update(jackpotLevels)
    .set({ state: 'hit' })
    .where(and(eq(jackpotLevels.jackpotId, level.jackpotId), eq(jackpotLevels.code, level.code)));
  return hit ?? null;
}

async function hitOr404(db: Database, id: string): Promise<JackpotHitRow> {
  const [hit] = await db.select().from(jackpotHits).where(eq(jackpotHits.id, id));
  if (!hit) throw new HttpError(404, 'jackpot_hit_not_found', `No jackpot hit ${id}`);
  return hit;
}

/** pending -> approved (the operator checked the hit); 409 `hit_not_pending` otherwise. */
export async function approveHit(ctx: ServerContext, id: string): Promise<JackpotHitRow> {
  const [moved] = await ctx.db
    .update(jackpotHits)
    .set({ status: 'approved', approvedAt: ctx.now() })
    .where(and(eq(jackpotHits.id, id), eq(jackpotHits.status, 'pending')))
    .returning();
  if (moved) return moved;
  const hit = await hitOr404(ctx.db, id);
  throw new HttpError(409, 'hit_not_pending', `The hit is ${hit.status}, not pending`, {
    status: hit.status,
  });
}

/**
 * pending -> rejected (the operator refuses the hit, e.g. a bet found void or abusive): nothing is
 * credited and the won amount goes back to its level, in ONE transaction. The level kept its pool
 * while the hit waited (no contributions, no draws), so it turns `active` again with its pool as
 * it stood, at least the hit's amount (`greatest`): not reset to the seed as a payment does. A
 * pool at or above `must_hit_by` then hits on the level's next eligible bet. The status move is
 * conditional (`where status = 'pending'`): of concurrent rejects one returns the amount and the
 * others, like any call on an approved, paid or rejected hit, answer 409 `hit_not_pending`.
 */
export async function rejectHit(
  ctx: ServerContext,
  id: string,
  reason: string,
): Promise<JackpotHitRow> {
  const at = ctx.now();
  const rejected = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(jackpotHits)
      .set({ status: 'rejected', rejectedAt: at, rejectReason: reason.trim() })
      .where(and(eq(jackpotHits.id, id), eq(jackpotHits.status, 'pending')))
      .returning();
    if (!moved) return null;
    await tx
      .update(jackpotLevels)
      .set({ pool: sql`greatest(${jackpotLevels.pool}, ${moved.amount})`, state: 'active' })
      .where(
        and(eq(jackpotLevels.jackpotId, moved.jackpotId), eq(jackpotLevels.code, moved.levelCode)),
      );
    return moved;
  });
  if (rejected) return rejected;
  const hit = await hitOr404(ctx.db, id);
  throw new HttpError(409, 'hit_not_pending', `The hit is ${hit.status}, not pending`, {
    status: hit.status,
  });
}

/**
 * approved -> paid: credits the winner's wallet with the hit amount (a `win` transaction with
 * reference `jackpot_hit:<id>`) and puts the level back to its seed amount, active again, in ONE
 * transaction. The status move is conditional (`where status = 'approved'`), so of concurrent
 * payments one pays and the others find it paid (409 `hit_already_paid`). balance_changed is
 * published after commit.
 */
export async function payHit(ctx: ServerContext, id: string): Promise<JackpotHitRow> {
  const at = ctx.now();
  const paid = await ctx.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(jackpotHits)
      .set({ status: 'paid', paidAt: at })
      .where(
        and(
          eq(jackpotHits.id, id),
          eq(jackpotHits.status, 'approved'),
          sql`${jackpotHits.playerId} is not null`,
        ),
      )
      .returning();
    if (!moved?.playerId) return null;
    const { id: transactionId, balance } = await recordTransaction(tx, {
      playerId: moved.playerId,
      currency: moved.currency,
      type: 'win',
      amount: moved.amount,
      reference: `jackpot_hit:${moved.id}`,
      at,
    });
    await tx.update(jackpotHits).set({ transactionId }).where(eq(jackpotHits.id, id));
    await tx
      .update(jackpotLevels)
      .set({ pool: sql`${jackpotLevels.seedAmount}`, state: 'active' })
      .where(
        and(eq(jackpotLevels.jackpotId, moved.jackpotId), eq(jackpotLevels.code, moved.levelCode)),
      );
    return { hit: { ...moved, transactionId }, playerId: moved.playerId, balance };
  });
  if (paid) {
    await publishBalance(ctx, paid.playerId, paid.hit.currency, paid.balance);
    return paid.hit;
  }
  const hit = await hitOr404(ctx.db, id);
  if (hit.status === 'paid')
    throw new HttpError(409, 'hit_already_paid', 'The hit is paid already', { status: 'paid' });
  if (hit.status === 'pending')
    throw new HttpError(409, 'hit_not_approved', 'Approve the hit before paying it', {
      status: 'pending',
    });
  if (hit.status === 'rejected')
    throw new HttpError(409, 'hit_rejected', 'The hit was rejected', { status: 'rejected' });
  throw new HttpError(409, 'hit_without_player', 'The hit has no player to pay (demo history)');
}

/** Which hits a list holds; `statuses` never includes `pending` for players. */
export interface HitFilter {
  jackpotIds?: readonly string[];
  statuses: readonly JackpotHitRow['status'][];
  playerId?: string;
  unseen?: boolean;
  limit: number;
}

/** Hits newest first. */
export async function listHits(db: Database, filter: HitFilter): Promise<JackpotHitRow[]> {
  const where: SQL[] = [inArray(jackpotHits.status, [...filter.statuses])];
  if (filter.jackpotIds) where.push(inArray(jackpotHits.jackpotId, [...filter.jackpotIds]));
  if (filter.playerId !== undefined) where.push(eq(jackpotHits.playerId, filter.playerId));
  if (filter.unseen) where.push(eq(jackpotHits.seen, false));
  return db
    .select()
    .from(jackpotHits)
    .where(and(...where))
    .orderBy(desc(jackpotHits.seq))
    .limit(filter.limit);
}

/**
 * Marks the player's hits among `ids` seen (the jackpot-hit modal showed them, spec §4); ids of
 * other players' hits are ignored. The number of hits marked. For POST /jackpot-hits/mark-as-seen
 * and the bonuses' mark-as-seen with type `jackpot`.
 */
export async function markJackpotHitsSeen(
  db: Database,
  playerId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(jackpotHits)
    .set({ seen: true })
    .where(
      and(
        inArray(jackpotHits.id, [...ids]),
        eq(jackpotHits.playerId, playerId),
        eq(jackpotHits.seen, false),
      ),
    )
    .returning({ id: jackpotHits.id });
  return rows.length;
}
