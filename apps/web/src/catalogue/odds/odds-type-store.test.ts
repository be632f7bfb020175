import { describe, expect, it, vi } from 'vitest';
import {
  createOddsTypeStore,
  DEFAULT_ODDS_TYPE,
  ODDS_TYPE_KEY,
  parseOddsType,
  type OddsTypeStorage,
  type StorageEventSource,
} from './odds-type-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies OddsTypeStorage & { items: Map<string, string> };
}

/** A window stand-in: other tabs' writes arrive as `storage` events. */
function fakeWindow() {
  const target = new EventTarget();
  const handlers = new Map<unknown, EventListener>();
  const source: StorageEventSource = {
    addEventListener(type, listener) {
      const handler = (event: Event) => listener(event as Event & { key: string | null });
      handlers.set(listener, handler);
      target.addEventListener(type, handler);
    },
    removeEventListener(type, listener) {
      const handler = handlers.get(listener);
      if (handler) target.removeEventListener(type, handler);
      handlers.delete(listener);
    },
  };
  const fire = (key: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { source, fire, listening: () => handlers.size };
}

describe('parseOddsType', () => {
  it.each([
    ['european', 'european'],
    ['british', 'british'],
    ['american', 'american'],
    ['hongkong', 'hongkong'],
    ['indonesian', 'indonesian'],
    ['malaysian', 'malaysian'],
    ['percent', 'percent'],
    [null, 'european'],
    [undefined, 'european'],
    ['', 'european'],
    ['decimal', 'european'],
    ['AMERICAN', 'european'],
  ])('%s -> %s', (stored, expected) => {
    expect(parseOddsType(stored)).toBe(expected);
  });
});

describe('createOddsTypeStore', () => {
  it('uses the spec §9 "odds type" key and european by default', () => {
    expect(ODDS_TYPE_KEY).toBe('oddsType');
    expect(DEFAULT_ODDS_TYPE).toBe('european');
  });

  it('renders european on the server whatever is stored, the stored type on the client', () => {
    const store = createOddsTypeStore(
      () => memoryStorage({ oddsType: 'american' }),
      () => null,
    );
    expect(store.getServerSnapshot()).toBe('european');
    expect(store.getSnapshot()).toBe('american');
  });

  it('falls back to european without storage, with garbage, or when storage throws', () => {
    expect(
      createOddsTypeStore(
        () => null,
        () => null,
      ).getSnapshot(),
    ).toBe('european');
    const garbage = memoryStorage({ oddsType: '<script>' });
    expect(
      createOddsTypeStore(
        () => garbage,
        () => null,
      ).getSnapshot(),
    ).toBe('european');
    const throwing: OddsTypeStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createOddsTypeStore(
      () => throwing,
      () => null,
    );
    expect(store.getSnapshot()).toBe('european');
    store.set('british'); // still applied to this page
    expect(store.getSnapshot()).toBe('british');
  });

  it('reads storage once, then answers from memory (snapshots are stable)', () => {
    const storage = memoryStorage({ oddsType: 'hongkong' });
    const getItem = vi.spyOn(storage, 'getItem');
    const store = createOddsTypeStore(
      () => storage,
      () => null,
    );
    expect([store.getSnapshot(), store.getSnapshot(), store.getSnapshot()]).toEqual([
      'hongkong',
      'hongkong',
      'hongkong',
    ]);
    expect(getItem).toHaveBeenCalledTimes(1);
  });

  it('set remembers the type and notifies subscribers once per change', () => {
    const storage = memoryStorage();
    const store = createOddsTypeStore(
      () => storage,
      () => null,
    );
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('malaysian');
    expect(storage.items.get('oddsType')).toBe('malaysian');
    expect(store.getSnapshot()).toBe('malaysian');
    expect(listener).toHaveBeenCalledTimes(1);
    store.set('malaysian');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows another tab through the storage event', () => {
    const storage = memoryStorage();
    const win = fakeWindow();
    const store = createOddsTypeStore(
      () => storage,
      () => win.source,
    );
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toBe('european');

    storage.items.set('oddsType', 'percent'); // the other tab's write
    win.fire('oddsType');
    expect(store.getSnapshot()).toBe('percent');
    expect(listener).toHaveBeenCalledTimes(1);

    win.fire('locale'); // other keys are ignored
    expect(listener).toHaveBeenCalledTimes(1);

    storage.items.clear(); // storage cleared: key null, back to the default
    win.fire(null);
    expect(store.getSnapshot()).toBe('european');
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    expect(win.listening()).toBe(0);
  });

  it('listens to the window once however many components subscribe', () => {
    const win = fakeWindow();
    const store = createOddsTypeStore(
      () => memoryStorage(),
      () => win.source,
    );
    const unsubscribes = Array.from({ length: 300 }, () => store.subscribe(() => {}));
    expect(win.listening()).toBe(1);
    unsubscribes.forEach((unsubscribe) => unsubscribe());
    expect(win.listening()).toBe(0);
  });
});
