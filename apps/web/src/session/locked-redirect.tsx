'use client';

import { useEffect } from 'react';
import { onPlayerLocked } from '@/api/player-locked';
import { currentPolicy } from '@/i18n/prefix-policy';
import { lockedRedirect } from './access-redirect';

/**
 * Spec §2 locked: sends a player whose platform answer says locked to /locked (in the page's
 * locale), replacing the page in history so Back does not return to it. Renders nothing.
 */
export function LockedRedirect() {
  useEffect(
    () =>
      onPlayerLocked(() => {
        const { pathname, search } = window.location;
        const target = lockedRedirect(pathname, search, currentPolicy());
        if (target) window.location.replace(target);
      }),
    [],
  );
  return null;
}
