import { ApiError } from '@/api/errors';
import type { Player } from '@/api/platform-types';

/** Spec §4 auth status. */
export type AuthStatus = 'unknown' | 'pending' | 'loggedIn' | 'notLoggedIn';

/** What moves the auth status (spec §4): the profile load, fetching user settings, sign-out. */
export type AuthEvent = 'profileLoaded' | 'profileMissing' | 'settingsFetching' | 'signedOut';

export function nextAuthStatus(current: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event) {
    case 'profileLoaded':
      return 'loggedIn';
    case 'profileMissing':
    case 'signedOut':
      return 'notLoggedIn';
    case 'settingsFetching':
      return 'pending';
    default:
      return current;
  }
}

/**
 * Spec §4: the real-time connection reconnects when auth goes from unknown or pending to logged
 * in, or back to not logged in (from logged in or pending); its token then carries the player.
 */
export function reconnectsOn(previous: AuthStatus, next: AuthStatus): boolean {
  if (previous === next) return false;
  if (next === 'loggedIn') return previous === 'unknown' || previous === 'pending';
  if (next === 'notLoggedIn') return previous === 'loggedIn' || previous === 'pending';
  return false;
}

/** What a failed call means for the session (spec §8). */
export type SessionAction = 'none' | 'signOutLocally' | 'sessionExpired';

/**
 * Spec §8: a 401 from any query logs the user out locally; a 401 on a general error (an action)
 * means the session expired. Wrong credentials on sign-in are a form error, not a lost session.
 */
export function sessionActionFor(
  error: unknown,
  origin: 'query' | 'general',
  status: AuthStatus,
): SessionAction {
  if (!(error instanceof ApiError) || !error.isUnauthorized) return 'none';
  if (status !== 'loggedIn' || error.code === 'invalid_credentials') return 'none';
  return origin === 'query' ? 'signOutLocally' : 'sessionExpired';
}

/** Spec §3 name: first + last name, else nickname, else email, else phone. */
export function playerName(
  player: Pick<Player, 'firstName' | 'lastName' | 'nickname' | 'email' | 'phone' | 'authPhone'>,
): string {
  const full = [player.firstName, player.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  for (const candidate of [player.nickname, player.email, player.phone ?? player.authPhone]) {
    const value = candidate?.trim();
    if (value) return value;
  }
  return '';
}

/** Spec §3 isLoggedIn: a profile counts as signed in when it has an email or an auth phone. */
export function isProfileLoggedIn(player: Pick<Player, 'email' | 'authPhone'>): boolean {
  return Boolean(player.email || player.authPhone);
}

/** Initials for the avatar button (up to two letters of the display name). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s@.]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0]];
  return letters
    .map((word) => (word ? ([...word][0] ?? '') : ''))
    .join('')
    .toUpperCase();
}
