'use client';

import { lazy, Suspense } from 'react';
import type { MatchRowTime } from '@/catalogue/events/match-row';
import type { PromotionLabels } from '@/features/bonuses';
import type { FavoritesLabels } from '@/features/favorites';
import type { JackpotLabels } from '@/features/jackpots';
import type { AppLocale } from '@/i18n/routing';
import { openAccountModal } from '@/session/account-modal-store';
import { useAuthStatus } from '@/session/session';

// each block's code loads only on a page that has the block (the first-load JS budget of #9);
// React's lazy, as all-leagues.tsx does, adds no loader runtime to the page
const views = () => import('./content-client-views');
const PromoCodeForm = lazy(() => views().then((m) => ({ default: m.PromoCodeForm })));
const Predictions = lazy(() => views().then((m) => ({ default: m.Predictions })));
const PromotionsView = lazy(() => views().then((m) => ({ default: m.PromotionsView })));
const JackpotsSection = lazy(() => views().then((m) => ({ default: m.JackpotsSection })));
const FavoritesView = lazy(() => views().then((m) => ({ default: m.FavoritesView })));

interface PromotionBlockProps {
  labels: PromotionLabels;
  locale: AppLocale;
}

export function PromoCodeBlock(props: PromotionBlockProps) {
  return (
    <Suspense fallback={null}>
      <PromoCodeForm {...props} />
    </Suspense>
  );
}

export function PredictionBlock(props: PromotionBlockProps) {
  const status = useAuthStatus();
  return (
    <Suspense fallback={null}>
      <Predictions {...props} signedIn={status === 'loggedIn'} />
    </Suspense>
  );
}

export function BonusesBlock(props: PromotionBlockProps) {
  return (
    <Suspense fallback={null}>
      <PromotionsView {...props} jackpots={null} />
    </Suspense>
  );
}

export function JackpotBannerBlock(props: { labels: JackpotLabels; locale: AppLocale }) {
  return (
    <Suspense fallback={null}>
      <JackpotsSection {...props} />
    </Suspense>
  );
}

const signIn = () => openAccountModal('signIn');

export function FavoritesBlock(props: {
  locale: AppLocale;
  time: MatchRowTime;
  labels: FavoritesLabels;
}) {
  const status = useAuthStatus();
  const session =
    status === 'loggedIn' ? 'player' : status === 'notLoggedIn' ? 'anonymous' : 'loading';
  return (
    <Suspense fallback={null}>
      <FavoritesView session={session} onSignIn={signIn} {...props} />
    </Suspense>
  );
}
