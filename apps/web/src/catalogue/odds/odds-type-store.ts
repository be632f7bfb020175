import { isOddsType, type OddsType } from '@sportsbook/betting/odds/odds-type';
import { createStore } from '@/lib/store';

/** The stored key of spec §9 "odds type" (local storage). */
export const ODDS_TYPE_KEY = 'oddsType';

/** What the server renders and what a first visit shows (spec §3: european is the default). */
export const DEFAULT_ODDS_TYPE: OddsType = 'european';

/** A stored value as an odds type; anything unknown or missing falls back to the default. */
export function parseOddsType(value: string | null | undefined): OddsType {
  return isOddsType(value) ? value : DEFAULT_ODDS_TYPE;
}

/** The part of `Storage` the store uses. */
export type OddsTypeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where `storage` events of other tabs arrive (the window). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

export interface OddsTypeStore {
  /** `useSyncExternalStore` subscribe: also listens to other tabs while anyone listens. */
  subscribe: (listener: () => void) => () => void;
  /** The odds type on this client (read from storage once, then kept in memory). */
  getSnapshot: () => OddsType;
  /** The odds type the server renders, so hydration matches; the client switches after mount. */
  getServerSnapshot: () => OddsType;
  /** Applies a type here at once, remembers it and lets other tabs follow. */
  set: (oddsType: OddsType) => void;
}

/**
 * The active odds type, remembered under {@link ODDS_TYPE_KEY}. Storage and the event source are
 * passed in (null on the server) so the logic is tested without a DOM.
 */
export function createOddsTypeStore(
  getStorage: () => OddsTypeStorage | null,
  getEvents: () => StorageEventSource | null,
): OddsTypeStore {
  // storage may throw (disabled storage, private modes): the choice then lasts for this page only
  const read = (): OddsType => {
    try {
      return parseOddsType(getStorage()?.getItem(ODDS_TYPE_KEY));
    } catch {
      return DEFAULT_ODDS_TYPE;
    }
  };
  // another tab changed the type (key null: storage was cleared)
  const onStorage = (event: { key: string | null }) => {
    if (event.key !== ODDS_TYPE_KEY && event.key !== null) return;
    store.set(read());
  };
  // read from storage once, then kept in memory; other tabs are heard while anyone listens
  const store = createStore(read, {
    watch() {
      getEvents()?.addEventListener('storage', onStorage);
      return () => getEvents()?.removeEventListener('storage', onStorage);
    },
  });

  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    getServerSnapshot() {
      return DEFAULT_ODDS_TYPE;
    },
    set(oddsType) {
      try {
        getStorage()?.setItem(ODDS_TYPE_KEY, oddsType);
      } catch {
        // not remembered, still applied to this page
      }
      store.set(oddsType);
    },
  };
}

const inBrowser = () => typeof window !== 'undefined';

/** The one store of the app. */
export const oddsTypeStore = createOddsTypeStore(
  () => (inBrowser() ? window.localStorage : null),
  () => (inBrowser() ? window : null),
);

/** Switches every odds display of this tab (and other open tabs) to the given type. */
export function setOddsType(oddsType: OddsType): void {
  oddsTypeStore.set(oddsType);
}
