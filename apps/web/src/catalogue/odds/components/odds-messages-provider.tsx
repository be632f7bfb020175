'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { OddsMessages } from '../odds-messages';

const OddsMessagesContext = createContext<OddsMessages | null>(null);

/**
 * Gives every odds button and the odds-type picker their texts. Put it once around the layout
 * with `getOddsMessages(locale)`; the value never changes on a page, so it re-renders nothing.
 */
export function OddsMessagesProvider({
  messages,
  children,
}: {
  messages: OddsMessages;
  children: ReactNode;
}) {
  return <OddsMessagesContext value={messages}>{children}</OddsMessagesContext>;
}

export function useOddsMessages(): OddsMessages {
  const messages = useContext(OddsMessagesContext);
  if (!messages) {
    throw new Error('Odds components need an <OddsMessagesProvider> above them.');
  }
  return messages;
}
