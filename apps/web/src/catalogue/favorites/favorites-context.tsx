'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Texts of the favorite star, resolved on the server. */
export interface FavoriteMessages {
  add: string;
  remove: string;
  failedTitle: string;
  failedDescription: string;
  /** Spec §8: the favorites fetch failed. */
  loadFailed: string;
}

export interface FavoritesContextValue {
  messages: FavoriteMessages;
  /** Stars fetch and toggle only for a signed-in player. */
  loggedIn: boolean;
  /** True once the auth status is known: a click before then is ignored. */
  authKnown: boolean;
  /** Asks an anonymous visitor to sign in (spec §6: favorites need a logged-in user). */
  requestSignIn: () => void;
}

const FavoritesContext = createContext<FavoritesContextValue | null>(null);

/**
 * Gives every favorite star its texts and the visitor's auth state; composed once around the
 * layout, it changes only when the auth status does.
 */
export function FavoritesProvider({
  value,
  children,
}: {
  value: FavoritesContextValue;
  children: ReactNode;
}) {
  return <FavoritesContext value={value}>{children}</FavoritesContext>;
}

/** The stars' context, or null where no provider is mounted (the star then renders nothing). */
export function useFavoritesContext(): FavoritesContextValue | null {
  return useContext(FavoritesContext);
}
