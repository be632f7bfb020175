'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { systemQueryOptions } from '@/api/platform';
import { closeAccountModal } from '@/session/account-modal-store';
import { useAuthLocale } from '../auth-messages';
import { useAuthStatus, usePlayer } from '@/session/session';
import { useAccountModal } from '@/session/use-account-modal';
import { useSystem } from '@/session/use-system';
import { shouldPreloadSignUp, whenIdle } from '../sign-up-preload';
import { shownModal } from './shown-modal';
import { lazyChunk } from '@/lib/lazy-chunk';

const loadAccountModals = () => import('./account-modals');
const AccountModals = lazyChunk(loadAccountModals);

/** Spec §6 sign-up preloader: the sign-up's code and data, loaded hidden once the page is idle. */
function useSignUpPreloader(flag: boolean, locale: string): void {
  const client = useQueryClient();
  const preload = shouldPreloadSignUp(flag, useAuthStatus());
  useEffect(() => {
    if (!preload) return undefined;
    return whenIdle(() => {
      void loadAccountModals();
      void client.prefetchQuery(systemQueryOptions(locale));
    });
  }, [preload, client, locale]);
}

/**
 * Decides which account modal shows (a URL or event request, or a required step of the signed-in
 * player) and loads the forms only then, so they stay off the first load.
 */
export function AccountModalHost({ preloadSignUp = false }: { preloadSignUp?: boolean }) {
  const locale = useAuthLocale();
  useSignUpPreloader(preloadSignUp, locale);
  const requested = useAccountModal();
  const player = usePlayer();
  const [missedFieldsDismissed, setMissedFieldsDismissed] = useState(false);
  // the system data is needed for the forms and for the phone rule of a signed-in player
  const system = useSystem(locale, requested !== null || player !== null);
  const signedInRequest = player !== null && (requested === 'signIn' || requested === 'signUp');
  useEffect(() => {
    // a signed-in player has no use for sign-in or sign-up: drop the request
    if (signedInRequest) closeAccountModal();
  }, [signedInRequest]);
  const modal = shownModal({ requested, player, system, missedFieldsDismissed });
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <AccountModals
        key={modal}
        modal={modal}
        player={player}
        system={system}
        locale={locale}
        onMissedFieldsDismissed={() => setMissedFieldsDismissed(true)}
      />
    </Suspense>
  );
}
