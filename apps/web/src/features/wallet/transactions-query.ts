import { TRANSACTION_KINDS, type TransactionsFilter, type TransactionType } from '@/api/wallet';

/** Rows per page of the transaction history. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** Page and filters of the history as kept in the URL (`?page=2&type=deposit&currency=EUR`). */
export function transactionsFilterFromSearch(search: URLSearchParams): TransactionsFilter {
  const page = Number(search.get('page'));
  const type = search.get('type');
  const currency = search.get('currency');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: TRANSACTIONS_PAGE_SIZE,
    type: (TRANSACTION_KINDS as readonly string[]).includes(type ?? '')
      ? (type as TransactionType)
      : undefined,
    currency: currency && /^[A-Za-z0-9]{2,10}$/.test(currency) ? currency : undefined,
  };
}

/** The URL query of a filter; page 1 and empty filters are left out. */
export function transactionsSearch(filter: Omit<TransactionsFilter, 'limit'>): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.currency) params.set('currency', filter.currency);
  if (filter.page > 1) params.set('page', String(filter.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A page number to show, or a gap between shown numbers. */
export type PageItem = number | 'gap';

/**
 * Page links around the current page: always the first and last, the current with `around`
 * neighbours on each side, gaps where numbers are skipped (1 … 4 5 6 … 20).
 */
export function pageItems(page: number, lastPage: number, around = 1): PageItem[] {
  const last = Math.max(1, lastPage);
  const current = Math.min(Math.max(1, page), last);
  const items: PageItem[] = [];
  for (let n = 1; n <= last; n++) {
    const near = Math.abs(n - current) <= around;
    if (n === 1 || n === last || near) items.push(n);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}
