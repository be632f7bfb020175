import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract/common';
import { HttpError } from '@/http/errors';
import type { PushHub } from '@/push/hub';

/** Prefix of the Centrifugo-compatible HTTP API (DESIGN.md URL layout). */
export const PUSH_API_PREFIX = '/push/api';

const channelName = safeTextSchema(255).min(1);
// unknown Centrifugo fields (tags, skip_history, idempotency_key, ...) are accepted and ignored
const publishParams = z.looseObject({ channel: channelName, data: z.json() });
const broadcastParams = z.looseObject({
  channels: z.array(channelName).min(1).max(1000),
  data: z.json(),
});
const legacyCommand = z.discriminatedUnion('method', [
  z.object({ method: z.literal('publish'), params: publishParams }),
  z.object({ method: z.literal('broadcast'), params: broadcastParams }),
]);

function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string') return header;
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('apikey ')) return authorization.slice(7).trim();
  return undefined;
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Centrifugo-compatible HTTP API on the embedded server (`publish`, `broadcast`, and the legacy
 * single endpoint `{method, params}`), so a publisher switches servers by URL and key only.
 */
export function pushApiRoutes(hub: PushHub, apiKey: string) {
  return async function pushApi(parent: FastifyInstance): Promise<void> {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async (request) => {
      const key = presentedKey(request);
      if (key === undefined || !sameKey(key, apiKey)) {
        throw new HttpError(401, 'unauthorized', 'Missing or wrong API key (header X-API-Key)');
      }
    });

    const publish = (p: z.infer<typeof publishParams>) => ({
      result: hub.publish(p.channel, p.data),
    });
    const broadcast = (p: z.infer<typeof broadcastParams>) => ({
      result: {
        responses: p.channels.map((channel) => ({ result: hub.publish(channel, p.data) })),
      },
    });

    app.post('/publish', { schema: { body: publishParams } }, async (request) =>
      publish(request.body),
    );
    app.post('/broadcast', { schema: { body: broadcastParams } }, async (request) =>
      broadcast(request.body),
    );
    app.post('/', { schema: { body: legacyCommand } }, async (request) =>
      request.body.method === 'publish'
        ? publish(request.body.params)
        : broadcast(request.body.params),
    );
  };
}
