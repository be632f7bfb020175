'use client';

/**
 * INTERFACE ONLY — the auth helper replaces the bodies. The signed-in player's session as the
 * rest of the web reads it (spec §4 auth status, player loading).
 */
import type { AccountWire, PlayerWire } from '@sportsbook/contract/platform';

/** Spec §4 auth status. */
export type AuthStatus = 'unknown' | 'pending' | 'loggedIn' | 'notLoggedIn';

export function useAuthStatus(): AuthStatus {
  return 'unknown';
}

/** The profile of the signed-in player, or null. */
export function usePlayer(): PlayerWire | null {
  return null;
}

/** The player's accounts (empty when anonymous). */
export function useAccounts(): readonly AccountWire[] {
  return [];
}

/** The active account (its currency is the bet and deposit currency), or null. */
export function useActiveAccount(): AccountWire | null {
  return null;
}
