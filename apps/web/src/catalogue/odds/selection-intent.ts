/**
 * What a click on an odds button records for the bet slip (spec §4 "Selecting an outcome"):
 * enough to build a selection and the placement payload (spec §3 "Bet placement payload").
 */
export interface SelectionIntent {
  matchId: number;
  matchUrnId: string;
  marketId: number;
  specifier: string;
  outcomeId: string;
  /** The composite outcome id (spec §3 Outcome id): the selection's identity. */
  outcomeKey: string;
  /** Decimal odds shown when the bettor clicked. */
  odds: number;
  provider: string;
}

type Listener = () => void;
/** Called with every selection, in the order they were added. */
export type SelectionsListener = (selections: readonly SelectionIntent[]) => void;

export interface SelectionStore {
  /** Adds the outcome, or removes it when it is already selected (spec §4). @returns selected now */
  toggle(intent: SelectionIntent): boolean;
  isSelected(outcomeKey: string): boolean;
  /** Every selection, in the order added; a new array after each change. */
  getSelections(): readonly SelectionIntent[];
  /** Replaces every selection at once (restoring a saved slip, clearing it). */
  replace(intents: readonly SelectionIntent[]): void;
  /** Listens to one outcome only: a click notifies its button, not the other buttons on the page. */
  subscribeKey(outcomeKey: string, listener: Listener): () => void;
  /** Listens to every change (the bet slip). */
  subscribe(listener: SelectionsListener): () => void;
}

/** An in-memory selection store with per-outcome listeners (the bet slip will persist it). */
export function createSelectionStore(): SelectionStore {
  let selections: readonly SelectionIntent[] = [];
  const byKey = new Map<string, SelectionIntent>();
  const keyListeners = new Map<string, Set<Listener>>();
  const listeners = new Set<SelectionsListener>();

  const commit = (next: readonly SelectionIntent[], changedKeys: Iterable<string>) => {
    selections = next;
    byKey.clear();
    for (const intent of next) byKey.set(intent.outcomeKey, intent);
    for (const key of new Set(changedKeys)) {
      for (const listener of [...(keyListeners.get(key) ?? [])]) listener();
    }
    for (const listener of [...listeners]) listener(selections);
  };

  return {
    toggle(intent) {
      const key = intent.outcomeKey;
      const selected = !byKey.has(key);
      commit(selected ? [...selections, intent] : selections.filter((s) => s.outcomeKey !== key), [
        key,
      ]);
      return selected;
    },
    isSelected: (outcomeKey) => byKey.has(outcomeKey),
    getSelections: () => selections,
    replace(intents) {
      const unique = [...new Map(intents.map((intent) => [intent.outcomeKey, intent])).values()];
      const before = new Set(byKey.keys());
      const after = new Set(unique.map((intent) => intent.outcomeKey));
      // only keys whose selected state flips notify their buttons
      const changed = [...before, ...after].filter((key) => before.has(key) !== after.has(key));
      commit(unique, changed);
    },
    subscribeKey(outcomeKey, listener) {
      let set = keyListeners.get(outcomeKey);
      if (!set) keyListeners.set(outcomeKey, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) keyListeners.delete(outcomeKey);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The one selection store of the app. */
export const selectionStore = createSelectionStore();

/** What a click on an odds button does; the bet slip registers the spec §4 rules here. */
export type SelectHandler = (intent: SelectionIntent) => void;

// until a bet slip registers, a click only records the outcome (pages without a slip, tests)
let selectHandler: SelectHandler | null = null;

/**
 * Lets the bet slip own what a click does (spec §4 "Selecting an outcome"), so this feature does
 * not import the slip. @returns the remover
 */
export function setSelectHandler(handler: SelectHandler): () => void {
  selectHandler = handler;
  return () => {
    if (selectHandler === handler) selectHandler = null;
  };
}

/** A click on an odds button: the registered slip rules, else a plain toggle. */
export function selectOutcome(intent: SelectionIntent): void {
  if (selectHandler) selectHandler(intent);
  else selectionStore.toggle(intent);
}

/** Records the outcome for the slip, or removes it if already there. @returns selected now */
export function toggleSelection(intent: SelectionIntent): boolean {
  return selectionStore.toggle(intent);
}

/** Every selection, in the order added. */
export function getSelections(): readonly SelectionIntent[] {
  return selectionStore.getSelections();
}

/** Listens to every change of the selections (for the bet slip). @returns unsubscribe */
export function subscribeSelections(listener: SelectionsListener): () => void {
  return selectionStore.subscribe(listener);
}
