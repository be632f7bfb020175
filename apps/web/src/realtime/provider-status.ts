'use client';

import type { ProviderStatus } from '@sportsbook/betting/vocabulary';
import { createStore } from '@/lib/store';
import { useStoreValue } from '@/lib/use-store';

/**
 * Provider availability (spec §4 provider status) from `provider_status_changed`: odds of an
 * inactive provider are shown locked. Unknown providers count as active.
 */
const inactive = createStore<ReadonlySet<string>>(() => new Set());

export function setProviderStatus(provider: string, status: ProviderStatus): void {
  const was = inactive.get();
  if (was.has(provider) === (status === 'inactive')) return;
  const next = new Set(was);
  if (status === 'inactive') next.add(provider);
  else next.delete(provider);
  inactive.set(next);
}

export function isProviderActive(provider: string): boolean {
  return !inactive.get().has(provider);
}

/** Whether a provider is active, re-rendering only when that changes. */
export function useProviderActive(provider: string): boolean {
  return useStoreValue(inactive, (set) => !set.has(provider), true);
}
