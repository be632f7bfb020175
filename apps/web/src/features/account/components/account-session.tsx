'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Player } from '@/api/platform-types';
import { handleGlobalError } from '@/api/global-error';
import { platformKeys, updateLocale } from '@/api/platform';
import { removeProgressBar } from '@/lib/progress-signal';
import {
  clearSession,
  dispatchAuth,
  getAuthStatus,
  initSessionHint,
  playerQueryOptions,
  useAuthStatus,
} from '@/session/session';
import { followSessionErrors } from '@/session/session-errors';
import { markRegistered } from '@/session/registered';
import { ensureDeviceId } from '../stored-keys';

/**
 * Runs the session (renders nothing): the first profile load, spec §8's 401 handling on every
 * query and action, the stored keys of spec §9 and the player's language.
 */
export function AccountSession({
  locale,
  sessionCookie,
}: {
  locale: string;
  /** The page request carried the session cookie (issue 18: no GET /player without one). */
  sessionCookie: boolean;
}) {
  // during render, before any query of the page is sent (they start once the tree is committed)
  initSessionHint(sessionCookie);
  const client = useQueryClient();
  const status = useAuthStatus();
  const player = useQuery(playerQueryOptions);

  useEffect(() => {
    ensureDeviceId();
  }, []);

  // the profile load decides between logged in and not logged in (spec §4)
  useEffect(() => {
    const current = getAuthStatus();
    if (current === 'pending') return;
    if (player.data && current !== 'loggedIn') dispatchAuth('profileLoaded');
    // the session ended on the server (a refetch found none): forget the player here too
    else if (player.data === null && current === 'loggedIn') clearSession(client);
    else if (player.data === null && current !== 'notLoggedIn') dispatchAuth('profileMissing');
    else if (player.isError && current === 'unknown') dispatchAuth('profileMissing');
  }, [client, player.data, player.isError]);

  useEffect(() => {
    if (status === 'loggedIn') markRegistered();
  }, [status]);

  // spec §8: a query's 401 signs out locally; an action's 401 means the session expired
  useEffect(() => followSessionErrors(client), [client]);

  // the platform keeps the player's language for emails and SMS: follow the page's language
  const language = player.data?.language;
  useEffect(() => {
    if (status !== 'loggedIn' || !language || language === locale) return;
    updateLocale(locale).then(
      ({ language: stored }) =>
        client.setQueryData(platformKeys.player, (old: Player | null | undefined) =>
          old ? { ...old, language: stored } : old,
        ),
      // spec §8: a locale update failure runs the global handler and removes the progress bar
      (error: unknown) => {
        handleGlobalError(error);
        removeProgressBar();
      },
    );
  }, [client, status, language, locale]);

  return null;
}
