'use client';

import { useSyncExternalStore } from 'react';

/** Real-time connection state for the connection alert (spec §8 error.connection). */
export type ConnectionState = 'connecting' | 'connected' | 'offline';

let state: ConnectionState = 'connecting';
const listeners = new Set<() => void>();

export function setConnectionState(next: ConnectionState): void {
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'connecting' as const,
  );
}
