import { TRANSACTION_TYPES } from '@sportsbook/contract/platform-constants';
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '@sportsbook/betting/money/currency';
import type {
  QuickDepositStatus as QuickDepositStatusWire,
  TransactionWire,
} from '@sportsbook/contract/platform';
import { apiRequest, lazySchema } from './client';
import { withOutOfLimitDetails } from './limits';
import { systemQueryOptions } from './platform';
import type { System } from './platform-types';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wirePlatform = () => import('@sportsbook/contract/platform');

/**
 * The wallet calls of the platform API (spec §7 first table, Devise-style additions): deposits,
 * quick deposit, transaction history and the site's currencies. Wire data is mapped here.
 */

/** The transaction kinds of spec §3, in the filter's order. */
export const TRANSACTION_KINDS: readonly TransactionType[] = TRANSACTION_TYPES;
export type TransactionType = TransactionWire['type'];
/** How a quick deposit ended. */
export type QuickDepositStatus = QuickDepositStatusWire;
export type TransactionStatus = TransactionWire['status'];

/** One money movement (spec §2 transaction history), amounts in minor units. */
export interface Transaction {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  currency: string;
  balanceAfter: number | null;
  reference: string | null;
  createdAt: string;
}

export interface TransactionsPage {
  transactions: Transaction[];
  /** Spec §3 Pagination. */
  pagination: { total: number; page: number; limit: number; lastPage: number };
}

export interface TransactionsFilter {
  page: number;
  limit: number;
  type?: TransactionType;
  currency?: string;
}

const toTransaction = (w: TransactionWire): Transaction => ({
  id: w.id,
  type: w.type,
  status: w.status,
  amount: w.amount,
  currency: w.currency,
  balanceAfter: w.balance_after,
  reference: w.reference,
  createdAt: w.created_at,
});

/** GET /player/transactions: one page, newest first. */
export async function getTransactions(
  filter: TransactionsFilter,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const answer = await apiRequest({
    api: 'platform',
    path: '/player/transactions',
    query: {
      page: filter.page,
      limit: filter.limit,
      type: filter.type,
      currency: filter.currency,
    },
    schema: lazySchema(wirePlatform, 'transactionsResponseSchema'),
    signal,
  });
  return {
    transactions: answer.data.map(toTransaction),
    pagination: {
      total: answer.pagination.total,
      page: answer.pagination.page,
      limit: answer.pagination.limit,
      lastPage: answer.pagination.last_page,
    },
  };
}

export const transactionsQueryOptions = (filter: TransactionsFilter) =>
  queryOptions({
    queryKey: ['platform', 'transactions', filter] as const,
    queryFn: ({ signal }) => getTransactions(filter, signal),
  });

/** Where the payment provider sends the bettor back for each outcome (spec §2). */
export interface ReturnUrls {
  success: string;
  error: string;
  pending: string;
}

export interface Deposit {
  id: string;
  /** The provider page the deposit iframe shows. */
  url: string;
  status: TransactionStatus;
}

/**
 * POST /player/deposits: starts a deposit at the payment provider. A 422 names the field
 * (`amount` outside the bounds, a return URL); 503 `payments_unavailable` without a provider.
 * Field messages come in `locale`.
 */
export async function createDeposit(body: {
  amount: number;
  currency: string;
  returnUrls: ReturnUrls;
  locale: string;
}): Promise<Deposit> {
  return withOutOfLimitDetails(
    apiRequest({
      api: 'platform',
      path: '/player/deposits',
      method: 'POST',
      headers: { 'Accept-Language': body.locale },
      body: { amount: body.amount, currency: body.currency, return_urls: body.returnUrls },
      schema: lazySchema(wirePlatform, 'depositResponseSchema'),
    }),
  );
}

/** POST /player/quick_deposit (spec §6 test-payment group): the outcome of a one-step deposit. */
export async function quickDeposit(body: {
  amount: number;
  currency: string;
  locale: string;
}): Promise<{ status: QuickDepositStatus; transactionId: string }> {
  const answer = await withOutOfLimitDetails(
    apiRequest({
      api: 'platform',
      path: '/player/quick_deposit',
      method: 'POST',
      headers: { 'Accept-Language': body.locale },
      body: { amount: body.amount, currency: body.currency },
      schema: lazySchema(wirePlatform, 'quickDepositResponseSchema'),
    }),
  );
  return { status: answer.status, transactionId: answer.transaction_id };
}

/** Smallest and largest deposit of a currency, in its minor units. */
export interface DepositLimit {
  min: number;
  max: number;
}

/** How money enters on this site (GET /system). */
export interface DepositSettings {
  /** Demo mode: a test provider, no real money (the deposit page says so). */
  demoPayments: boolean;
  /** False without a payment provider: the deposit page offers no form. */
  depositsEnabled: boolean;
  /** Bounds by currency code. */
  limits: Readonly<Record<string, DepositLimit>>;
}

export const toDepositSettings = (system: System): DepositSettings => ({
  demoPayments: system.demoPayments,
  depositsEnabled: system.depositsEnabled,
  limits: Object.fromEntries(
    system.depositLimits.map((l) => [l.currency, { min: l.minAmount, max: l.maxAmount }]),
  ),
});

export const depositSettingsQueryOptions = (locale: string) =>
  queryOptions({ ...systemQueryOptions(locale), select: toDepositSettings });

/** The site's currencies (spec §3 Currency) as the money functions take them, read from /system. */
export const currenciesQueryOptions = (locale: string) =>
  queryOptions({
    ...systemQueryOptions(locale),
    select: (system: System): Currency[] => system.currencies,
  });
