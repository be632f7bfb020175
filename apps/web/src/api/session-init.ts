import { apiRequest, lazySchema } from './client';

// the page's path and query names are the platform's: the web reads them through this module
export {
  INIT_SPORTSBOOK_PATH,
  INIT_SPORTSBOOK_QUERY,
} from '@sportsbook/contract/session-init-page';
import { toPlayer, type Player } from './platform-types';

// the contract's schemas (and zod) load on the first call (issue 18: first-load JS)
const wirePlatform = () => import('@sportsbook/contract/platform');

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
      schema: lazySchema(wirePlatform, 'playerSchema'),
    }),
  );
}
