import { and, eq, gt, lte } from 'drizzle-orm';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@sportsbook/contract/platform';
import { FRAME_CONTEXT_HEADER } from '@sportsbook/contract/platform-media';
import type { Database } from '@/db/client';
import { players, sessions, type PlayerRow } from '@/db/schema';
import { HttpError } from '@/http/errors';
import type { ServerContext } from './context';
import { requestLocale, t } from './messages';
import { randomToken, sha256 } from './secrets';

/** The session token of the request's cookie (parsed by @fastify/cookie), or null. */
function sessionToken(request: FastifyRequest): string | null {
  return request.cookies[SESSION_COOKIE] || null;
}

/** SHA-256 of the request's session token (the sessions row's key), or null without a cookie. */
export function sessionTokenHash(request: FastifyRequest): string | null {
  const token = sessionToken(request);
  return token ? sha256(token) : null;
}

/**
 * Secure by configuration; `auto`: an https public URL, or https as a trusted proxy reports it.
 * A call from a frame on another site (FRAME_CONTEXT_HEADER) gets SameSite=None and Partitioned
 * where the cookie is Secure: a Lax cookie never reaches a cross-site frame (spec §1 embedding).
 */
export function cookieOptions(
  ctx: Pick<ServerContext, 'config'>,
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  maxAgeS: number,
): CookieSerializeOptions {
  const { cookieSecure, webPublicUrl } = ctx.config;
  const secure =
    cookieSecure === 'auto'
      ? webPublicUrl.startsWith('https:') || request.protocol === 'https'
      : cookieSecure;
  const framed = secure && request.headers[FRAME_CONTEXT_HEADER.toLowerCase()] === '1';
  return framed
    ? { path: '/', httpOnly: true, sameSite: 'none', partitioned: true, maxAge: maxAgeS, secure }
    : { path: '/', httpOnly: true, sameSite: 'lax', maxAge: maxAgeS, secure };
}

/**
 * Writes a session row for `playerId` (in `db`, which may be a transaction) and returns its token;
 * the player's expired sessions go first, so the table does not grow forever.
 */
export async function insertSession(
  db: Database,
  playerId: string,
  createdAt: Date,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  await db
    .delete(sessions)
    .where(and(eq(sessions.playerId, playerId), lte(sessions.expiresAt, createdAt)));
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    playerId,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ttlMs),
  });
  return token;
}

/** Sets the cookie of a session written by insertSession: the request is now `playerId`. */
export function setSessionCookie(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  playerId: string,
): void {
  const maxAgeS = Math.floor(ctx.config.sessionTtlMs / 1000);
  void reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx, request, maxAgeS));
  sessionCache.set(request, Promise.resolve(playerId));
}

/** Starts a session for `playerId` and sets its cookie on the answer. */
export async function startSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: string,
): Promise<void> {
  const token = await insertSession(ctx.db, playerId, ctx.now(), ctx.config.sessionTtlMs);
  setSessionCookie(ctx, request, reply, token, playerId);
}

/** Deletes the request's session row and clears the cookie. */
export async function endSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = sessionToken(request);
  if (token) await ctx.db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx, request, 0));
  sessionCache.set(request, Promise.resolve(null));
}

// one lookup per request, however many hooks and handlers ask
const sessionCache = new WeakMap<FastifyRequest, Promise<string | null>>();

async function lookUpSession(db: Database, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ playerId: sessions.playerId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return row?.playerId ?? null;
}

/** The player id of the request's session cookie, or null (no cookie, unknown or expired). */
export function sessionPlayerId(
  db: Database,
  request: FastifyRequest,
  now: () => number,
): Promise<string | null> {
  const cached = sessionCache.get(request);
  if (cached) return cached;
  const token = sessionToken(request);
  const found = token ? lookUpSession(db, token, new Date(now())) : Promise.resolve(null);
  sessionCache.set(request, found);
  return found;
}

/** The session as the push token routes and the favorites filter read it. */
export const sessionResolver =
  (db: Database, now: () => number = Date.now) =>
  (request: FastifyRequest): Promise<string | null> =>
    sessionPlayerId(db, request, now);

/**
 * Records who the request's session is when a route looked it up itself (the placement reads it
 * with its state): later asks in the request get it without a lookup. Null: 401 unauthorized.
 */
export function sessionFound(request: FastifyRequest, playerId: string | null): string {
  sessionCache.set(request, Promise.resolve(playerId));
  if (!playerId)
    throw new HttpError(401, 'unauthorized', t(requestLocale(request), 'unauthorized'));
  return playerId;
}

/** The signed-in player id or 401 unauthorized. */
export async function requirePlayerId(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<string> {
  const id = await sessionPlayerId(ctx.db, request, ctx.config.now);
  if (!id) throw new HttpError(401, 'unauthorized', t(requestLocale(request), 'unauthorized'));
  return id;
}

/** The signed-in player's row or 401 unauthorized. */
export async function requirePlayer(
  ctx: ServerContext,
  request: FastifyRequest,
): Promise<PlayerRow> {
  const id = await requirePlayerId(ctx, request);
  const [row] = await ctx.db.select().from(players).where(eq(players.id, id)).limit(1);
  if (!row) throw new HttpError(401, 'unauthorized', t(requestLocale(request), 'unauthorized'));
  return row;
}
