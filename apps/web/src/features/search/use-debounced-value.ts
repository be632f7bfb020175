'use client';

import { useEffect, useState } from 'react';
import { createDebouncer } from './debounce';

/** `value` once it has stopped changing for `delayMs` (the delay is read once, on mount). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const [debouncer] = useState(() => createDebouncer<T>(delayMs, setSettled));
  useEffect(() => debouncer.push(value), [debouncer, value]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return settled;
}
