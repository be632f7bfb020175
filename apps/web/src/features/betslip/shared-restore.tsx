'use client';

import { Suspense, type ComponentProps } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';
import type Runner from './shared-restore-runner';

export { applyShareCode } from './shared-code-request';

// issue 18: the restore (share-code call, placement mapping, the not-found modal) loads after the
// page's own code, off every first load; it has nothing to show before auth status is known
const SharedBetRestoreRunner = lazyChunk(() => import('./shared-restore-runner'));

/** Spec §4 shared bet restore (see shared-restore-runner.tsx), its code fetched on first render. */
export function SharedBetRestore(props: ComponentProps<typeof Runner>) {
  return (
    <Suspense fallback={null}>
      <SharedBetRestoreRunner {...props} />
    </Suspense>
  );
}
