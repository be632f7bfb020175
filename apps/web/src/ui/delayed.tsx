'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { LAZY_CHUNK_DELAY_MS } from './constants';

/**
 * A lazily loaded chunk's placeholder (spec §9 lazy chunk loading delay 200 ms): nothing for the
 * first 200 ms, so a fast load shows no flash, then `children`.
 */
export function Delayed({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LAZY_CHUNK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
