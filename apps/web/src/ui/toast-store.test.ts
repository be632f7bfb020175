import { describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  isDragDismiss,
  startAutoClose,
  TOAST_AUTO_CLOSE_MS,
  type TimerApi,
} from './toast-store';

function fakeTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: TimerApi = {
    now: () => now,
    setTimeout: (callback, ms) => {
      pending.set(++seq, { at: now + ms, callback });
      return seq;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...pending]) {
      if (t.at <= now) {
        pending.delete(id);
        t.callback();
      }
    }
  };
  return { timers, advance };
}

describe('toast queue', () => {
  it('adds toasts in order with fresh ids and notifies', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const a = store.add({ type: 'success', title: 'A' });
    const b = store.add({ type: 'error', title: 'B', description: 'b' });
    expect(a).not.toBe(b);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['A', 'B']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('updates a toast with the same key in place (spec §4 lifecycle: added, updated, removed)', () => {
    const store = createToastStore();
    const first = store.add({ type: 'warning', title: 'Pending', key: 'payment' });
    store.add({ type: 'success', title: 'Other' });
    const listener = vi.fn();
    store.subscribe(listener);
    const again = store.add({ type: 'success', title: 'Paid', key: 'payment' });
    expect(again).toBe(first);
    expect(store.getSnapshot().map((t) => [t.title, t.type, t.revision])).toEqual([
      ['Paid', 'success', 1],
      ['Other', 'success', 0],
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    store.remove(first);
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Other']);
    // a key seen before but no longer on screen adds a new toast
    expect(store.add({ type: 'error', title: 'Failed', key: 'payment' })).not.toBe(first);
  });

  it('drops the oldest beyond the limit', () => {
    const store = createToastStore(2);
    for (const title of ['1', '2', '3']) store.add({ type: 'warning', title });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['2', '3']);
  });

  it('removes by id and ignores unknown ids without notifying', () => {
    const store = createToastStore();
    const id = store.add({ type: 'success', title: 'A' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.remove(999);
    expect(listener).not.toHaveBeenCalled();
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('auto-close', () => {
  it('closes after 5000 ms (spec §9)', () => {
    const { timers, advance } = fakeTimers();
    const onClose = vi.fn();
    startAutoClose(onClose, TOAST_AUTO_CLOSE_MS, timers);
    advance(4999);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pauses on hover and continues with the time left', () => {
    const { timers, advance } = fakeTimers();
    const onClose = vi.fn();
    const auto = startAutoClose(onClose, 5000, timers);
    advance(3000);
    auto.pause();
    advance(60_000);
    expect(onClose).not.toHaveBeenCalled();
    auto.resume();
    advance(1999);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('double pause or resume is harmless, cancel stops for good', () => {
    const { timers, advance } = fakeTimers();
    const onClose = vi.fn();
    const auto = startAutoClose(onClose, 5000, timers);
    auto.pause();
    auto.pause();
    auto.resume();
    auto.resume();
    auto.cancel();
    advance(10_000);
    auto.resume();
    advance(10_000);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('drag dismiss', () => {
  it.each([
    [0, 400, false],
    [100, 400, false],
    [140, 400, true],
    [-140, 400, true],
    [50, 100, false],
    [64, 100, true],
  ])('dx %i on a %i px toast dismisses: %s', (dx, width, expected) => {
    expect(isDragDismiss(dx, width)).toBe(expected);
  });
});
