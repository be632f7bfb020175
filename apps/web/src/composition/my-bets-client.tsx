'use client';

import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';
import type { MyBetsLoaded as Loaded } from './my-bets-loaded';

// issue 18: My Bets' code (list, cashout) loads when its tab or page is first shown, off every
// page's first load
const MyBetsLoaded = lazyChunk(() =>
  import('./my-bets-loaded').then((m) => ({ default: m.MyBetsLoaded })),
);

/** My Bets for the bet panel's tab and /profile/bets, its code fetched on first render. */
export function MyBetsClient(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <MyBetsLoaded {...props} />
    </Suspense>
  );
}
