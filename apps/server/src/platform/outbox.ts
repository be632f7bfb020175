import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract/common';
import { outboxResponseSchema, type OutboxMessageWire } from '@sportsbook/contract/platform';
import type { Database } from '@/db/client';
import { outbox } from '@/db/schema';
import type { ServerContext } from '@/http/context';

/**
 * The platform's mail and SMS "gateway": every message is stored in the outbox table and logged.
 * Nothing leaves the machine; the dev API shows the messages to people and e2e tests. The log
 * line carries the link (a confirmation, reset or unlock token) in demo mode only.
 */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  link?: string | null;
}

export async function sendMessage(
  ctx: ServerContext,
  db: Database,
  message: OutgoingMessage,
): Promise<void> {
  await db.insert(outbox).values({ ...message, link: message.link ?? null, createdAt: ctx.now() });
  const { channel, to, subject, link } = message;
  ctx.log.info(
    ctx.config.demoMode ? { channel, to, subject, link } : { channel, to, subject },
    'outbox message',
  );
}

/** A link into the web site, e.g. `/?modal=confirmation&confirmation_token=…`. */
export function webLink(ctx: ServerContext, params: Record<string, string>): string {
  const url = new URL('/', ctx.config.webPublicUrl);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

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
