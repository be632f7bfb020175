import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { periodEnd, periodStart } from '@sportsbook/betting/limits/period';
import { isInForce, strictest, timeReached } from '@sportsbook/betting/limits/rules';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import type { Database } from '@/db/client';
import { sessions, sportsbookSessions } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { requestLocale } from '@/http/messages';
import { endSession, sessionTokenHash } from '@/http/session';
import { outOfLimit, type LimitReached } from './enforce';
import { notifyLimitReached } from './notify';
import { loadLimits } from './store';
import { timePlayedSince } from './usage';

/**
 * The first session, sportsbook_session or time limit reached at `now` (spec §3), or null.
 * `sportsbookStartedAt` is null before the sportsbook session's first check.
 */
export async function sessionLimitReached(
  db: Database,
  playerId: string,
  limits: readonly UserLimit[],
  signedInAt: number,
  sportsbookStartedAt: number | null,
  now: number,
): Promise<LimitReached | null> {
  const reached = (limit: UserLimit, until: number | null): LimitReached => ({
    limitId: limit.id,
    type: limit.type,
    value: limit.value,
    currency: null,
    period: limit.period,
    remaining: 0,
    until,
  });
  const session = strictest(
    limits.filter((l) => l.type === 'session'),
    now,
  );
  if (session && timeReached(session.value, now - signedInAt)) return reached(session, null);
  const sportsbook = strictest(
    limits.filter((l) => l.type === 'sportsbook_session'),
    now,
  );
  if (sportsbook && sportsbookStartedAt !== null)
    if (timeReached(sportsbook.value, now - sportsbookStartedAt)) return reached(sportsbook, null);
  for (const limit of limits) {
    if (limit.type !== 'time' || !isInForce(limit, now) || !limit.period || !limit.strategy)
      continue;
    const from = periodStart(limit.period, limit.strategy, now);
    const played = await timePlayedSince(db, playerId, new Date(from));
    if (timeReached(limit.value, played))
      return reached(limit, periodEnd(limit.period, limit.strategy, now));
  }
  return null;
}

/**
 * Ends the caller's session and answers 403 out_of_limit (spec §8) when a session, sportsbook
 * session or time limit is reached: a bet is refused at once, not only at the next 30 s check.
 * `loaded`: the player's limits as loadLimits reads them, when the caller read them already.
 */
export async function refuseOutOfSession(
  ctx: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: string,
  loaded?: readonly UserLimit[],
): Promise<void> {
  const { db, config } = ctx;
  const now = config.now();
  const limits = (loaded ?? (await loadLimits(db, playerId))).filter(
    (l) =>
      (l.type === 'session' || l.type === 'sportsbook_session' || l.type === 'time') &&
      isInForce(l, now),
  );
  const hash = sessionTokenHash(request);
  if (limits.length === 0 || !hash) return;
  const [[signedIn], [sportsbook]] = await Promise.all([
    db.select().from(sessions).where(eq(sessions.tokenHash, hash)),
    db
      .select()
      .from(sportsbookSessions)
      .where(
        and(eq(sportsbookSessions.sessionHash, hash), eq(sportsbookSessions.playerId, playerId)),
      ),
  ]);
  if (!signedIn) return;
  const reached = await sessionLimitReached(
    db,
    playerId,
    limits,
    signedIn.createdAt.getTime(),
    sportsbook ? sportsbook.startedAt.getTime() : null,
    now,
  );
  if (!reached) return;
  await endSession(ctx, request, reply);
  await notifyLimitReached(ctx, playerId, reached, new Date(now));
  throw outOfLimit(403, requestLocale(request), reached);
}
