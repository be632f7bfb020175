'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { useSelectionPort } from './selection-port';

/** Whether one outcome is selected, re-rendering only when that outcome is toggled. */
export function useIsSelected(outcomeKey: string): boolean {
  const port = useSelectionPort();
  const subscribe = useCallback(
    (listener: () => void) => port.subscribe(outcomeKey, listener),
    [port, outcomeKey],
  );
  return useSyncExternalStore(
    subscribe,
    () => port.isSelected(outcomeKey),
    () => false,
  );
}
