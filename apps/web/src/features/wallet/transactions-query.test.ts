import { describe, expect, it } from 'vitest';
import {
  pageItems,
  TRANSACTIONS_PAGE_SIZE,
  transactionsFilterFromSearch,
  transactionsSearch,
} from './transactions-query';

describe('transactionsFilterFromSearch', () => {
  it.each([
    ['', { page: 1, type: undefined, currency: undefined }],
    ['page=3&type=deposit&currency=EUR', { page: 3, type: 'deposit', currency: 'EUR' }],
    ['page=0&type=gift&currency=E$', { page: 1, type: undefined, currency: undefined }],
    ['page=2.5', { page: 1, type: undefined, currency: undefined }],
    ['page=abc&type=win', { page: 1, type: 'win', currency: undefined }],
  ])('%s', (search, expected) => {
    expect(transactionsFilterFromSearch(new URLSearchParams(search))).toEqual({
      ...expected,
      limit: TRANSACTIONS_PAGE_SIZE,
    });
  });
});

describe('transactionsSearch', () => {
  it.each([
    [{ page: 1 }, ''],
    [{ page: 2 }, '?page=2'],
    [{ page: 4, type: 'bet', currency: 'BTC' } as const, '?type=bet&currency=BTC&page=4'],
  ])('%j -> %s', (filter, expected) => {
    expect(transactionsSearch(filter)).toBe(expected);
  });

  it('round-trips through the URL', () => {
    const filter = { page: 5, type: 'refund', currency: 'USD' } as const;
    expect(
      transactionsFilterFromSearch(new URLSearchParams(transactionsSearch(filter))),
    ).toMatchObject(filter);
  });
});

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [3, 5, [1, 2, 3, 4, 5]],
    [99, 4, [1, 'gap', 3, 4]],
    [1, 0, [1]],
  ])('page %i of %i', (page, last, expected) => {
    expect(pageItems(page, last)).toEqual(expected);
  });
});
