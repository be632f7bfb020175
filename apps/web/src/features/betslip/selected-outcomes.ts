import { selectedOutcomeIds } from '@sportsbook/betting/ticket/construction';
import type { TicketBet } from '@sportsbook/betting/ticket/types';
import type { TicketStore } from './ticket-store';

type Listener = () => void;

/**
 * Which outcomes the slip holds, read from the ticket (the one truth of the selections) and told
 * per outcome: a change notifies only the outcomes whose selected state flipped, so one click
 * re-renders one odds button, not the page's hundreds.
 */
export interface SelectedOutcomes {
  isSelected: (outcomeKey: string) => boolean;
  /** Listens to one outcome's selected state. @returns unsubscribe */
  subscribe: (outcomeKey: string, listener: Listener) => () => void;
}

export function createSelectedOutcomes(
  store: Pick<TicketStore, 'getTicket' | 'subscribe'>,
): SelectedOutcomes {
  let readFrom: readonly TicketBet[] | null = null;
  let ids = new Set<string>();
  // derived once per bets array: a stake typed or a state change keeps the same ids
  const current = () => {
    const { bets } = store.getTicket();
    if (bets !== readFrom) {
      readFrom = bets;
      ids = new Set(selectedOutcomeIds(store.getTicket()));
    }
    return ids;
  };
  const listeners = new Map<string, Set<Listener>>();
  let stop: (() => void) | null = null;
  const onTicket = () => {
    const before = ids;
    const after = current();
    if (after === before) return;
    const flipped = [...before, ...after].filter((key) => before.has(key) !== after.has(key));
    for (const key of new Set(flipped)) {
      for (const listener of [...(listeners.get(key) ?? [])]) listener();
    }
  };
  return {
    isSelected: (outcomeKey) => current().has(outcomeKey),
    subscribe(outcomeKey, listener) {
      if (!stop) {
        current();
        stop = store.subscribe(onTicket);
      }
      let set = listeners.get(outcomeKey);
      if (!set) listeners.set(outcomeKey, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(outcomeKey);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
  };
}
