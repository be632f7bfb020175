import { playerSchema } from '@sportsbook/contract/platform';
import { apiRequest } from './client';

// the page's path and query names are the platform's: the web reads them through this module
export { INIT_SPORTSBOOK_PATH, INIT_SPORTSBOOK_QUERY } from '@sportsbook/contract/session-init';
import { toPlayer, type Player } from './platform-types';

/**
 * Spec §2 /init-sportsbook: the host platform's one-time token for the sign-in session cookie
 * (POST /session_init of the platform API). Refusals: ApiError 401 `init_token_invalid` (unknown,
 * forged or used) or `init_token_expired`.
 */
export async function initSession(token: string): Promise<Player> {
  return toPlayer(
    await apiRequest({
      api: 'platform',
      path: '/session_init',
      method: 'POST',
      body: { token },
      schema: playerSchema,
    }),
  );
}
