'use client';

import { Suspense } from 'react';
import { useAuthStatus } from '@/session/session';
import type { BonusZoneLabels } from './labels';
import { lazyChunk } from '@/lib/lazy-chunk';

// the zone, its count query and the alerts load only for a signed-in player, off the first load
const BonusZone = lazyChunk(() => import('./bonus-zone').then((m) => ({ default: m.BonusZone })));

/** Spec §2 navigation zone "bonus" and the bonus alerts: a signed-in player's only. */
export function HeaderBonus(props: {
  labels: BonusZoneLabels;
  locale: string;
  promotionsHref: string;
}) {
  if (useAuthStatus() !== 'loggedIn') return null;
  return (
    <Suspense fallback={null}>
      <BonusZone {...props} />
    </Suspense>
  );
}
