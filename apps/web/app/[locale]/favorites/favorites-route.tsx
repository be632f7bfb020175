'use client';

import type { MatchRowTime } from '@/catalog/events/match-row';
import { openAccountModal } from '@/features/account/account-modal-store';
import { useAuthStatus } from '@/features/account/session';
import { FavoritesView, type FavoritesLabels } from '@/features/favorites/favorites-view';
import type { AppLocale } from '@/i18n/routing';

const signIn = () => openAccountModal('signIn');

/** Composes the favourites list with the session. */
export function FavoritesRoute(props: {
  locale: AppLocale;
  time: MatchRowTime;
  labels: FavoritesLabels;
}) {
  const status = useAuthStatus();
  const session =
    status === 'loggedIn' ? 'player' : status === 'notLoggedIn' ? 'anonymous' : 'loading';
  return <FavoritesView session={session} onSignIn={signIn} {...props} />;
}
