'use client';

import { Suspense, useState } from 'react';
import { useAuthStatus } from '@/session/session';
import { useSystem } from '@/session/use-system';
import type { LimitModalLabels } from './labels';
import { lazyChunk } from '@/lib/lazy-chunk';

// the watcher and its modals load once a player has signed in, off a visitor's first load
const SessionWatch = lazyChunk(() =>
  import('./session-watch').then((m) => ({ default: m.SessionWatch })),
);

/**
 * Mounts the session watch (spec §4, §9) when the site runs responsible gambling (spec §6) and a
 * player has signed in; it stays after a sign-out so the modal that ended the session is seen.
 */
export function SessionWatchHost({
  labels,
  locale,
  historyHref,
}: {
  labels: LimitModalLabels;
  locale: string;
  historyHref: string;
}) {
  const loggedIn = useAuthStatus() === 'loggedIn';
  const system = useSystem(locale, loggedIn);
  const [seen, setSeen] = useState(false);
  if (loggedIn && !seen) setSeen(true);
  const features = system?.features;
  if (!seen || !features?.responsibleGambling) return null;
  return (
    <Suspense fallback={null}>
      <SessionWatch
        loggedIn={loggedIn}
        activityTracking={features.activityTracking}
        labels={labels}
        locale={locale}
        historyHref={historyHref}
      />
    </Suspense>
  );
}
