import { createStore } from '@/lib/store';

/** Spec §4 toast kinds. */
export type ToastType = 'success' | 'error' | 'warning';

/** Spec §9: a toast closes by itself after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** Toasts on screen at once; an older one leaves when a newer one arrives. */
export const TOAST_LIMIT = 3;

/** Share of the toast's width a swipe must travel to dismiss it. */
export const DRAG_DISMISS_RATIO = 0.35;

/** Minimum swipe that dismisses, for narrow toasts. */
export const DRAG_DISMISS_MIN_PX = 64;

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  description?: string;
  /**
   * Names what the toast is about (a provider, a payment): a newer toast with the same key
   * updates this one in place (spec §4 toast lifecycle: added, updated, removed), never stacks.
   */
  key?: string;
  /** Counts the updates: each restarts the auto-close countdown. */
  revision: number;
}

export interface ToastStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Toast[];
  /**
   * Adds a toast (spec §4 toast lifecycle: added) and returns its id; one with the key of a toast
   * on screen updates that toast in place instead (lifecycle: updated), keeping its id and place.
   */
  add: (toast: Omit<Toast, 'id' | 'revision'>) => number;
  /** Removes a toast (lifecycle: removed); unknown ids are ignored. */
  remove: (id: number) => void;
}

/** The list of toasts on screen, as an external store for `useSyncExternalStore`. */
export function createToastStore(limit = TOAST_LIMIT): ToastStore {
  const store = createStore<readonly Toast[]>(() => []);
  let nextId = 1;
  return {
    subscribe: store.subscribe,
    getSnapshot: store.get,
    add(toast) {
      const toasts = store.get();
      const same = toast.key === undefined ? undefined : toasts.find((t) => t.key === toast.key);
      if (same) {
        const updated: Toast = { ...toast, id: same.id, revision: same.revision + 1 };
        store.set(toasts.map((t) => (t === same ? updated : t)));
        return same.id;
      }
      const id = nextId++;
      store.set([...toasts, { ...toast, id, revision: 0 }].slice(-limit));
      return id;
    },
    remove(id) {
      const toasts = store.get();
      if (!toasts.some((t) => t.id === id)) return;
      store.set(toasts.filter((t) => t.id !== id));
    },
  };
}

/** Timer functions, passed in so the auto-close logic is tested with a fake clock. */
export interface TimerApi {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface AutoClose {
  /** Stops the countdown (hover, focus, drag), keeping the time left. */
  pause: () => void;
  /** Continues the countdown with the time left. */
  resume: () => void;
  /** Stops for good (the toast was closed another way). */
  cancel: () => void;
}

/** Calls `onClose` after `duration` ms of not-paused time (spec §9 auto-close, paused on hover). */
export function startAutoClose(onClose: () => void, duration: number, timers: TimerApi): AutoClose {
  let left = duration;
  let startedAt = 0;
  let handle: unknown = null;
  let done = false;
  const run = () => {
    startedAt = timers.now();
    handle = timers.setTimeout(() => {
      done = true;
      handle = null;
      onClose();
    }, left);
  };
  run();
  return {
    pause() {
      if (done || handle === null) return;
      timers.clearTimeout(handle);
      handle = null;
      left = Math.max(0, left - (timers.now() - startedAt));
    },
    resume() {
      if (done || handle !== null) return;
      run();
    },
    cancel() {
      done = true;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
  };
}

/** Whether a horizontal swipe of `dx` px on a toast `width` px wide dismisses it (spec §9 drag). */
export function isDragDismiss(dx: number, width: number): boolean {
  return Math.abs(dx) >= Math.max(DRAG_DISMISS_MIN_PX, width * DRAG_DISMISS_RATIO);
}
