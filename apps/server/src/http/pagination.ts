import type { PaginationWire } from '@sportsbook/contract/common';

/** Spec §3 Pagination for a page of `limit` items out of `total`; last_page is at least 1. */
export function paginate(total: number, page: number, limit: number): PaginationWire {
  return { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
