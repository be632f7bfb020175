import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract/common';
import type { Database } from '@/db/client';
import { players, sessions, sportsbookSessions } from '@/db/schema';
import { HttpError } from '@/http/errors';

const lockBodySchema = z.object({ email: safeTextSchema(254).trim().min(1) });
const rewindBodySchema = lockBodySchema.extend({ seconds: z.number().int().min(1).max(86_400) });

/**
 * POST /api/dev/players/lock {email}: locks the account at once (dev API only), as fifty failed
 * sign-ins from many addresses would; tests of the spec §2 locked page use it.
 * POST /api/dev/players/rewind {email, seconds}: moves the player's sign-in and sportsbook sessions
 * that far into the past (dev API only), so the §3 time limits and the reality check come due
 * without a test waiting minutes of wall time.
 */
export const devPlayerRoutes =
  (db: Database, now: () => number): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/players/lock',
      {
        schema: { body: lockBodySchema, response: { 200: z.object({ locked: z.literal(true) }) } },
      },
      async ({ body }) => {
        const [row] = await db
          .update(players)
          .set({ lockedAt: new Date(now()) })
          .where(eq(players.email, body.email.toLowerCase()))
          .returning({ id: players.id });
        if (!row) throw new HttpError(404, 'not_found', 'No player with this email');
        return { locked: true as const };
      },
    );

    app.post(
      '/players/rewind',
      {
        schema: {
          body: rewindBodySchema,
          response: {
            200: z.object({ sessions: z.number().int(), sportsbookSessions: z.number().int() }),
          },
        },
      },
      async ({ body }) => {
        const [player] = await db
          .select({ id: players.id })
          .from(players)
          .where(eq(players.email, body.email.toLowerCase()));
        if (!player) throw new HttpError(404, 'not_found', 'No player with this email');
        const back = (column: AnyPgColumn) =>
          sql`${column} - make_interval(secs => ${body.seconds})`;
        // both tables in one transaction: a check between them would see half a rewind
        return db.transaction(async (tx) => {
          const signIns = await tx
            .update(sessions)
            .set({ createdAt: back(sessions.createdAt) })
            .where(eq(sessions.playerId, player.id))
            .returning({ hash: sessions.tokenHash });
          const sportsbook = await tx
            .update(sportsbookSessions)
            .set({
              startedAt: back(sportsbookSessions.startedAt),
              lastSeenAt: back(sportsbookSessions.lastSeenAt),
              continuedAt: back(sportsbookSessions.continuedAt),
            })
            .where(eq(sportsbookSessions.playerId, player.id))
            .returning({ id: sportsbookSessions.id });
          return { sessions: signIns.length, sportsbookSessions: sportsbook.length };
        });
      },
    );
  };
