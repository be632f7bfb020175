import type { QueryClient } from '@tanstack/react-query';
import { FAVORITE_MATCHES_KEY, favoriteIdsQueryOptions, type FavoriteType } from '@/api/favorites';

/** The id list with `id` in or out, same order otherwise; the same array when nothing changes. */
export function applyFavorite(ids: readonly number[], id: number, active: boolean): number[] {
  const has = ids.includes(id);
  if (has === active) return ids as number[];
  return active ? [...ids, id] : ids.filter((x) => x !== id);
}

export interface ToggleDeps {
  /** The server call: POST or DELETE, answering the new id list. */
  setFavorite: (type: FavoriteType, id: number, favorite: boolean) => Promise<number[]>;
  /** Shown when the server refused or could not be reached (spec §8). */
  onError: (error: unknown) => void;
}

/**
 * Spec §4 favorite toggle: flips the cached id list at once (optimistic), then stores the
 * server's list on success, or takes the id out on failure ("resets to not active").
 */
export async function toggleFavorite(
  client: QueryClient,
  type: FavoriteType,
  id: number,
  active: boolean,
  deps: ToggleDeps,
): Promise<boolean> {
  const { queryKey } = favoriteIdsQueryOptions(type);
  // a fetch in flight would overwrite the optimistic flip with an older list
  await client.cancelQueries({ queryKey });
  client.setQueryData<number[]>(queryKey, (ids) => applyFavorite(ids ?? [], id, active));
  try {
    const ids = await deps.setFavorite(type, id, active);
    client.setQueryData<number[]>(queryKey, ids);
    // the /favorites list follows the new ids
    if (type === 'matches') void client.invalidateQueries({ queryKey: FAVORITE_MATCHES_KEY });
    return true;
  } catch (error) {
    client.setQueryData<number[]>(queryKey, (ids) => applyFavorite(ids ?? [], id, false));
    deps.onError(error);
    return false;
  }
}
