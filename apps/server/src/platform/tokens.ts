import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@/db/client';
import { authTokens, type AuthTokenKind } from '@/db/schema';
import { HttpError } from '@/http/errors';
import { requestLocale, t } from '@/http/messages';
import { randomToken, sha256 } from '@/http/secrets';
import { TOKEN_TTL_MS } from './config';

/** A new single-use email-link token of `kind`; only its hash is stored. */
export async function issueToken(
  db: Database,
  playerId: string,
  kind: AuthTokenKind,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({
    tokenHash: sha256(token),
    playerId,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/**
 * Uses a token once: 404 invalid_token when unknown, of another kind or already used; 410
 * token_expired after its lifetime. The player id it belongs to.
 */
export async function consumeToken(
  db: Database,
  request: FastifyRequest,
  token: string,
  kind: AuthTokenKind,
  now: Date,
): Promise<string> {
  const locale = requestLocale(request);
  const hash = sha256(token);
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hash), eq(authTokens.kind, kind)))
    .limit(1);
  if (!row || row.usedAt) throw new HttpError(404, 'invalid_token', t(locale, 'invalid_token'));
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(410, 'token_expired', t(locale, 'token_expired'));
  }
  // the used_at guard makes two concurrent uses end in one success
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, hash), isNull(authTokens.usedAt)))
    .returning({ playerId: authTokens.playerId });
  if (!used) throw new HttpError(404, 'invalid_token', t(locale, 'invalid_token'));
  return used.playerId;
}

/** Retires the player's unused tokens of `kind` (a new password makes older reset links void). */
export async function retireTokens(db: Database, playerId: string, kind: AuthTokenKind, now: Date) {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.playerId, playerId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
    );
}
