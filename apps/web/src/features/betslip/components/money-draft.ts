'use client';

import { useState } from 'react';
import type { Currency } from '@sportsbook/betting/money/currency';
import { toMinor } from '@sportsbook/betting/money/minor-units';

/**
 * The typed text of a money field (stake, wanted win) while it is edited, and whether it reads as
 * an amount: `parse` gives minor units (0 for an empty field) or null for text that is no amount.
 */
export function useMoneyDraft(currency: Currency) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const parse = (input: string): number | null => {
    try {
      const minor = input.trim() === '' ? 0 : toMinor(input, currency);
      setInvalid(false);
      return minor;
    } catch {
      setInvalid(true);
      return null;
    }
  };
  return { draft, setDraft, invalid, parse };
}
