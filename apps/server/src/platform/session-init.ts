import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerSchema } from '@sportsbook/contract/platform';
import {
  SESSION_INIT_TOKEN_TTL_S,
  sessionInitBodySchema,
  sessionInitTokenBodySchema,
  sessionInitTokenSchema,
} from '@sportsbook/contract/session-init';
import type { Database } from '@/db/client';
import { players, sessionInitTokens } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { requestLocale, t, type MessageLocale } from '@/http/messages';
import { insertSession, setSessionCookie } from '@/http/session';
import { randomToken, sha256 } from '@/http/secrets';
import { refuseExcluded } from './limits/enforce';
import { findByEmail, playerToWire } from './players';

/**
 * Spec §2 /init-sportsbook: the host platform's one-time token for a player (issue 17 item 2).
 * Random, only its SHA-256 stored, {@link SESSION_INIT_TOKEN_TTL_S} to live, used once.
 */
export async function issueSessionInitToken(
  db: Database,
  playerId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_INIT_TOKEN_TTL_S * 1000);
  // spent and expired tokens of the player go first: the table stays small
  await db
    .delete(sessionInitTokens)
    .where(and(eq(sessionInitTokens.playerId, playerId), lte(sessionInitTokens.expiresAt, now)));
  await db
    .insert(sessionInitTokens)
    .values({ tokenHash: sha256(token), playerId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

const invalid = (locale: MessageLocale) =>
  new HttpError(401, 'init_token_invalid', t(locale, 'init_token_invalid'));

/**
 * Spends a token and writes the player's session in one transaction: the conditional update
 * (unused, unexpired) lets exactly one of two concurrent exchanges through. Unknown, forged or
 * used: 401 init_token_invalid; past its life: 401 init_token_expired; a locked or self-excluded
 * player is refused as at sign-in. The player id and the new session's token.
 */
export async function exchangeSessionInitToken(
  ctx: ServerContext,
  token: string,
  locale: MessageLocale,
): Promise<{ playerId: string; sessionToken: string }> {
  const now = ctx.now();
  const hash = sha256(token);
  return ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(sessionInitTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(sessionInitTokens.tokenHash, hash),
          isNull(sessionInitTokens.usedAt),
          gt(sessionInitTokens.expiresAt, now),
        ),
      )
      .returning({ playerId: sessionInitTokens.playerId });
    if (!spent) {
      const [row] = await tx
        .select({ usedAt: sessionInitTokens.usedAt })
        .from(sessionInitTokens)
        .where(eq(sessionInitTokens.tokenHash, hash))
        .limit(1);
      if (row && !row.usedAt)
        throw new HttpError(401, 'init_token_expired', t(locale, 'init_token_expired'));
      throw invalid(locale);
    }
    const [player] = await tx
      .select({ lockedAt: players.lockedAt })
      .from(players)
      .where(eq(players.id, spent.playerId))
      .limit(1);
    if (!player) throw invalid(locale);
    if (player.lockedAt) throw new HttpError(423, 'account_locked', t(locale, 'account_locked'));
    // spec §3: self-exclusion and cooling-off refuse a session however it is asked for
    await refuseExcluded(tx, spent.playerId, now.getTime(), locale);
    const sessionToken = await insertSession(tx, spent.playerId, now, ctx.config.sessionTtlMs);
    return { playerId: spent.playerId, sessionToken };
  });
}

/** POST /session_init under the platform API: the page's token for a session (and the player). */
export const sessionInitRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/session_init',
      { schema: { body: sessionInitBodySchema, response: { 200: playerSchema } } },
      async (request, reply) => {
        const locale = requestLocale(request);
        const { playerId, sessionToken } = await exchangeSessionInitToken(
          ctx,
          request.body.token,
          locale,
        );
        setSessionCookie(ctx, request, reply, sessionToken, playerId);
        const [player] = await ctx.db.select().from(players).where(eq(players.id, playerId));
        if (!player) throw invalid(locale);
        return playerToWire(ctx.db, player, ctx.config, locale);
      },
    );
  };

/** POST /session_init_tokens under the operator API: the platform's token for one player. */
export const sessionInitOperatorRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/session_init_tokens',
      {
        schema: { body: sessionInitTokenBodySchema, response: { 201: sessionInitTokenSchema } },
      },
      async (request, reply) => {
        const { player_id: id, email } = request.body;
        const player = email
          ? await findByEmail(ctx.db, email)
          : (
              await ctx.db
                .select()
                .from(players)
                .where(eq(players.id, id ?? ''))
                .limit(1)
            )[0];
        if (!player) {
          const locale = requestLocale(request);
          throw new HttpError(404, 'player_not_found', t(locale, 'player_not_found'));
        }
        const issued = await issueSessionInitToken(ctx.db, player.id, ctx.now());
        return reply
          .code(201)
          .send({ token: issued.token, expires_at: issued.expiresAt.toISOString() });
      },
    );
  };
