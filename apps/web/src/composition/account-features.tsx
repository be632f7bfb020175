'use client';

import { useMemo, type ReactNode } from 'react';
import { useAuthStatus } from '@/session/session';
import { openAccountModal } from '@/session/account-modal-store';
import { FavoritesProvider, type FavoriteMessages } from '@/catalogue/favorites/favorites-context';
import { FavoritesLoadAlert } from '@/features/favorites';
import { setOddsType, useOddsType } from '@/catalogue/odds';
import { SettingsSync } from '@/features/settings';

const requestSignIn = () => openAccountModal('signIn');

/**
 * Composes the account-bound features with the session: favorite stars learn whether to fetch
 * or ask for sign-in, and the odds type follows the player's betting settings.
 */
export function AccountFeatures({
  favoriteMessages,
  children,
}: {
  favoriteMessages: FavoriteMessages;
  children: ReactNode;
}) {
  const status = useAuthStatus();
  const loggedIn = status === 'loggedIn';
  const authKnown = status === 'loggedIn' || status === 'notLoggedIn';
  const favorites = useMemo(
    () => ({ messages: favoriteMessages, loggedIn, authKnown, requestSignIn }),
    [favoriteMessages, loggedIn, authKnown],
  );
  return (
    <FavoritesProvider value={favorites}>
      <OddsTypeSettings loggedIn={loggedIn} />
      <FavoritesLoadAlert />
      {children}
    </FavoritesProvider>
  );
}

// its own component: an odds type change re-renders only this, not the page below
function OddsTypeSettings({ loggedIn }: { loggedIn: boolean }) {
  const oddsType = useOddsType();
  return <SettingsSync loggedIn={loggedIn} oddsType={oddsType} applyOddsType={setOddsType} />;
}
