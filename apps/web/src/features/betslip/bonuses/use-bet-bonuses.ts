'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Ticket } from '@sportsbook/betting/ticket/types';
import { betBonusesKeyOf, betBonusesQueryOptions, type OfferedBonuses } from '@/api/bet-bonuses';

/** Quiet time after the last change of the slip's selections before bonuses are asked again. */
export const BONUS_REFRESH_DEBOUNCE_MS = 400;

export interface BetBonusesState {
  /** Per bet, in slip order; undefined until the first answer. */
  offered: readonly OfferedBonuses[] | undefined;
  /** The answer is for the slip as it is now (not the previous selections' answer still shown). */
  current: boolean;
}

/**
 * The bonuses each bet of the slip may carry (POST /bonuses), asked again when the selections or
 * bet types settle after a change, with names in the page's locale; the previous answer stays on
 * screen meanwhile.
 */
export function useBetBonuses(ticket: Ticket, locale: string): BetBonusesState {
  const key = JSON.stringify(betBonusesKeyOf(ticket));
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), BONUS_REFRESH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuery({
    ...betBonusesQueryOptions(ticket, locale),
    enabled: settled === key && ticket.bets.length > 0,
    placeholderData: keepPreviousData,
  });
  const offered = query.data;
  const current =
    offered !== undefined && !query.isPlaceholderData && offered.length === ticket.bets.length;
  return { offered, current };
}
