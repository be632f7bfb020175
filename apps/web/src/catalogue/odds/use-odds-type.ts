'use client';

import { useSyncExternalStore } from 'react';
import type { OddsType } from '@sportsbook/betting/odds/odds-type';
import { oddsTypeStore } from './odds-type-store';

/**
 * The active odds type. The server and the hydrating client render the default (european), the
 * client then switches to the stored type, so there is no hydration mismatch.
 */
export function useOddsType(): OddsType {
  return useSyncExternalStore(
    oddsTypeStore.subscribe,
    oddsTypeStore.getSnapshot,
    oddsTypeStore.getServerSnapshot,
  );
}
