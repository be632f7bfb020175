import { describe, expect, test, vi } from 'vitest';
import { makeQueryClient, QUERY_RETRIES, queryRetryDelay } from './query-client';

describe('spec §9 query retries', () => {
  test.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000],
    [10, 30_000],
  ])('after %i failures the delay is %i ms', (failures, delay) => {
    expect(queryRetryDelay(failures)).toBe(delay);
  });

  test('a failing query is tried 1 + 3 times with 1 s, 2 s, 4 s between', async () => {
    vi.useFakeTimers();
    try {
      const errors: unknown[] = [];
      const client = makeQueryClient({ server: false, onQueryError: (e) => errors.push(e) });
      const fn = vi.fn(() => Promise.reject(new Error('down')));
      const result = client.fetchQuery({ queryKey: ['x'], queryFn: fn }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(0);
      expect(fn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(fn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fn).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(fn).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(fn).toHaveBeenCalledTimes(1 + QUERY_RETRIES);
      expect(await result).toBeInstanceOf(Error);
      expect(errors).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the server does not retry', () => {
    const client = makeQueryClient({ server: true });
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
  });
});
