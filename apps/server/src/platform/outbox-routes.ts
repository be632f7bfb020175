import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract/common';
import { outboxResponseSchema, type OutboxMessageWire } from '@sportsbook/contract/platform';
import type { Database } from '@/db/client';
import { outbox } from '@/db/schema';

const outboxQuerySchema = z.object({
  to: safeTextSchema(254).trim().min(1).optional(),
  channel: z.enum(['email', 'sms']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** GET /api/dev/outbox?to=&channel=: the newest messages first (dev API only). */
export const outboxRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/outbox',
      { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } },
      async ({ query }) => {
        const where: (SQL | undefined)[] = [
          query.to ? eq(outbox.to, query.to.toLowerCase()) : undefined,
          query.channel ? eq(outbox.channel, query.channel) : undefined,
        ];
        const rows = await db
          .select()
          .from(outbox)
          .where(and(...where))
          .orderBy(desc(outbox.id))
          .limit(query.limit);
        return rows.map((row): OutboxMessageWire => ({
          id: row.id,
          channel: row.channel,
          to: row.to,
          subject: row.subject,
          body: row.body,
          link: row.link,
          created_at: row.createdAt.toISOString(),
        }));
      },
    );
  };
