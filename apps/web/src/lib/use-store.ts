import { useSyncExternalStore } from 'react';
import type { Store } from './store';

/** What a component reads of a store. */
export type ReadableStore<T> = Pick<Store<T>, 'get' | 'subscribe'>;

/** A store's state in a component; the server render and hydration see `serverState`. */
export function useStore<T>(store: ReadableStore<T>, serverState: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverState);
}

/**
 * One value derived from a store; the component re-renders only when that value changes, so
 * `select` must return a primitive or an object the state already holds.
 */
export function useStoreValue<T, S>(
  store: ReadableStore<T>,
  select: (state: T) => S,
  serverValue: S,
): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => serverValue,
  );
}
