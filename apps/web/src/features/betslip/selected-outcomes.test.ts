import { describe, expect, it, vi } from 'vitest';
import { addSelection, removeSelection } from '@sportsbook/betting/ticket/construction';
import { setStake } from '@sportsbook/betting/ticket/stakes';
import { EMPTY_TICKET } from '@sportsbook/betting/ticket/types';
import { createSelectedOutcomes } from './selected-outcomes';
import { memoryStorage, OPTIONS, selection } from './test-fixtures';
import { createTicketStore } from './ticket-store';

const home = selection(7, 0);
const draw = selection(7, 1);
const away = selection(7, 2);

const setUp = () => {
  const store = createTicketStore(memoryStorage());
  return { store, outcomes: createSelectedOutcomes(store) };
};

describe('selected outcomes, read from the ticket (spec §4 "Selecting an outcome")', () => {
  it('an outcome is selected while the slip holds it', () => {
    const { store, outcomes } = setUp();
    expect(outcomes.isSelected(home.id)).toBe(false);
    store.setTicket((t) => addSelection(t, home, OPTIONS));
    expect(outcomes.isSelected(home.id)).toBe(true);
    store.setTicket((t) => removeSelection(t, home.id));
    expect(outcomes.isSelected(home.id)).toBe(false);
  });

  it('adding one outcome notifies only that outcome’s listeners', () => {
    const { store, outcomes } = setUp();
    const [onHome, onDraw, onAway] = [vi.fn(), vi.fn(), vi.fn()];
    outcomes.subscribe(home.id, onHome);
    outcomes.subscribe(draw.id, onDraw);
    outcomes.subscribe(away.id, onAway);
    store.setTicket((t) => addSelection(t, draw, OPTIONS));
    expect(onDraw).toHaveBeenCalledTimes(1);
    expect(onHome).not.toHaveBeenCalled();
    store.setTicket((t) => removeSelection(t, draw.id));
    expect(onDraw).toHaveBeenCalledTimes(2);
    expect(onHome).not.toHaveBeenCalled();
    expect(onAway).not.toHaveBeenCalled();
  });

  it('a change that keeps the selections (a stake) notifies nobody', () => {
    const { store, outcomes } = setUp();
    store.setTicket((t) => addSelection(t, home, OPTIONS));
    const listener = vi.fn();
    outcomes.subscribe(home.id, listener);
    store.setTicket((t) => setStake(t, 0, 500, 'stake'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('replacing the slip notifies only the outcomes whose selected state flips', () => {
    const { store, outcomes } = setUp();
    store.setTicket((t) => addSelection(addSelection(t, home, OPTIONS), draw, OPTIONS));
    const [onHome, onDraw, onAway] = [vi.fn(), vi.fn(), vi.fn()];
    outcomes.subscribe(home.id, onHome);
    outcomes.subscribe(draw.id, onDraw);
    outcomes.subscribe(away.id, onAway);
    store.setTicket(addSelection(addSelection(EMPTY_TICKET, draw, OPTIONS), away, OPTIONS));
    expect(onHome).toHaveBeenCalledTimes(1); // removed
    expect(onAway).toHaveBeenCalledTimes(1); // added
    expect(onDraw).not.toHaveBeenCalled(); // still selected
  });

  it('notifies every listener of one outcome, and stops after unsubscribe', () => {
    const { store, outcomes } = setUp();
    const [first, second] = [vi.fn(), vi.fn()];
    const unsubscribe = outcomes.subscribe(home.id, first);
    outcomes.subscribe(home.id, second);
    store.setTicket((t) => addSelection(t, home, OPTIONS));
    unsubscribe();
    store.setTicket((t) => removeSelection(t, home.id));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('a listener that unsubscribes during a notification does not skip the others', () => {
    const { store, outcomes } = setUp();
    const second = vi.fn();
    const unsubscribeFirst = outcomes.subscribe(home.id, () => unsubscribeFirst());
    outcomes.subscribe(home.id, second);
    store.setTicket((t) => addSelection(t, home, OPTIONS));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('follows a slip changed while nobody listened', () => {
    const { store, outcomes } = setUp();
    const unsubscribe = outcomes.subscribe(home.id, () => undefined);
    unsubscribe();
    store.setTicket((t) => addSelection(t, home, OPTIONS));
    const listener = vi.fn();
    outcomes.subscribe(home.id, listener);
    expect(outcomes.isSelected(home.id)).toBe(true);
    store.setTicket((t) => removeSelection(t, home.id));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
