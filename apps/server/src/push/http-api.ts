import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract/common';
import { HttpError } from '@/http/errors';
import { MAX_BATCH_COMMANDS } from '@/push/config';
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
/** A batch body may exceed the app's request limit: only a caller with the API key gets this far. */
const BATCH_BODY_LIMIT = 16 * 1024 * 1024;
// Centrifugo `batch`: `{commands: [{publish}|{broadcast}], parallel?}`; each command holds one method
const batchCommand = z.looseObject({
  publish: publishParams.optional(),
  broadcast: broadcastParams.optional(),
});
const batchParams = z.looseObject({
  commands: z.array(batchCommand).min(1).max(MAX_BATCH_COMMANDS),
  parallel: z.boolean().optional(),
});
const legacyCommand = z.discriminatedUnion('method', [
  z.object({ method: z.literal('publish'), params: publishParams }),
  z.object({ method: z.literal('broadcast'), params: broadcastParams }),
  z.object({ method: z.literal('batch'), params: batchParams }),
]);
/** Centrifugo's reply to a batch command it has no method for (error 104, method not found). */
const METHOD_NOT_FOUND = { error: { code: 104, message: 'method not found' } } as const;

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
 * Centrifugo-compatible HTTP API on the embedded server (`publish`, `broadcast`, `batch` and the
 * legacy single endpoint `{method, params}`), so a publisher switches servers by URL and key only.
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

    // commands run in order (our hub is synchronous: `parallel` changes nothing), one reply each
    const batch = (p: z.infer<typeof batchParams>) => ({
      replies: p.commands.map((command) => {
        if (command.publish) return { publish: publish(command.publish).result };
        if (command.broadcast) return { broadcast: broadcast(command.broadcast).result };
        return METHOD_NOT_FOUND;
      }),
    });

    app.post('/publish', { schema: { body: publishParams } }, async (request) =>
      publish(request.body),
    );
    app.post('/broadcast', { schema: { body: broadcastParams } }, async (request) =>
      broadcast(request.body),
    );
    app.post(
      '/batch',
      { schema: { body: batchParams }, bodyLimit: BATCH_BODY_LIMIT },
      async (request) => batch(request.body),
    );
    app.post('/', { schema: { body: legacyCommand } }, async (request) => {
      const { body } = request;
      if (body.method === 'publish') return publish(body.params);
      if (body.method === 'broadcast') return broadcast(body.params);
      return batch(body.params);
    });
  };
}
