'use client';

import { Suspense, type ComponentProps, type ComponentType } from 'react';
import type * as ViewsModule from './content-client-views';
import { lazyChunk } from '@/lib/lazy-chunk';

// each block's code loads only on a page that has the block (the first-load JS budget of #9);
// React's lazy, as all-leagues.tsx does, adds no loader runtime to the page
type Views = typeof ViewsModule;
type ViewName = keyof Views;
type Loaded = ComponentType<object>;

const VIEW_NAMES = [
  'EventMarkets',
  'Statistics',
  'PromoCodeForm',
  'PromotionCards',
  'JackpotsSection',
  'PredictionBlock',
  'FavoritesBlock',
] as const satisfies readonly ViewName[];

// one lazy component per view, made once: the import starts with the first render of one
const lazyViews = Object.fromEntries(
  VIEW_NAMES.map((name) => [
    name,
    lazyChunk(() => import('./content-client-views').then((m) => ({ default: m[name] as Loaded }))),
  ]),
) as unknown as Record<ViewName, Loaded>;

/** A content block's client view by name, loaded with the first block that needs one. */
export function ClientBlock<N extends (typeof VIEW_NAMES)[number]>({
  view,
  props,
}: {
  view: N;
  props: ComponentProps<Views[N]>;
}) {
  const View: Loaded = lazyViews[view];
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
