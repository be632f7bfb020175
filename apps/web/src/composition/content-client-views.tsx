'use client';

// The client views of the content blocks in one module: a page imports it lazily, so the pages
// without such blocks (home) carry one small loader instead of one per feature.
import type { MatchRowTime } from '@/catalogue/events/match-row';
import { Predictions, type PromotionLabels } from '@/features/bonuses';
import { FavoritesView, type FavoritesLabels } from '@/features/favorites';
import type { AppLocale } from '@/i18n/routing';
import { openAccountModal } from '@/session/account-modal-store';
import { useAuthStatus } from '@/session/session';

export { EventMarkets } from '@/catalogue/match/event-markets';
export { Statistics } from '@/catalogue/match/match-extras';
export { PromoCodeForm, PromotionCards } from '@/features/bonuses';
export { JackpotsSection } from '@/features/jackpots';

/** Spec §2 prediction block: the predictions (or the one it names) with the player's votes. */
export function PredictionBlock(props: {
  labels: PromotionLabels;
  locale: AppLocale;
  predictionId: string | null;
}) {
  const status = useAuthStatus();
  return <Predictions {...props} signedIn={status === 'loggedIn'} />;
}

const signIn = () => openAccountModal('signIn');

/** Spec §2 favorites block: the player's favourite matches, or a way to sign in. */
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
