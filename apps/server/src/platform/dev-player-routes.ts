import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract/common';
import type { Database } from '@/db/client';
import { players } from '@/db/schema';
import { HttpError } from '@/http/errors';

const lockBodySchema = z.object({ email: safeTextSchema(254).trim().min(1) });

/**
 * POST /api/dev/players/lock {email}: locks the account at once (dev API only), as fifty failed
 * sign-ins from many addresses would; tests of the spec §2 locked page use it.
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
  };
