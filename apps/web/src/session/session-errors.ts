import type { QueryClient } from '@tanstack/react-query';
import { sessionActionFor } from './auth-status';
import { clearSession, getAuthStatus, signOut } from './session';

/**
 * Spec §8: a query's 401 signs out locally; an action's 401 means the session expired (sign out,
 * then sign in again). Follows every query and mutation of `client`; returns the stop.
 */
export function followSessionErrors(client: QueryClient): () => void {
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (sessionActionFor(event.action.error, 'query', getAuthStatus()) === 'signOutLocally')
      clearSession(client);
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    if (sessionActionFor(event.action.error, 'general', getAuthStatus()) === 'sessionExpired')
      void signOut(client, { sessionExpired: true });
  });
  return () => {
    offQueries();
    offMutations();
  };
}
