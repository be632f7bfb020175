import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('computes the state on the first read only', () => {
    const init = vi.fn(() => 1);
    const store = createStore(init);
    expect(init).not.toHaveBeenCalled();
    expect(store.get()).toBe(1);
    expect(store.get()).toBe(1);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('tells every listener of a real change, and none of the same value', () => {
    const store = createStore(() => ({ n: 1 }));
    const first = store.get();
    const heard: number[] = [];
    store.subscribe(() => heard.push(store.get().n));
    store.subscribe(() => heard.push(-store.get().n));
    store.set(first);
    expect(heard).toEqual([]);
    store.set({ n: 2 });
    expect(heard).toEqual([2, -2]);
  });

  it('stops telling a listener once it unsubscribed, even during a change', () => {
    const store = createStore(() => 0);
    const heard: string[] = [];
    const offB = store.subscribe(() => heard.push('b'));
    store.subscribe(() => {
      heard.push('a');
      offB();
    });
    store.set(1);
    store.set(2);
    expect(heard).toEqual(['b', 'a', 'a']);
  });

  it('watches its outside source while anyone listens', () => {
    const stop = vi.fn();
    const watch = vi.fn(() => stop);
    const store = createStore(() => 0, { watch });
    const off1 = store.subscribe(() => undefined);
    const off2 = store.subscribe(() => undefined);
    expect(watch).toHaveBeenCalledTimes(1);
    off1();
    expect(stop).not.toHaveBeenCalled();
    off2();
    expect(stop).toHaveBeenCalledTimes(1);
    store.subscribe(() => undefined);
    expect(watch).toHaveBeenCalledTimes(2);
  });
});
