import { describe, expect, it, vi } from 'vitest';
import {
  createSelectionStore,
  type SelectionIntent,
  type SelectionStore,
} from './selection-intent';

const intent = (outcomeId: string, odds = 2.5): SelectionIntent => ({
  matchId: 7,
  matchUrnId: 'sr:match:7',
  marketId: 1,
  specifier: '',
  outcomeId,
  outcomeKey: `sr:match:7/1/${outcomeId}/`,
  odds,
  provider: 'betradar',
});

/** Subscribes each listener to the outcome key of its outcome id. */
const listenTo = (store: SelectionStore, byOutcomeId: Record<string, () => void>) => {
  for (const [outcomeId, listener] of Object.entries(byOutcomeId)) {
    store.subscribeKey(intent(outcomeId).outcomeKey, listener);
  }
};

describe('selection store', () => {
  it('toggling records the intent, toggling again removes it (spec §4)', () => {
    const store = createSelectionStore();
    const home = intent('1');
    expect(store.toggle(home)).toBe(true);
    expect(store.isSelected(home.outcomeKey)).toBe(true);
    expect(store.getSelections()).toEqual([home]);
    expect(store.toggle(intent('1', 2.6))).toBe(false);
    expect(store.isSelected(home.outcomeKey)).toBe(false);
    expect(store.getSelections()).toEqual([]);
  });

  it('keeps selections in the order added, as a new array after each change', () => {
    const store = createSelectionStore();
    const before = store.getSelections();
    store.toggle(intent('2'));
    store.toggle(intent('1'));
    expect(store.getSelections()).not.toBe(before);
    expect(store.getSelections().map((s) => s.outcomeId)).toEqual(['2', '1']);
    const snapshot = store.getSelections();
    expect(store.getSelections()).toBe(snapshot);
  });

  it('toggling one key notifies only that key’s listeners', () => {
    const store = createSelectionStore();
    const [home, draw, away] = [vi.fn(), vi.fn(), vi.fn()];
    listenTo(store, { '1': home, '2': draw, '3': away });
    store.toggle(intent('2'));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    expect(away).not.toHaveBeenCalled();
    store.toggle(intent('2'));
    expect(draw).toHaveBeenCalledTimes(2);
    expect(home).not.toHaveBeenCalled();
  });

  it('notifies every listener of one key, and stops after unsubscribe', () => {
    const store = createSelectionStore();
    const key = intent('1').outcomeKey;
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = store.subscribeKey(key, first);
    store.subscribeKey(key, second);
    store.toggle(intent('1'));
    unsubscribe();
    store.toggle(intent('1'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('tells whole-slip listeners every change with the current selections', () => {
    const store = createSelectionStore();
    const slip = vi.fn();
    const unsubscribe = store.subscribe(slip);
    store.toggle(intent('1'));
    store.toggle(intent('X'));
    expect(slip).toHaveBeenLastCalledWith([intent('1'), intent('X')]);
    store.toggle(intent('1'));
    expect(slip).toHaveBeenLastCalledWith([intent('X')]);
    expect(slip).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.toggle(intent('X'));
    expect(slip).toHaveBeenCalledTimes(3);
  });

  it('replace notifies only the keys whose selected state flips and drops duplicates', () => {
    const store = createSelectionStore();
    store.toggle(intent('1'));
    store.toggle(intent('X'));
    const [home, draw, away] = [vi.fn(), vi.fn(), vi.fn()];
    listenTo(store, { '1': home, X: draw, '2': away });
    store.replace([intent('X'), intent('2'), intent('2', 3)]);
    expect(store.getSelections()).toEqual([intent('X'), intent('2', 3)]);
    expect(home).toHaveBeenCalledTimes(1); // removed
    expect(away).toHaveBeenCalledTimes(1); // added
    expect(draw).not.toHaveBeenCalled(); // still selected
  });

  it('a listener that unsubscribes during a notification does not skip the others', () => {
    const store = createSelectionStore();
    const key = intent('1').outcomeKey;
    const second = vi.fn();
    const unsubscribeFirst = store.subscribeKey(key, () => unsubscribeFirst());
    store.subscribeKey(key, second);
    store.toggle(intent('1'));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
