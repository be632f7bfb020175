'use client';

// The client views of the content blocks in one module: a page imports it lazily, so the pages
// without such blocks (home) carry one small loader instead of one per feature.
import { Predictions, type PromotionLabels } from '@/features/bonuses';
import type { AppLocale } from '@/i18n/routing';
import { useAuthStatus } from '@/session/session';

export { EventMarkets } from '@/catalogue/match/event-markets';
export { Statistics } from '@/catalogue/match/match-extras';
export { PromoCodeForm, PromotionCards } from '@/features/bonuses';
export { JackpotsSection } from '@/features/jackpots';
/** Spec §2 favorites block: the player's favourite matches, or a way to sign in. */
export { FavoritesWithSession as FavoritesBlock } from './favorites-session';

/** Spec §2 prediction block: the predictions (or the one it names) with the player's votes. */
export function PredictionBlock(props: {
  labels: PromotionLabels;
  locale: AppLocale;
  predictionId: string | null;
}) {
  const status = useAuthStatus();
  return <Predictions {...props} signedIn={status === 'loggedIn'} />;
}
