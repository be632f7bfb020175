'use client';

import { Suspense, useEffect, useState } from 'react';
import { shouldCheckVersion, VERSION_CHECK_MS, type AppVersionLabels } from './version-check';
import { lazyChunk } from '@/lib/lazy-chunk';

const AppVersionNotice = lazyChunk(() => import('./app-version-notice'));

/**
 * Spec §3 site configuration appVersion: when the tab comes back into view, and every few minutes
 * while visible, the configuration is re-read; a version other than the one this page was
 * rendered with shows a polite notice with a Reload button. The check and notice load lazily.
 */
export function AppVersionWatch({
  version,
  labels,
  intervalMs = VERSION_CHECK_MS,
}: {
  version: string;
  labels: AppVersionLabels;
  intervalMs?: number;
}) {
  const [state, setState] = useState<'current' | 'stale' | 'dismissed'>('current');
  useEffect(() => {
    if (!version) return;
    let last = Date.now();
    const check = () => {
      if (!shouldCheckVersion(Date.now(), last, document.visibilityState === 'visible', intervalMs))
        return;
      last = Date.now();
      import('./latest-version')
        .then((m) => m.latestAppVersion())
        .then((latest) => {
          if (latest && latest !== version) setState((s) => (s === 'current' ? 'stale' : s));
        })
        // an unreachable backend says nothing about the version: ask again later
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', check);
    const timer = setInterval(check, intervalMs || VERSION_CHECK_MS);
    return () => {
      document.removeEventListener('visibilitychange', check);
      clearInterval(timer);
    };
  }, [version, intervalMs]);
  if (state !== 'stale') return null;
  return (
    <Suspense fallback={null}>
      <AppVersionNotice labels={labels} onDismiss={() => setState('dismissed')} />
    </Suspense>
  );
}
