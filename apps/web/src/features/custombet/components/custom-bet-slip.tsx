'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Selection } from '@sportsbook/betting/ticket/types';
import type { CustomBetOpener } from '../custom-bet';

/**
 * What the bet builder needs of the rest of the page, given by the composition (features do not
 * import each other): where a priced bet goes (the slip) and how a click elsewhere opens it.
 */
export interface CustomBetSlip {
  /** Adds a priced bet builder bet to the slip (spec §4 "a custom-odds selection creates a custom bet"). */
  add: (selections: Selection[], customOdds: number) => void;
  /** A mounted builder listens for outcome clicks of its match. @returns the remover */
  listen: (matchId: number, opener: CustomBetOpener) => () => void;
}

// without a slip (a page rendered alone, a test) a priced bet goes nowhere
const NO_SLIP: CustomBetSlip = { add: () => undefined, listen: () => () => undefined };

const CustomBetSlipContext = createContext<CustomBetSlip>(NO_SLIP);

export function CustomBetSlipProvider({
  slip,
  children,
}: {
  slip: CustomBetSlip;
  children: ReactNode;
}) {
  return <CustomBetSlipContext value={slip}>{children}</CustomBetSlipContext>;
}

export function useCustomBetSlip(): CustomBetSlip {
  return useContext(CustomBetSlipContext);
}
