'use client';

import { useEffect } from 'react';
import { useAuthStatus, usePlayer } from '@/session/session';

/** Whether a visitor may stay (spec §6 user-group checker): only players of the group. */
export function staysOnSite(
  status: 'unknown' | 'pending' | 'loggedIn' | 'notLoggedIn',
  groups: readonly string[] | null,
  playerGroupId: string,
): boolean | null {
  if (status === 'notLoggedIn') return false;
  if (status !== 'loggedIn' || groups === null) return null;
  return groups.includes(playerGroupId);
}

/**
 * Spec §6 user-group checker, on when the site configuration names a group: anonymous visitors
 * and players outside the group are sent to the platform home (redirectUrl).
 */
export function UserGroupChecker({
  playerGroupId,
  redirectUrl,
}: {
  playerGroupId: string;
  redirectUrl: string;
}) {
  const status = useAuthStatus();
  const player = usePlayer();
  const stays = staysOnSite(
    status,
    player ? player.statuses.map((group) => group.id) : null,
    playerGroupId,
  );
  useEffect(() => {
    if (stays === false) window.location.replace(redirectUrl);
  }, [stays, redirectUrl]);
  return null;
}
