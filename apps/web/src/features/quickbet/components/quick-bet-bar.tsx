'use client';

import { Suspense } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';
import { useQuickBet } from '../use-quick-bet';
import type { QuickBetMessages } from './quick-bet-bar-view';

export type { QuickBetMessages } from './quick-bet-bar-view';

// issue 18: the bar is a signed-in player's: its code loads with the session, off a visitor's page
const QuickBetBarView = lazyChunk(() =>
  import('./quick-bet-bar-view').then((m) => ({ default: m.QuickBetBarView })),
);

/** Quick bet (spec §3, §4) for a signed-in player; nothing, and no code, for a visitor. */
export function QuickBetBar({ messages }: { messages: QuickBetMessages }) {
  const { account } = useQuickBet();
  if (!account.isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <QuickBetBarView messages={messages} />
    </Suspense>
  );
}
