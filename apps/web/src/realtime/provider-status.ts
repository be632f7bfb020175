'use client';

import type { ProviderStatus } from '@sportsbook/betting/vocabulary';
import { useSyncExternalStore } from 'react';

/**
 * Provider availability (spec §4 provider status) from `provider_status_changed`: odds of an
 * inactive provider are shown locked. Unknown providers count as active.
 */
const inactive = new Set<string>();
const listeners = new Set<() => void>();

export function setProviderStatus(provider: string, status: ProviderStatus): void {
  const was = inactive.has(provider);
  if (status === 'inactive') inactive.add(provider);
  else inactive.delete(provider);
  if (was !== inactive.has(provider)) for (const l of listeners) l();
}

export function isProviderActive(provider: string): boolean {
  return !inactive.has(provider);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a provider is active, re-rendering only when that changes. */
export function useProviderActive(provider: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !inactive.has(provider),
    () => true,
  );
}
