'use client';

import type { MatchRowTime } from '@/catalogue/events/match-row';
import { openAccountModal } from '@/session/account-modal-store';
import { useAuthStatus } from '@/session/session';
import { type FavoritesLabels, FavoritesView } from '@/features/favorites';
import type { AppLocale } from '@/i18n/routing';

const signIn = () => openAccountModal('signIn');

/** Composes the favorites list with the session. */
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
