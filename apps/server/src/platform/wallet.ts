import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { userChannel, realtimeLocale } from '@sportsbook/contract/channels';
import type { RealtimeEventWire } from '@sportsbook/contract/realtime';
import type { Database } from '@/db/client';
import { accounts, players, transactions, type TransactionRow } from '@/db/schema';
import type { Publisher } from '@/push/publisher';
import { EUR_RATE, findCurrency } from './reference';
import { randomToken } from './secrets';

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
 * Adds `amount` (signed minor units) to the account atomically; the new balance.
 * @throws InsufficientBalanceError when the balance would go below 0
 * @throws AccountNotFoundError when the player has no account in `currency`
 */
export async function changeBalance(
  tx: Database,
  playerId: string,
  currency: string,
  amount: number,
): Promise<number> {
  const [row] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}` })
    .where(
      and(
        eq(accounts.playerId, playerId),
        eq(accounts.currency, currency),
        sql`${accounts.balance} + ${amount} >= 0`,
      ),
    )
    .returning({ balance: accounts.balance });
  if (row) return row.balance;
  const [exists] = await tx
    .select({ currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.playerId, playerId), eq(accounts.currency, currency)));
  if (!exists) throw new AccountNotFoundError(`${playerId} has no ${currency} account`);
  throw new InsufficientBalanceError(`${currency} balance of ${playerId} is below ${-amount}`);
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
  const balance = await changeBalance(tx, input.playerId, input.currency, input.amount);
  const id = newTransactionId();
  await tx.insert(transactions).values({
    id,
    playerId: input.playerId,
    currency: input.currency,
    type: input.type,
    status: 'success',
    amount: input.amount,
    balanceAfter: balance,
    reference: input.reference ?? null,
    createdAt: input.at,
    updatedAt: input.at,
  });
  return { id, balance };
}

/** Spec §3 Comp points a deposit earns: 1 per EUR-equivalent major unit, rounded down. */
export function depositCompPoints(currency: string, amount: number): number {
  const found = findCurrency(currency);
  const rate = EUR_RATE[currency];
  if (!found || rate === undefined || amount <= 0) return 0;
  return Math.floor((amount / found.subunits) * rate);
}

/**
 * Credits a pending deposit as successful, or marks it failed, exactly once: only a row still
 * pending is moved, so concurrent completions credit one time. Null when it was not pending.
 */
export async function settleDeposit(
  db: Database,
  id: string,
  outcome: 'success' | 'error',
  at: Date,
): Promise<{ playerId: string; currency: string; balance: number | null } | null> {
  return db.transaction(async (tx) => {
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
    if (outcome === 'error')
      return { playerId: row.playerId, currency: row.currency, balance: null };
    const balance = await changeBalance(tx, row.playerId, row.currency, row.amount);
    await tx.update(transactions).set({ balanceAfter: balance }).where(eq(transactions.id, id));
    await tx
      .update(players)
      .set({
        compPoints: sql`${players.compPoints} + ${depositCompPoints(row.currency, row.amount)}`,
      })
      .where(eq(players.id, row.playerId));
    return { playerId: row.playerId, currency: row.currency, balance };
  });
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
