import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { favoriteIdsQueryOptions } from '@/api/favorites';
import { applyFavorite, toggleFavorite } from './favorite-toggle';

const key = favoriteIdsQueryOptions('matches').queryKey;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('applyFavorite', () => {
  it.each([
    [[1, 2], 3, true, [1, 2, 3]],
    [[1, 2, 3], 2, false, [1, 3]],
    [[], 5, false, []],
  ])('%j with %i set to %s gives %j', (ids, id, active, expected) => {
    expect(applyFavorite(ids, id, active)).toEqual(expected);
  });

  it('keeps the same array when nothing changes (no re-render)', () => {
    const ids = [1, 2];
    expect(applyFavorite(ids, 2, true)).toBe(ids);
    expect(applyFavorite(ids, 7, false)).toBe(ids);
  });
});

describe('toggleFavorite', () => {
  it('flips at once, then takes the server list on success', async () => {
    const client = new QueryClient();
    client.setQueryData(key, [1]);
    const call = deferred<number[]>();
    const onError = vi.fn();
    const done = toggleFavorite(client, 'matches', 9, true, {
      setFavorite: () => call.promise,
      onError,
    });
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual([1, 9]));
    call.resolve([1, 9, 12]);
    await expect(done).resolves.toBe(true);
    expect(client.getQueryData(key)).toEqual([1, 9, 12]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('resets to not active and reports on failure', async () => {
    const client = new QueryClient();
    client.setQueryData(key, [1]);
    const onError = vi.fn();
    const result = await toggleFavorite(client, 'matches', 9, true, {
      setFavorite: () => Promise.reject(new Error('offline')),
      onError,
    });
    expect(result).toBe(false);
    expect(client.getQueryData(key)).toEqual([1]);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('a failed removal also ends not active', async () => {
    const client = new QueryClient();
    client.setQueryData(key, [4, 9]);
    await toggleFavorite(client, 'matches', 9, false, {
      setFavorite: () => Promise.reject(new Error('500')),
      onError: () => {},
    });
    expect(client.getQueryData(key)).toEqual([4]);
  });

  it('sends the requested state to the server', async () => {
    const client = new QueryClient();
    const setFavorite = vi.fn(() => Promise.resolve([]));
    await toggleFavorite(client, 'matches', 3, false, { setFavorite, onError: () => {} });
    expect(setFavorite).toHaveBeenCalledWith('matches', 3, false);
  });
});
