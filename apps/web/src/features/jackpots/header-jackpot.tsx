'use client';

import { Suspense, useSyncExternalStore } from 'react';
import { useAuthStatus } from '@/session/session';
import { useSystem } from '@/session/use-system';
import type { JackpotZoneLabels } from './labels';
import { lazyChunk } from '@/lib/lazy-chunk';

// the card and the hits load after the page, off every route's first load
const JackpotCard = lazyChunk(() =>
  import('./jackpot-card').then((m) => ({ default: m.JackpotCard })),
);
const JackpotHits = lazyChunk(() =>
  import('./jackpot-hits').then((m) => ({ default: m.JackpotHits })),
);

/** The header has room for the card from the desktop width (spec §9 lg, 1280 px). */
const WIDE = '(min-width: 1280px)';
const subscribeWide = (listener: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isWide = () => window.matchMedia(WIDE).matches;

/**
 * Spec §2 header zone "jackpot card" (desktop) and the signed-in player's jackpot-hit modal,
 * where the site has jackpots (spec §6 feature flag, GET /system features.jackpots).
 */
export function HeaderJackpot({
  labels,
  locale,
  href,
}: {
  labels: JackpotZoneLabels;
  locale: string;
  /** The jackpots section of /promotions. */
  href: string;
}) {
  const status = useAuthStatus();
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  // spec §6 jackpots flag: nothing is fetched until the site says it has jackpots
  const enabled = useSystem(locale)?.features.jackpots === true;
  if (!enabled) return null;
  return (
    <>
      {wide && (
        <Suspense fallback={null}>
          <JackpotCard labels={labels} locale={locale} href={href} />
        </Suspense>
      )}
      {status === 'loggedIn' && (
        <Suspense fallback={null}>
          <JackpotHits labels={labels} locale={locale} />
        </Suspense>
      )}
    </>
  );
}
