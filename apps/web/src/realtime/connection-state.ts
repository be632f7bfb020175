'use client';

import { createStore } from '@/lib/store';
import { useStore } from '@/lib/use-store';

/** Real-time connection state for the connection alert (spec §8 error.connection). */
export type ConnectionState = 'connecting' | 'connected' | 'offline';

const state = createStore<ConnectionState>(() => 'connecting');

export function setConnectionState(next: ConnectionState): void {
  state.set(next);
}

/** The browser's own network state (spec §8 going offline), followed while anyone listens. */
const browserOnline = createStore<boolean>(
  () => typeof navigator === 'undefined' || navigator.onLine !== false,
  {
    watch: () => {
      const update = () => browserOnline.set(navigator.onLine !== false);
      window.addEventListener('online', update);
      window.addEventListener('offline', update);
      // the state may have moved before anyone listened
      update();
      return () => {
        window.removeEventListener('online', update);
        window.removeEventListener('offline', update);
      };
    },
  },
);

export function useConnectionState(): ConnectionState {
  return useStore(state, 'connecting');
}

/** False while the browser says it is offline. */
export function useBrowserOnline(): boolean {
  return useStore(browserOnline, true);
}
