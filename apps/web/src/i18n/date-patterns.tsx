'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { DateTimePatterns } from './date-pattern';

const PatternsContext = createContext<DateTimePatterns | null>(null);

/** The site's date-time patterns for every time below (spec §3), given once near the root. */
export function DateTimePatternsProvider({
  patterns,
  children,
}: {
  patterns: DateTimePatterns;
  children: ReactNode;
}) {
  return <PatternsContext value={patterns}>{children}</PatternsContext>;
}

/** The site's patterns; null outside the provider (then the locale's own shapes). */
export const useDateTimePatterns = (): DateTimePatterns | null => useContext(PatternsContext);
