/**
 * The web's one way to hold client state outside React (spec: slip, quick bet, panels, modals,
 * connection): a value, a setter and listeners, read in components through `useStore`
 * (./use-store.ts). Smaller than Zustand and as fast for this use (bench/stores.mjs); no React
 * here, so server code may import a store module.
 */
export interface Store<T> {
  /** The state (computed by `init` on the first read). */
  get: () => T;
  /** Replaces the state; listeners hear only a real change (`Object.is`). */
  set: (next: T) => void;
  /** Calls `listener` after every change. @returns unsubscribe */
  subscribe: (listener: () => void) => () => void;
}

export interface StoreOptions {
  /** Starts an outside source while anyone listens (another tab's `storage` events); returns its stop. */
  watch?: () => () => void;
}

export function createStore<T>(init: () => T, { watch }: StoreOptions = {}): Store<T> {
  let state: { value: T } | null = null;
  let stopWatching: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const get = () => (state ??= { value: init() }).value;
  return {
    get,
    set(next) {
      if (state && Object.is(state.value, next)) return;
      state = { value: next };
      // a copy: a listener may unsubscribe (or subscribe another) while being told
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      if (listeners.size === 0 && watch) stopWatching = watch();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
        }
      };
    },
  };
}
