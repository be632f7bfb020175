import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { userChannel, realtimeLocale } from '@sportsbook/contract/channels';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { Database } from '@/db/client';
import {
  accounts,
  players,
  transactions,
  type NotificationRow,
  type TransactionRow,
} from '@/db/schema';
import type { Publisher } from '@/http/publisher';
import { randomToken } from '@/http/secrets';
import { writeNotification } from './notifications/store';
import { formatAmount } from './payment-page';
import { EUR_RATE, findCurrency } from './reference';
import { INT4_MAX, safeAmount, UnsafeAmountError } from './safe-amount';

/**
 * Money of the player's accounts. Every balance change goes through {@link changeBalance} inside
 * the caller's database transaction, and is announced with {@link publishBalance} after commit.
 */

/** A debit larger than the balance (the CHECK balance >= 0 would refuse it anyway). */
export class InsufficientBalanceError extends Error {
  override name = 'InsufficientBalanceError';
}

/** No account of the player in that currency. */
export class AccountNotFoundError extends Error {
  override name = 'AccountNotFoundError';
}

/** A new transaction id: random, so ids in URLs (payment pages) cannot be guessed. */
export const newTransactionId = (): string => `tx_${randomToken(18)}`;

/**
 * Adds `amount` (signed minor units) to the account atomically; the new balance. The new balance
 * is checked in the same statement to stay within [0, 2^53-1] before it is written.
 * @throws InsufficientBalanceError when the balance would go below 0
 * @throws UnsafeAmountError when `amount` is not a safe integer or the balance would pass 2^53-1
 * @throws AccountNotFoundError when the player has no account in `currency`
 */
export async function changeBalance(
  tx: Database,
  playerId: string,
  currency: string,
  amount: number,
): Promise<number> {
  safeAmount(amount, `${currency} amount for ${playerId}`);
  const [row] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}` })
    .where(
      and(
        eq(accounts.playerId, playerId),
        eq(accounts.currency, currency),
        sql`${accounts.balance} + ${amount} between 0 and ${Number.MAX_SAFE_INTEGER}`,
      ),
    )
    .returning({ balance: accounts.balance });
  if (row) return safeAmount(row.balance, `${currency} balance of ${playerId}`, { min: 0 });
  const [exists] = await tx
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)));
  if (!exists) throw new AccountNotFoundError(`${playerId} has no ${currency} account`);
  if (amount > 0) {
    throw new UnsafeAmountError(`${currency} balance of ${playerId} would pass 2^53-1`);
  }
  throw new InsufficientBalanceError(`${currency} balance of ${playerId} is below ${-amount}`);
}

/**
 * Adds comp points to the player, checked to stay within the integer column first.
 * @throws UnsafeAmountError when the points are not an integer or the total would pass 2^31-1
 */
export async function addCompPoints(tx: Database, playerId: string, points: number) {
  safeAmount(points, `comp points for ${playerId}`, { min: 0, max: INT4_MAX });
  if (points === 0) return;
  const [row] = await tx
    .update(players)
    .set({ compPoints: sql`${players.compPoints} + ${points}` })
    .where(
      and(eq(players.id, playerId), sql`${players.compPoints}::bigint + ${points} <= ${INT4_MAX}`),
    )
    .returning({ compPoints: players.compPoints });
  if (!row) throw new UnsafeAmountError(`comp points of ${playerId} would pass 2^31-1`);
}

export interface RecordTransactionInput {
  playerId: string;
  currency: string;
  type: TransactionRow['type'];
  /** Signed minor units: a bet is negative, a win positive. */
  amount: number;
  reference?: string | null;
  at: Date;
}

/**
 * A successful money movement in one step (bets, wins, cashouts, refunds): changes the balance and
 * writes the transaction with `balance_after`. Call inside the caller's database transaction, then
 * {@link publishBalance} after commit.
 */
export async function recordTransaction(
  tx: Database,
  input: RecordTransactionInput,
): Promise<{ id: string; balance: number }> {
  const { playerId, currency, amount, at } = input;
  safeAmount(amount, `${currency} amount for ${playerId}`);
  const id = newTransactionId();
  // one round trip (issue 18): the balance moves and the transaction is written in one statement
  const result = await tx.execute(sql`with moved as (
      update ${accounts} set balance = ${accounts.balance} + ${amount}
      where ${and(
        eq(accounts.playerId, playerId),
        eq(accounts.currency, currency),
        sql`${accounts.balance} + ${amount} between 0 and ${Number.MAX_SAFE_INTEGER}`,
      )}
      returning ${accounts.balance})
    insert into ${transactions} (id, player_id, currency, type, status, amount, balance_after,
      reference, created_at, updated_at)
    select ${id}::text, ${playerId}::text, ${currency}::text, ${input.type}::text, 'success',
      ${amount}::bigint, moved.balance, ${input.reference ?? null}::text,
      ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    from moved
    returning balance_after::text as balance`);
  const [row] = rowsOf<{ balance: string }>(result);
  if (row)
    return {
      id,
      balance: safeAmount(Number(row.balance), `${currency} balance of ${playerId}`, { min: 0 }),
    };
  // nothing moved: changeBalance says why (no account, too low, too high) and throws
  await changeBalance(tx, playerId, currency, amount);
  throw new Error(`the ${currency} balance of ${playerId} did not move`);
}

/** The rows of a raw `execute` on either driver (PGlite answers `{ rows }`, postgres.js a list). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

/** Spec §3 Comp points a deposit earns: 1 per EUR-equivalent major unit, rounded down. */
export function depositCompPoints(currency: string, amount: number): number {
  const found = findCurrency(currency);
  const rate = EUR_RATE[currency];
  if (!found || rate === undefined || amount <= 0) return 0;
  return Math.floor((amount / found.subunits) * rate);
}

/** What completing a deposit did; `balance` is null unless the deposit was credited. */
export interface DepositResult {
  playerId: string;
  currency: string;
  status: 'success' | 'error';
  balance: number | null;
  /** Spec §3 notification written with it (deposit credited or failed), to publish after commit. */
  notification: NotificationRow | null;
}

/**
 * Credits a pending deposit as successful, or marks it failed, exactly once: only a row still
 * pending is moved, so concurrent completions credit one time. Null when it was not pending. A
 * credit that would write an unsafe balance or comp points fails the deposit instead.
 */
export async function settleDeposit(
  db: Database,
  id: string,
  outcome: 'success' | 'error',
  at: Date,
): Promise<Omit<DepositResult, 'status'> | null> {
  const result = await db.transaction((tx) => completeDeposit(tx, id, outcome, at));
  return (
    result && {
      playerId: result.playerId,
      currency: result.currency,
      balance: result.balance,
      notification: result.notification,
    }
  );
}

/** The deposit's notification, written in the same transaction as its outcome. */
const depositNotification = (
  tx: Database,
  row: { id: string; playerId: string; currency: string; amount: number },
  status: 'success' | 'error',
  at: Date,
) =>
  writeNotification(tx, {
    playerId: row.playerId,
    kind: status === 'success' ? 'deposit_credited' : 'deposit_failed',
    objectId: row.id,
    dedupeKey: `deposit:${row.id}`,
    values: () => ({ amount: formatAmount(row.amount, row.currency) }),
    at,
  });

/** {@link settleDeposit} inside the caller's database transaction. */
export async function completeDeposit(
  tx: Database,
  id: string,
  outcome: 'success' | 'error',
  at: Date,
): Promise<DepositResult | null> {
  const [row] = await tx
    .update(transactions)
    .set({ status: outcome, updatedAt: at })
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.type, 'deposit'),
        eq(transactions.status, 'pending'),
      ),
    )
    .returning();
  if (!row) return null;
  const failed = async (): Promise<DepositResult> => ({
    playerId: row.playerId,
    currency: row.currency,
    status: 'error',
    balance: null,
    notification: await depositNotification(tx, row, 'error', at),
  });
  if (outcome === 'error') return failed();
  try {
    // a savepoint: a refused credit leaves neither the balance nor the points half written
    const balance = await tx.transaction(async (credit) => {
      const after = await changeBalance(credit, row.playerId, row.currency, row.amount);
      await credit.update(transactions).set({ balanceAfter: after }).where(eq(transactions.id, id));
      await addCompPoints(credit, row.playerId, depositCompPoints(row.currency, row.amount));
      return after;
    });
    const notification = await depositNotification(tx, row, 'success', at);
    return {
      playerId: row.playerId,
      currency: row.currency,
      status: 'success',
      balance,
      notification,
    };
  } catch (error) {
    if (!(error instanceof UnsafeAmountError)) throw error;
    await tx.update(transactions).set({ status: 'error' }).where(eq(transactions.id, id));
    return failed();
  }
}

/**
 * Announces a new balance on the player's private channel of every site locale (spec §7
 * balance_changed). A push failure is logged, never undoes the money movement.
 */
export async function publishBalance(
  target: { publisher: Publisher; locales: readonly string[]; log: FastifyBaseLogger },
  playerId: string,
  currency: string,
  balance: number,
): Promise<void> {
  const event: RealtimeEventWire = { type: 'balance_changed', data: { currency, balance } };
  const channels = [
    ...new Set(target.locales.map((l) => userChannel(realtimeLocale(l), playerId))),
  ];
  try {
    await target.publisher.broadcast(channels, event);
  } catch (error) {
    target.log.warn({ err: error, playerId }, 'balance_changed not published');
  }
}
