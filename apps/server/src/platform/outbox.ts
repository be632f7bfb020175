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
