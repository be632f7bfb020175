'use client';

import { useEffect, useState } from 'react';
import { nextFlashState, ODDS_FLASH_MS, type FlashState, type OddsFlash } from './odds-flash';

/**
 * The odds change to mark on a button for {@link ODDS_FLASH_MS}, compared with the odds of its
 * previous render. The previous odds live in state rather than a ref: React 19 forbids reading
 * refs during render, and this "state from the previous render" pattern costs no extra render
 * when the odds are unchanged.
 */
export function useOddsFlash(odds: number, locked: boolean): OddsFlash | null {
  const [state, setState] = useState<FlashState>(() => ({ odds, flash: null }));
  const next = nextFlashState(state, odds, locked);
  if (next !== state) setState(next);

  const flash = next.flash;
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => {
      setState((current) => (current.flash === flash ? { ...current, flash: null } : current));
    }, ODDS_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  return locked ? null : flash;
}
