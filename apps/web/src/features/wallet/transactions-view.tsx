'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useId, type ReactNode } from 'react';
import {
  currenciesQueryOptions,
  TRANSACTION_KINDS,
  transactionsQueryOptions,
  type TransactionStatus,
  type TransactionType,
} from '@/api/wallet';
import { useDateTimePatterns } from '@/i18n/date-patterns';
import { formatDateTime } from '@/i18n/format';
import { LoadError } from '@/ui/load-error';
import { SignInPrompt } from '@/ui/sign-in-prompt';
import { Skeleton } from '@/ui/skeleton';
import { fill } from '@/i18n/fill';
import { walletMoney } from './money';
import { pageItems, transactionsFilterFromSearch, transactionsSearch } from './transactions-query';
import type { WalletSession } from './wallet-types';
import styles from './wallet.module.css';
import layout from '@/ui/page-layout.module.css';

export interface TransactionsLabels {
  type: string;
  currency: string;
  all: string;
  types: Record<TransactionType, string>;
  statuses: Record<TransactionStatus, string>;
  date: string;
  status: string;
  amount: string;
  balanceAfter: string;
  reference: string;
  empty: string;
  emptyFiltered: string;
  error: string;
  retry: string;
  pages: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Has `{page}` and `{lastPage}`. */
  page: string;
  loading: string;
  signIn: { title: string; text: string; button: string };
}

/**
 * `/profile/wallet/transactions` (spec §2): the player's transaction history, newest first, one
 * page at a time, filtered by type and currency; page and filters live in the URL.
 */
export function TransactionsView({
  session,
  locale,
  labels,
  onSignIn,
}: {
  session: WalletSession;
  locale: string;
  labels: TransactionsLabels;
  onSignIn: () => void;
}) {
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const id = useId();
  const patterns = useDateTimePatterns();
  const filter = transactionsFilterFromSearch(new URLSearchParams(search.toString()));
  const player = session.state === 'player';
  const history = useQuery({
    ...transactionsQueryOptions(filter),
    enabled: player,
    placeholderData: keepPreviousData,
  });
  const currencies = useQuery({ ...currenciesQueryOptions(locale), enabled: player });

  if (session.state === 'anonymous') {
    return (
      <SignInPrompt
        title={labels.signIn.title}
        text={labels.signIn.text}
        button={labels.signIn.button}
        onSignIn={onSignIn}
      />
    );
  }

  const hrefFor = (change: Partial<typeof filter>) =>
    `${pathname}${transactionsSearch({ ...filter, ...change })}`;
  const currencyCodes = session.state === 'player' ? session.accounts.map((a) => a.currency) : [];

  const filters = (
    <div className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={`${id}-type`}>{labels.type}</label>
        <select
          id={`${id}-type`}
          value={filter.type ?? ''}
          onChange={(event) =>
            router.replace(
              hrefFor({ type: (event.target.value || undefined) as TransactionType, page: 1 }),
              { scroll: false },
            )
          }
        >
          <option value="">{labels.all}</option>
          {TRANSACTION_KINDS.map((type) => (
            <option key={type} value={type}>
              {labels.types[type]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-currency`}>{labels.currency}</label>
        <select
          id={`${id}-currency`}
          value={filter.currency ?? ''}
          onChange={(event) =>
            router.replace(hrefFor({ currency: event.target.value || undefined, page: 1 }), {
              scroll: false,
            })
          }
        >
          <option value="">{labels.all}</option>
          {currencyCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
    </div>
  );

  if (session.state === 'loading' || history.isPending) {
    return (
      <div className={layout.page} aria-busy="true">
        {filters}
        <span className="visually-hidden">{labels.loading}</span>
        <div className={styles.tableWrap}>
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className={styles.balance}>
              <Skeleton inlineSize="40%" />
              <Skeleton inlineSize="20%" />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (history.isError) {
    return (
      <div className={layout.page}>
        {filters}
        <LoadError
          message={labels.error}
          retryLabel={labels.retry}
          onRetry={() => void history.refetch()}
        />
      </div>
    );
  }

  const { transactions, pagination } = history.data;
  const filtered = filter.type !== undefined || filter.currency !== undefined;
  const money = (minor: number, code: string) => walletMoney(minor, code, currencies.data, locale);

  return (
    <div className={layout.page}>
      {filters}
      {transactions.length === 0 ? (
        <p className={`${styles.tableWrap} ${styles.empty}`} data-testid="transactions-empty">
          {filtered ? labels.emptyFiltered : labels.empty}
        </p>
      ) : (
        <div className={styles.tableWrap} aria-busy={history.isPlaceholderData || undefined}>
          <table className={styles.table} data-testid="transactions">
            <thead>
              <tr>
                <th scope="col">{labels.date}</th>
                <th scope="col">{labels.type}</th>
                <th scope="col">{labels.status}</th>
                <th scope="col" className={styles.number}>
                  {labels.amount}
                </th>
                <th scope="col" className={styles.number}>
                  {labels.balanceAfter}
                </th>
                <th scope="col">{labels.reference}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((t) => (
                <tr key={t.id} data-transaction-type={t.type}>
                  <td data-cell="date">
                    <time dateTime={t.createdAt}>
                      {formatDateTime(t.createdAt, locale, { pattern: patterns?.dateTime })}
                    </time>
                  </td>
                  <td data-cell="type">{labels.types[t.type]}</td>
                  <td data-cell="status">
                    <span className={styles.status} data-status={t.status}>
                      {labels.statuses[t.status]}
                    </span>
                  </td>
                  <td
                    data-cell="amount"
                    className={`${styles.number} ${
                      t.status === 'error'
                        ? styles.void
                        : t.amount > 0
                          ? styles.credit
                          : styles.debit
                    }`}
                  >
                    {t.amount > 0 ? '+' : ''}
                    {money(t.amount, t.currency)}
                  </td>
                  <td
                    data-cell="balance"
                    data-label={labels.balanceAfter}
                    className={styles.number}
                  >
                    {t.balanceAfter === null ? '–' : money(t.balanceAfter, t.currency)}
                  </td>
                  <td data-cell="reference">{t.reference ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination.lastPage > 1 ? (
        <nav className={styles.pager} aria-label={labels.pages}>
          <PageLink
            href={hrefFor({ page: pagination.page - 1 })}
            disabled={pagination.page <= 1}
            label={labels.previous}
          >
            ‹
          </PageLink>
          {pageItems(pagination.page, pagination.lastPage).map((item, index) =>
            item === 'gap' ? (
              <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              <PageLink
                key={item}
                href={hrefFor({ page: item })}
                current={item === pagination.page}
                label={fill(labels.page, { page: item, lastPage: pagination.lastPage })}
              >
                {item}
              </PageLink>
            ),
          )}
          <PageLink
            href={hrefFor({ page: pagination.page + 1 })}
            disabled={pagination.page >= pagination.lastPage}
            label={labels.next}
          >
            ›
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

function PageLink({
  href,
  label,
  disabled = false,
  current = false,
  children,
}: {
  href: string;
  label: string;
  disabled?: boolean;
  current?: boolean;
  children: ReactNode;
}) {
  // no previous before the first page, no next after the last
  if (disabled) {
    return (
      <span aria-hidden="true" className={styles.gap}>
        {children}
      </span>
    );
  }
  return (
    <Link
      href={href}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      scroll={false}
      prefetch={false}
    >
      {children}
    </Link>
  );
}
