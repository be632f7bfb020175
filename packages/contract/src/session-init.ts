import { z } from 'zod';
import { isoDateTimeSchema, safeTextSchema } from './common';

/**
 * Spec §2 /init-sportsbook (session initialisation from the host platform, issue 17 item 2):
 * the platform asks the operator API for a one-time token of a player, opens the sportsbook at
 * `/init-sportsbook?token=<token>&redirect=<path>`, and the page exchanges the token for a normal
 * session (the sign-in cookie) at POST /api/platform/session_init, then shows `redirect`.
 */

export { INIT_SPORTSBOOK_PATH, INIT_SPORTSBOOK_QUERY } from './session-init-page';
/** How long an issued token can be exchanged: the platform opens the page right away. */
export const SESSION_INIT_TOKEN_TTL_S = 120;

/** POST /api/operator/session_init_tokens: the player by id or by email, exactly one. */
export const sessionInitTokenBodySchema = z
  .object({
    player_id: safeTextSchema(64).min(1).optional(),
    email: safeTextSchema(254).trim().min(1).optional(),
  })
  .strict()
  .refine((body) => (body.player_id === undefined) !== (body.email === undefined), {
    message: 'Name the player by player_id or by email, not both',
  });
export type SessionInitTokenBodyWire = z.infer<typeof sessionInitTokenBodySchema>;

/** The issued token: shown once, only its hash is kept. */
export const sessionInitTokenSchema = z.object({
  token: z.string(),
  expires_at: isoDateTimeSchema,
});
export type SessionInitTokenWire = z.infer<typeof sessionInitTokenSchema>;

/** POST /api/platform/session_init: the token from the page's query (the answer: the player). */
export const sessionInitBodySchema = z.object({ token: safeTextSchema(128).min(1) });
export type SessionInitBodyWire = z.infer<typeof sessionInitBodySchema>;
