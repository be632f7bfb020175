'use client';

import type { MatchRowTime } from '@/catalogue/events/match-row';
import { openAccountModal } from '@/session/account-modal-store';
import { useAuthStatus } from '@/session/session';
import { type FavoritesLabels, FavoritesView } from '@/features/favorites';
import type { AppLocale } from '@/i18n/routing';

const signIn = () => openAccountModal('signIn');

/** The favorites list with the session: the /favorites page and the favorites content block. */
export function FavoritesWithSession(props: {
  locale: AppLocale;
  time: MatchRowTime;
  labels: FavoritesLabels;
}) {
  const status = useAuthStatus();
  const session =
    status === 'loggedIn' ? 'player' : status === 'notLoggedIn' ? 'anonymous' : 'loading';
  return <FavoritesView session={session} onSignIn={signIn} {...props} />;
}
