'use client';

import { Suspense } from 'react';
import { useAuthStatus } from '@/session/session';
import type { NotificationLabels } from './labels';
import { lazyChunk } from '@/lib/lazy-chunk';

// the bell and its counter query load only for a signed-in player, off a visitor's first load
const NotificationsBell = lazyChunk(() =>
  import('./notifications-bell').then((m) => ({ default: m.NotificationsBell })),
);

/** Spec §2 navigation zone "notifications": shown to a signed-in player only. */
export function NotificationsZone({
  labels,
  locale,
}: {
  labels: NotificationLabels;
  locale: string;
}) {
  if (useAuthStatus() !== 'loggedIn') return null;
  return (
    <Suspense fallback={null}>
      <NotificationsBell labels={labels} locale={locale} />
    </Suspense>
  );
}
