'use client';

import { Suspense, useSyncExternalStore } from 'react';
import type { Embedding } from '@/features/embed';
import type { AppLocale } from '@/i18n/routing';
import { lazyChunk } from '@/lib/lazy-chunk';

// the bridge's code is fetched only by a framed page: first-load JS stays as it is
const EmbedBridgeHost = lazyChunk(() => import('./embed-bridge'));

const noChange = () => () => undefined;
const framed = () => window.parent !== window;

/** Spec §7 host-page messages: the bridge runs only when the page is inside a frame. */
export function EmbedHost({ locale, embedding }: { locale: AppLocale; embedding: Embedding }) {
  const inFrame = useSyncExternalStore(noChange, framed, () => false);
  if (!inFrame) return null;
  return (
    <Suspense fallback={null}>
      <EmbedBridgeHost locale={locale} embedding={embedding} />
    </Suspense>
  );
}
