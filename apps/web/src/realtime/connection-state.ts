'use client';

import { createStore } from '@/lib/store';
import { useStore } from '@/lib/use-store';

/** Real-time connection state for the connection alert (spec §8 error.connection). */
export type ConnectionState = 'connecting' | 'connected' | 'offline';

const state = createStore<ConnectionState>(() => 'connecting');

export function setConnectionState(next: ConnectionState): void {
  state.set(next);
}

export function useConnectionState(): ConnectionState {
  return useStore(state, 'connecting');
}
