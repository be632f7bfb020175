'use client';

import type { OddsType } from '@sportsbook/betting/odds/odds-type';
import { useStore } from '@/lib/use-store';
import { DEFAULT_ODDS_TYPE, oddsTypeStore } from './odds-type-store';

const oddsType = { get: oddsTypeStore.getSnapshot, subscribe: oddsTypeStore.subscribe };

/**
 * The active odds type. The server and the hydrating client render the default (european), the
 * client then switches to the stored type, so there is no hydration mismatch.
 */
export function useOddsType(): OddsType {
  return useStore(oddsType, DEFAULT_ODDS_TYPE);
}
