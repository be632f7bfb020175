'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { selectionStore } from './selection-intent';

/** Whether one outcome is selected, re-rendering only when that outcome is toggled. */
export function useIsSelected(outcomeKey: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => selectionStore.subscribeKey(outcomeKey, listener),
    [outcomeKey],
  );
  return useSyncExternalStore(
    subscribe,
    () => selectionStore.isSelected(outcomeKey),
    () => false,
  );
}
