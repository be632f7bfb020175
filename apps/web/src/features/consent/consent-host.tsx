'use client';

import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { cookieNoticeWanted, subscribeConsent } from '@/session/consent';
import { useSystem } from '@/session/use-system';
import { replaceUrl } from '@/ui/replace-url';
import { lazyChunk } from '@/lib/lazy-chunk';
import { CookieAlert } from './cookie-alert';
import type { ConsentLabels } from './labels';

// the blocking drawer's code (a modal) loads only on a site that asks for it
const CookieDrawer = lazyChunk(() =>
  import('./cookie-drawer').then((m) => ({ default: m.CookieDrawer })),
);

/** What the server knew when it rendered the page (spec §4 cookie notice). */
export interface ConsentNotice {
  /** No valid consent cookie, not the app's webview, not a Lighthouse agent. */
  due: boolean;
  /** The site's access-blocked-without-consent customization: the drawer instead of the alert. */
  required: boolean;
}

/** A query naming one of the spec §2 tracking parameters. */
const TRACKING_QUERY = /[?&](ctag|btag|stag|qtag|gclid)=/;

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * Spec §2 tracking parameters and §4 cookie notice: takes the tracking values out of the landing
 * URL (kept in memory until consent) and shows the cookie alert, or the blocking drawer, until the
 * visitor answers. The alert is in the server's HTML (issue 18: painted with the page, not after
 * a fetch); the drawer opens after hydration.
 */
export function ConsentHost({
  labels,
  locale,
  notice,
}: {
  labels: ConsentLabels;
  locale: string;
  notice: ConsentNotice;
}) {
  useEffect(() => {
    // only a landing with tracking parameters loads the code that keeps them
    if (!TRACKING_QUERY.test(window.location.search)) return;
    void import('@/session/attribution').then(({ rememberTracking, takeTracking }) => {
      const { tracking, cleaned } = takeTracking(window.location.href);
      if (cleaned !== null) replaceUrl(cleaned);
      rememberTracking(tracking);
    });
  }, []);
  // hydration renders the server's decision; then the browser's cookie rules (an answer hides it)
  const serverShows = notice.due && !notice.required;
  const show = useSyncExternalStore(subscribeConsent, cookieNoticeWanted, () => serverShows);
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  // GET /system, when it answers, has the latest setting (changed since the render); not awaited
  const system = useSystem(locale, show);
  const blocking = hydrated && system ? system.cookieConsentRequired : notice.required;
  if (!show) return null;
  if (!blocking) return <CookieAlert labels={labels} hydrated={hydrated} />;
  return (
    <Suspense fallback={null}>
      <CookieDrawer labels={labels} />
    </Suspense>
  );
}
