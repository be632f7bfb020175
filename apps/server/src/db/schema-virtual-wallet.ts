import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LAUNCH_APPS, VIRTUAL_WALLET_PROVIDERS } from '@sportsbook/contract/virtual-wallet';
import { players } from './schema';

/*
 * Spec §7 virtual wallet: a launch of a provider (racing, lottery) for a player, and the money the
 * provider moved through it. Amounts in minor units of the launch's currency.
 */

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A provider page opened for a player: its token (only the SHA-256 kept) names player and currency. */
export const virtualWalletLaunches = pgTable(
  'virtual_wallet_launches',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: VIRTUAL_WALLET_PROVIDERS }).notNull(),
    app: text('app', { enum: LAUNCH_APPS }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('virtual_wallet_launches_player_idx').on(t.playerId),
    check(
      'virtual_wallet_launches_provider_check',
      sql`${t.provider} in (${literals(VIRTUAL_WALLET_PROVIDERS)})`,
    ),
    check('virtual_wallet_launches_app_check', sql`${t.app} in (${literals(LAUNCH_APPS)})`),
  ],
);
export type VirtualWalletLaunchRow = typeof virtualWalletLaunches.$inferSelect;

export const VIRTUAL_WALLET_KINDS = ['debit', 'credit'] as const;

/**
 * One provider transaction, keyed by the provider's own id: a repeated id moves no money again.
 * A debit opens a round (a bet); one credit per round settles it (0 for a lost bet).
 */
export const virtualWalletTransactions = pgTable(
  'virtual_wallet_transactions',
  {
    provider: text('provider', { enum: VIRTUAL_WALLET_PROVIDERS }).notNull(),
    id: text('id').notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VIRTUAL_WALLET_KINDS }).notNull(),
    /** The bet: a debit's own id, the debit a credit settles. */
    roundId: text('round_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A debit: what a win pays. */
    potentialWin: bigint('potential_win', { mode: 'number' }),
    /** The pick the bet was on (runner, draw), as the provider names it. */
    pick: text('pick'),
    /** The wallet's transaction (history); null for a lost round's zero credit. */
    walletTransactionId: text('wallet_transaction_id'),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.id] }),
    index('virtual_wallet_transactions_player_idx').on(t.playerId, t.createdAt),
    // a round is paid at most once, whatever id the credit comes with
    uniqueIndex('virtual_wallet_transactions_one_credit_idx')
      .on(t.provider, t.roundId)
      .where(sql`${t.kind} = 'credit'`),
    check('virtual_wallet_transactions_kind_check', sql`${t.kind} in ('debit', 'credit')`),
    check('virtual_wallet_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);
export type VirtualWalletTransactionRow = typeof virtualWalletTransactions.$inferSelect;
