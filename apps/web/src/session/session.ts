'use client';

/**
 * The signed-in player's session as the rest of the web reads it (spec §4 auth status, player
 * loading, sign-out). Server data stays in the query cache; only the auth status is kept here.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { limitKeys, notificationKeys, watchersUserIdKey } from '@/api/account-keys';
import { bonusKeys, jackpotKeys, voteKeys } from '@/api/promotions-keys';
import { clearBonusNotices } from '@/api/promotions-notices';
import { ApiError, NO_ANSWER_STATUS } from '@/api/errors';
import {
  getAccounts,
  getCompPoints,
  getPlayer,
  getStatusGroups,
  platformKeys,
  signOut as callSignOut,
} from '@/api/platform';
import type { Account, Player } from '@/api/platform-types';
import { settingsQueryOptions } from '@/api/settings';
import { createStore } from '@/lib/store';
import { useStore } from '@/lib/use-store';
import { openAccountModal } from './account-modal-store';
import { nextAuthStatus, type AuthEvent, type AuthStatus } from './auth-status';
import { forgetTokenSession } from './token-session';

export type { AuthStatus } from './auth-status';

const authStatus = createStore<AuthStatus>(() => 'unknown');

/** Moves the auth status (spec §4); listeners hear only real changes. */
export function dispatchAuth(event: AuthEvent): void {
  authStatus.set(nextAuthStatus(authStatus.get(), event));
}

export function getAuthStatus(): AuthStatus {
  return authStatus.get();
}

export function subscribeAuthStatus(listener: () => void): () => void {
  return authStatus.subscribe(listener);
}

export function useAuthStatus(): AuthStatus {
  return useStore(authStatus, 'unknown');
}

/** Only failures that may pass are retried: no answer, or a server error. */
function retryPlayer(failures: number, error: unknown): boolean {
  const status = error instanceof ApiError ? error.status : NO_ANSWER_STATUS;
  return failures < 3 && (status === NO_ANSWER_STATUS || status >= 500);
}

/**
 * Whether this browser may hold a session (issue 18: a visitor without one makes no failing call).
 * The session cookie is httpOnly: the server saw it, or not, on the page's request; a sign-in or a
 * token link sets it here, a sign-out clears it. A cookie the server no longer knows still asks,
 * so spec §8's 401 handling of an expired session is unchanged.
 */
let sessionPossible = true;
let sessionHintSet = false;

/** The page request's finding, taken once: later renders of the layout's props are older news. */
export function initSessionHint(cookieSeen: boolean): void {
  if (sessionHintSet) return;
  sessionHintSet = true;
  sessionPossible = cookieSeen;
}

/** Whether GET /player is asked (a session cookie came with the page, or a sign-in since). */
export const isSessionPossible = (): boolean => sessionPossible;

/** A call may have started a session (sign-in, sign-up, a confirmation or unlock link). */
export function markSessionPossible(): void {
  sessionHintSet = true;
  sessionPossible = true;
}

/** GET /player, shared by every reader; null when there is no session (not asked without one). */
export const playerQueryOptions = {
  queryKey: platformKeys.player,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    sessionPossible ? getPlayer(signal) : Promise.resolve(null),
  staleTime: 60_000,
  retry: retryPlayer,
} as const;

/** The profile of the signed-in player, or null. */
export function usePlayer(): Player | null {
  const { data } = useQuery(playerQueryOptions);
  return data ?? null;
}

const NO_ACCOUNTS: readonly Account[] = [];

/** The player's accounts (empty when anonymous). */
export function useAccounts(): readonly Account[] {
  const player = usePlayer();
  const { data } = useQuery({
    queryKey: platformKeys.accounts,
    queryFn: ({ signal }) => getAccounts(signal),
    enabled: player !== null,
  });
  return player && data ? data : NO_ACCOUNTS;
}

/** The active account (its currency is the bet and deposit currency), or null. */
export function useActiveAccount(): Account | null {
  return useAccounts().find((account) => account.active) ?? null;
}

/** Refetches the accounts (after a deposit, for instance). */
export function refreshAccounts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: platformKeys.accounts });
}

/**
 * Spec §4 player loading: profile, settings, accounts, comp points and status groups, fetched
 * together. Fetching the settings sets the status to pending; the profile then sets logged in.
 */
export async function loadPlayer(client: QueryClient, player?: Player): Promise<void> {
  dispatchAuth('settingsFetching');
  markSessionPossible();
  if (player) client.setQueryData(platformKeys.player, player);
  try {
    const [profile] = await Promise.all([
      player ?? client.fetchQuery({ ...playerQueryOptions, staleTime: 0 }),
      // staleTime 0: whatever is cached belongs to the visitor before this sign-in
      client.fetchQuery({ ...settingsQueryOptions(), staleTime: 0 }),
      client.fetchQuery({
        queryKey: platformKeys.accounts,
        queryFn: () => getAccounts(),
        staleTime: 0,
      }),
      client.prefetchQuery({
        queryKey: platformKeys.compPoints,
        queryFn: () => getCompPoints(),
        staleTime: 0,
      }),
      client.prefetchQuery({
        queryKey: platformKeys.statusGroups,
        queryFn: () => getStatusGroups(),
        staleTime: 0,
      }),
    ]);
    dispatchAuth(profile ? 'profileLoaded' : 'profileMissing');
  } catch {
    // the profile arrived but a part did not: still signed in, the parts retry on their own
    dispatchAuth(client.getQueryData(platformKeys.player) ? 'profileLoaded' : 'profileMissing');
  }
}

type SignOutHook = () => void;
const signOutHooks = new Set<SignOutHook>();

/** Runs `hook` on every sign-out (the quick bet turns itself off here); returns the remover. */
export function onSignOut(hook: SignOutHook): () => void {
  signOutHooks.add(hook);
  return () => {
    signOutHooks.delete(hook);
  };
}

/** Forgets the player locally: profile, accounts and the player's own data (spec §4). */
export function clearSession(client: QueryClient): void {
  sessionPossible = false;
  client.setQueryData(platformKeys.player, null);
  client.removeQueries({ queryKey: platformKeys.accounts });
  client.removeQueries({ queryKey: platformKeys.compPoints });
  client.removeQueries({ queryKey: platformKeys.statusGroups });
  client.removeQueries({ queryKey: platformKeys.phone });
  client.removeQueries({ queryKey: notificationKeys.all });
  client.removeQueries({ queryKey: limitKeys.all });
  client.removeQueries({ queryKey: watchersUserIdKey });
  client.removeQueries({ queryKey: bonusKeys.all });
  client.removeQueries({ queryKey: jackpotKeys.ownHits });
  // the votes shown were the player's: a visitor's list comes fresh
  void client.invalidateQueries({ queryKey: voteKeys.all });
  clearBonusNotices();
  void client.invalidateQueries({ queryKey: settingsQueryOptions().queryKey });
  dispatchAuth('signedOut');
  // spec §6: a session from the platform's token ends here, and with it the wildcard origin
  forgetTokenSession();
  for (const hook of signOutHooks) hook();
}

export interface SignOutOptions {
  /** Open sign-in flagged "session expired" afterwards (spec §8). */
  sessionExpired?: boolean;
  callback?: () => void;
}

/**
 * Spec §4 sign-out: calls the server, then clears profile and accounts and turns quick bet off,
 * optionally opens sign-in flagged as session expired, then runs the callback.
 */
export async function signOut(client: QueryClient, options: SignOutOptions = {}): Promise<void> {
  try {
    await callSignOut();
  } catch {
    // an expired or unreachable session ends locally all the same
  }
  clearSession(client);
  if (options.sessionExpired) openAccountModal('signIn', { sessionExpired: true });
  options.callback?.();
}

/** signOut bound to the page's query client. */
export function useSignOut(): (options?: SignOutOptions) => Promise<void> {
  const client = useQueryClient();
  return useCallback((options?: SignOutOptions) => signOut(client, options), [client]);
}
