import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MINUTE_MS } from '@sportsbook/betting/limits/period';
import { isInForce, strictest } from '@sportsbook/betting/limits/rules';
import type { UserLimit } from '@sportsbook/betting/limits/types';
import { sportsbookSessionSchema, type SportsbookSessionWire } from '@sportsbook/contract/limits';
import { sessions, sportsbookSessions, type SportsbookSessionRow } from '@/db/schema';
import type { ServerContext } from '@/http/context';
import { HttpError } from '@/http/errors';
import { requestLocale, t } from '@/http/messages';
import { endSession, requirePlayerId, sessionTokenHash } from '@/http/session';
import { randomToken } from '@/http/secrets';
import { loadAccounts } from '../players';
import { DEFAULT_CURRENCY } from '../reference';
import { outOfLimit } from './enforce';
import { notifyLimitReached } from './notify';
import { loadLimits } from './store';
import { sessionLimitReached } from './session-limits';
import { stakesAndReturns } from './usage';

/**
 * Spec §7 POST /sportsbook_sessions (the session info the web polls every 30 s, §9) and
 * /sportsbook_sessions/continue (the reality check's "continue"). Each sign-in session has one
 * sportsbook session; every check moves its `last_seen_at`, which is what time played counts.
 * A session, sportsbook_session or time limit reached ends the session: 403 out_of_limit (§8).
 * Answers are never cached.
 */
export const sessionRoutes =
  (ctx: ServerContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = ctx;

    /** This sign-in session's sportsbook session, started now when it has none. */
    async function touch(playerId: string, hash: string, at: Date, continued: boolean) {
      const [row] = await db
        .insert(sportsbookSessions)
        .values({
          id: `ss_${randomToken(12)}`,
          playerId,
          sessionHash: hash,
          startedAt: at,
          lastSeenAt: at,
          continuedAt: at,
        })
        .onConflictDoUpdate({
          target: sportsbookSessions.sessionHash,
          set: { lastSeenAt: at, ...(continued ? { continuedAt: at } : {}) },
        })
        .returning();
      if (!row) throw new Error(`sportsbook session of ${playerId} not written`);
      return row;
    }

    async function sessionInfo(
      playerId: string,
      limits: readonly UserLimit[],
      row: SportsbookSessionRow,
      now: number,
    ): Promise<SportsbookSessionWire> {
      const accounts = await loadAccounts(db, playerId);
      const currency = accounts.find((a) => a.active)?.currency ?? DEFAULT_CURRENCY;
      const { stakes, returns } = await stakesAndReturns(db, playerId, currency, row.startedAt);
      const check = strictest(
        limits.filter((l) => l.type === 'reality_check'),
        now,
      );
      const intervalMs = check ? check.value * MINUTE_MS : null;
      return {
        id: row.id,
        started_at: row.startedAt.toISOString(),
        time_played_s: Math.max(0, Math.floor((now - row.startedAt.getTime()) / 1000)),
        currency,
        stakes,
        wins: returns,
        net_result: returns - stakes,
        reality_check_interval_s: intervalMs === null ? null : intervalMs / 1000,
        next_reality_check_at:
          intervalMs === null
            ? null
            : new Date(row.continuedAt.getTime() + intervalMs).toISOString(),
      };
    }

    async function check(request: FastifyRequest, reply: FastifyReply, continued: boolean) {
      const playerId = await requirePlayerId(ctx, request);
      void reply.header('cache-control', 'no-store');
      const hash = sessionTokenHash(request);
      const [signedIn] = hash
        ? await db.select().from(sessions).where(eq(sessions.tokenHash, hash))
        : [];
      if (!hash || !signedIn)
        throw new HttpError(401, 'unauthorized', t(requestLocale(request), 'unauthorized'));
      const now = config.now();
      const row = await touch(playerId, hash, new Date(now), continued);
      const limits = (await loadLimits(db, playerId)).filter((l) => isInForce(l, now));
      const reached = await sessionLimitReached(
        db,
        playerId,
        limits,
        signedIn.createdAt.getTime(),
        row.startedAt.getTime(),
        now,
      );
      if (reached) {
        await endSession(ctx, request, reply);
        await notifyLimitReached(ctx, playerId, reached, new Date(now));
        throw outOfLimit(403, requestLocale(request), reached);
      }
      return sessionInfo(playerId, limits, row, now);
    }

    const schema = { response: { 200: sportsbookSessionSchema } };
    app.post('/sportsbook_sessions', { schema }, (request, reply) => check(request, reply, false));
    app.post('/sportsbook_sessions/continue', { schema }, (request, reply) =>
      check(request, reply, true),
    );
  };
