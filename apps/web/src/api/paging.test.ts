import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './paging';

describe('fetchAllPages', () => {
  it('returns the first page alone when it is the last', async () => {
    const fetchPage = vi.fn((page: number) =>
      Promise.resolve({ data: [page], pagination: { last_page: 1 } }),
    );
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([1]);
    expect(fetchPage).toHaveBeenCalledExactlyOnceWith(1, 500);
  });

  it('follows pages of 500 until the last page, in page order', async () => {
    const fetchPage = vi.fn((page: number, limit: number) =>
      Promise.resolve({ data: [`${page}/${limit}`], pagination: { last_page: 3 } }),
    );
    await expect(fetchAllPages(fetchPage)).resolves.toEqual(['1/500', '2/500', '3/500']);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });
});
