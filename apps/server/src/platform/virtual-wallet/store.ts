import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { LaunchApp, VirtualWalletProvider } from '@sportsbook/contract/virtual-wallet';
import type { Database } from '@/db/client';
import { accounts } from '@/db/schema';
import {
  virtualWalletLaunches,
  virtualWalletTransactions,
  type VirtualWalletLaunchRow,
  type VirtualWalletTransactionRow,
} from '@/db/schema-virtual-wallet';
import { randomToken, sha256 } from '@/http/secrets';
import { safeAmount } from '../safe-amount';
import { recordTransaction } from '../wallet';

/** How long a provider page stays usable after its launch (a long racing evening). */
export const LAUNCH_TTL_MS = 8 * 60 * 60 * 1000;

/** No account of the player to play with. */
export class NoAccountError extends Error {
  override name = 'NoAccountError';
}

/** The transaction id was used before for another movement (or another player). */
export class TransactionConflictError extends Error {
  override name = 'TransactionConflictError';
}

/** The credit names no open bet of this player. */
export class RoundNotFoundError extends Error {
  override name = 'RoundNotFoundError';
}

/**
 * A new launch for the player in the currency of the active account; the token goes into the
 * provider's URL, only its SHA-256 is stored (a leaked table opens no page).
 * @throws NoAccountError
 */
export async function createLaunch(
  db: Database,
  input: { playerId: string; provider: VirtualWalletProvider; app: LaunchApp; at: Date },
): Promise<string> {
  const [account] = await db
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(eq(accounts.playerId, input.playerId))
    .orderBy(sql`${accounts.active} desc`, asc(accounts.createdAt))
    .limit(1);
  if (!account) throw new NoAccountError(`${input.playerId} has no account`);
  const token = randomToken(24);
  // the player's ended launches go when a new one starts: the table does not grow forever
  await db
    .delete(virtualWalletLaunches)
    .where(
      and(
        eq(virtualWalletLaunches.playerId, input.playerId),
        lte(virtualWalletLaunches.expiresAt, input.at),
      ),
    );
  await db.insert(virtualWalletLaunches).values({
    tokenHash: sha256(token),
    playerId: input.playerId,
    provider: input.provider,
    app: input.app,
    currency: account.currency,
    createdAt: input.at,
    expiresAt: new Date(input.at.getTime() + LAUNCH_TTL_MS),
  });
  return token;
}

/** The launch of a token, or null (unknown or ended). */
export async function findLaunch(
  db: Database,
  token: string,
  at: Date,
): Promise<VirtualWalletLaunchRow | null> {
  const [row] = await db
    .select()
    .from(virtualWalletLaunches)
    .where(
      and(
        eq(virtualWalletLaunches.tokenHash, sha256(token)),
        gt(virtualWalletLaunches.expiresAt, at),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Bets of the launch's player at its provider that no credit settled yet, oldest first. */
export async function openRounds(
  db: Database,
  launch: VirtualWalletLaunchRow,
): Promise<VirtualWalletTransactionRow[]> {
  const t = virtualWalletTransactions;
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.provider, launch.provider),
        eq(t.playerId, launch.playerId),
        eq(t.kind, 'debit'),
        sql`not exists (select 1 from ${t} c where c.provider = ${t.provider} and c.round_id = ${t.roundId} and c.kind = 'credit')`,
      ),
    )
    .orderBy(asc(t.createdAt))
    .limit(20);
}

/** What a movement did; `replayed`: the id was seen before and nothing moved this time. */
export interface MovementResult {
  row: VirtualWalletTransactionRow;
  replayed: boolean;
}

/** The earlier row of the id when it is the same movement, else a conflict. */
async function replayOf(
  tx: Database,
  launch: VirtualWalletLaunchRow,
  id: string,
  same: (row: VirtualWalletTransactionRow) => boolean,
): Promise<MovementResult> {
  const [row] = await tx
    .select()
    .from(virtualWalletTransactions)
    .where(
      and(
        eq(virtualWalletTransactions.provider, launch.provider),
        eq(virtualWalletTransactions.id, id),
      ),
    );
  if (!row || row.playerId !== launch.playerId || !same(row))
    throw new TransactionConflictError(`${launch.provider} transaction ${id} is another movement`);
  return { row, replayed: true };
}

/**
 * A bet: debits `amount` (minor units) once per transaction id, in one database transaction.
 * @throws InsufficientBalanceError, UnsafeAmountError, TransactionConflictError
 */
export async function debit(
  db: Database,
  launch: VirtualWalletLaunchRow,
  input: { id: string; amount: number; potentialWin: number; pick: string; at: Date },
): Promise<MovementResult> {
  safeAmount(input.amount, 'virtual wallet stake', { min: 1 });
  safeAmount(input.potentialWin, 'virtual wallet potential win', { min: 0 });
  return db.transaction(async (tx) => {
    const base = {
      provider: launch.provider,
      id: input.id,
      playerId: launch.playerId,
      kind: 'debit' as const,
      roundId: input.id,
      currency: launch.currency,
      amount: input.amount,
      potentialWin: input.potentialWin,
      pick: input.pick,
      createdAt: input.at,
    };
    // the id is claimed first: a concurrent repeat waits on it and then finds it taken
    const [claimed] = await tx
      .insert(virtualWalletTransactions)
      .values({ ...base, balanceAfter: 0 })
      .onConflictDoNothing()
      .returning();
    if (!claimed)
      return replayOf(
        tx,
        launch,
        input.id,
        (row) => row.kind === 'debit' && row.amount === input.amount,
      );
    const moved = await recordTransaction(tx, {
      playerId: launch.playerId,
      currency: launch.currency,
      type: 'bet',
      amount: -input.amount,
      reference: `${launch.provider}:${input.id}`,
      at: input.at,
    });
    const [row] = await tx
      .update(virtualWalletTransactions)
      .set({ walletTransactionId: moved.id, balanceAfter: moved.balance })
      .where(
        and(
          eq(virtualWalletTransactions.provider, launch.provider),
          eq(virtualWalletTransactions.id, input.id),
        ),
      )
      .returning();
    return { row: row ?? claimed, replayed: false };
  });
}

/**
 * Settles an open bet of the launch's player: credits its potential win (`won`) or 0, once per
 * transaction id and once per bet, in one database transaction.
 * @throws RoundNotFoundError, TransactionConflictError, UnsafeAmountError
 */
export async function credit(
  db: Database,
  launch: VirtualWalletLaunchRow,
  input: { id: string; roundId: string; won: boolean; at: Date },
): Promise<MovementResult> {
  const t = virtualWalletTransactions;
  return db.transaction(async (tx) => {
    const [bet] = await tx
      .select()
      .from(t)
      .where(
        and(
          eq(t.provider, launch.provider),
          eq(t.id, input.roundId),
          eq(t.kind, 'debit'),
          eq(t.playerId, launch.playerId),
        ),
      );
    // another player's bet reads as no bet at all
    if (!bet) throw new RoundNotFoundError(`${launch.provider} bet ${input.roundId}`);
    const amount = input.won ? (bet.potentialWin ?? 0) : 0;
    const [claimed] = await tx
      .insert(t)
      .values({
        provider: launch.provider,
        id: input.id,
        playerId: launch.playerId,
        kind: 'credit',
        roundId: bet.id,
        currency: bet.currency,
        amount,
        createdAt: input.at,
        balanceAfter: 0,
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) {
      // the id was used, or the bet is already settled under another id: pay nothing again
      const [settled] = await tx
        .select()
        .from(t)
        .where(and(eq(t.provider, launch.provider), eq(t.roundId, bet.id), eq(t.kind, 'credit')));
      if (settled && settled.id !== input.id) return { row: settled, replayed: true };
      return replayOf(
        tx,
        launch,
        input.id,
        (row) => row.kind === 'credit' && row.roundId === bet.id,
      );
    }
    const [balance] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.playerId, launch.playerId), eq(accounts.currency, bet.currency)));
    const moved =
      amount > 0
        ? await recordTransaction(tx, {
            playerId: launch.playerId,
            currency: bet.currency,
            type: 'win',
            amount,
            reference: `${launch.provider}:${bet.id}`,
            at: input.at,
          })
        : { id: null, balance: balance?.balance ?? 0 };
    const [row] = await tx
      .update(t)
      .set({ walletTransactionId: moved.id, balanceAfter: moved.balance })
      .where(and(eq(t.provider, launch.provider), eq(t.id, input.id)))
      .returning();
    return { row: row ?? claimed, replayed: false };
  });
}
