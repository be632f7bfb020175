'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SelectionIntent } from './selection-intent';

/**
 * What odds buttons need of the bet slip, and no more: whether an outcome is selected and where a
 * click goes. The composition layer implements it over the slip's ticket (the one truth of the
 * selections), so the catalogue imports no feature.
 */
export interface SelectionPort {
  isSelected: (outcomeKey: string) => boolean;
  /** Listens to one outcome's selected state: a click re-renders its button, not the page's. */
  subscribe: (outcomeKey: string, listener: () => void) => () => void;
  /** A click on an odds button (spec §4 "Selecting an outcome"). */
  select: (intent: SelectionIntent) => void;
}

// without a slip (a page rendered alone, a test) nothing is selected and a click does nothing
const NO_SLIP: SelectionPort = {
  isSelected: () => false,
  subscribe: () => () => undefined,
  select: () => undefined,
};

const SelectionPortContext = createContext<SelectionPort>(NO_SLIP);

/** Gives the odds buttons below it their port; `port` should keep its identity across renders. */
export function SelectionPortProvider({
  port,
  children,
}: {
  port: SelectionPort;
  children: ReactNode;
}) {
  return <SelectionPortContext value={port}>{children}</SelectionPortContext>;
}

export function useSelectionPort(): SelectionPort {
  return useContext(SelectionPortContext);
}
