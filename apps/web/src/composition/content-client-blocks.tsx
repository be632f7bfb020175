'use client';

import dynamic from 'next/dynamic';
import type { MatchRowTime } from '@/catalogue/events/match-row';
import type { PromotionLabels } from '@/features/bonuses';
import type { FavoritesLabels } from '@/features/favorites';
import type { AppLocale } from '@/i18n/routing';
import { openAccountModal } from '@/session/account-modal-store';
import { useAuthStatus } from '@/session/session';

// each block's code loads only on a page that has the block (the first-load JS budget of #9)
const PromoCodeForm = dynamic(() => import('@/features/bonuses').then((m) => m.PromoCodeForm));
const Predictions = dynamic(() => import('@/features/bonuses').then((m) => m.Predictions));
const PromotionsView = dynamic(() => import('@/features/bonuses').then((m) => m.PromotionsView));
const FavoritesView = dynamic(() => import('@/features/favorites').then((m) => m.FavoritesView));

interface PromotionBlockProps {
  labels: PromotionLabels;
  locale: AppLocale;
}

export function PromoCodeBlock(props: PromotionBlockProps) {
  return <PromoCodeForm {...props} />;
}

export function PredictionBlock(props: PromotionBlockProps) {
  const status = useAuthStatus();
  return <Predictions {...props} signedIn={status === 'loggedIn'} />;
}

export function BonusesBlock(props: PromotionBlockProps) {
  return <PromotionsView {...props} jackpots={null} />;
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
  return <FavoritesView session={session} onSignIn={signIn} {...props} />;
}
