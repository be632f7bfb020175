'use client';

import { useMemo } from 'react';
import type { ProviderStatus } from '@sportsbook/betting/ticket/options';
import type { Provider } from '@sportsbook/betting/ticket/types';
import { useProviderActive } from '@/realtime/provider-status';

/** Provider statuses of spec §4 (provider_status_changed) for the three data providers. */
export function useProviderStatuses(): Partial<Record<Provider, ProviderStatus>> {
  const betradar = useProviderActive('betradar');
  const oddin = useProviderActive('oddin');
  const betconstruct = useProviderActive('betconstruct');
  return useMemo(
    () => ({
      betradar: betradar ? 'active' : 'inactive',
      oddin: oddin ? 'active' : 'inactive',
      betconstruct: betconstruct ? 'active' : 'inactive',
    }),
    [betradar, oddin, betconstruct],
  );
}
