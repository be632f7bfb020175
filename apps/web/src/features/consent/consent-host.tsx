'use client';

import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { cookieNoticeWanted, subscribeConsent } from '@/session/consent';
import { replaceUrl } from '@/ui/replace-url';
import type { ConsentLabels } from './labels';
import { lazyChunk } from '@/lib/lazy-chunk';

// the notice loads only for a visitor who has not answered, after hydration
const CookieNotice = lazyChunk(() =>
  import('./cookie-notice').then((m) => ({ default: m.CookieNotice })),
);

/** A query naming one of the spec §2 tracking parameters. */
const TRACKING_QUERY = /[?&](ctag|btag|stag|qtag|gclid)=/;

/**
 * Spec §2 tracking parameters and §4 cookie notice: takes the tracking values out of the landing
 * URL (kept in memory until consent) and shows the cookie alert, or the blocking drawer, until the
 * visitor answers.
 */
export function ConsentHost({ labels, locale }: { labels: ConsentLabels; locale: string }) {
  useEffect(() => {
    // only a landing with tracking parameters loads the code that keeps them
    if (!TRACKING_QUERY.test(window.location.search)) return;
    void import('@/session/attribution').then(({ rememberTracking, takeTracking }) => {
      const { tracking, cleaned } = takeTracking(window.location.href);
      if (cleaned !== null) replaceUrl(cleaned);
      rememberTracking(tracking);
    });
  }, []);
  const show = useSyncExternalStore(subscribeConsent, cookieNoticeWanted, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <CookieNotice labels={labels} locale={locale} />
    </Suspense>
  );
}
