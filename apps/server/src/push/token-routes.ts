import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelUserId, isPrivateChannel } from '@sportsbook/contract/channels';
import { safeTextSchema } from '@sportsbook/contract/common';
import { HttpError } from '@/http/errors';
import { signJwt } from '@/push/jwt';

/**
 * Finds the signed-in user of a request; null is anonymous. buildApp plugs in the platform session
 * (http/session.ts sessionResolver); tests may plug in their own.
 */
export type ResolveUserId = (request: FastifyRequest) => Promise<string | null>;

/** Hook of a push server without accounts (push tests): every request is anonymous. */
export const anonymousUser: ResolveUserId = () => Promise.resolve(null);

export interface TokenRoutesOptions {
  secret: string;
  ttlS: number;
  resolveUserId: ResolveUserId;
  now?: () => number;
}

const tokenResponse = z.object({ token: z.string() });
const authorizeBody = z.object({
  channels: z.array(safeTextSchema(255).min(1)).min(1).max(100),
});
const authorizeResponse = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
});

/**
 * `POST /websocket/token` (connection JWT, `sub` "" when anonymous) and `POST /websocket/authorize`
 * (subscription JWTs for `$` channels of the caller's own user; public channels need no token and
 * are left out of the answer).
 */
export function websocketTokenRoutes({
  secret,
  ttlS,
  resolveUserId,
  now = Date.now,
}: TokenRoutesOptions) {
  return async function tokenRoutes(parent: FastifyInstance): Promise<void> {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const expiry = () => {
      const iat = Math.floor(now() / 1000);
      return { iat, exp: iat + ttlS };
    };

    app.post(
      '/websocket/token',
      { schema: { response: { 200: tokenResponse } } },
      async (request) => {
        const userId = await resolveUserId(request);
        return { token: await signJwt({ sub: userId ?? '', ...expiry() }, secret) };
      },
    );

    app.post(
      '/websocket/authorize',
      { schema: { body: authorizeBody, response: { 200: authorizeResponse } } },
      async (request) => {
        const privateChannels = [...new Set(request.body.channels.filter(isPrivateChannel))];
        if (privateChannels.length === 0) return { channels: [] };
        const userId = await resolveUserId(request);
        if (userId === null) {
          throw new HttpError(401, 'unauthorized', 'Sign in to subscribe to private channels');
        }
        const foreign = privateChannels.find((channel) => channelUserId(channel) !== userId);
        if (foreign !== undefined) {
          throw new HttpError(403, 'forbidden', `Channel ${foreign} is not yours`);
        }
        return {
          channels: await Promise.all(
            privateChannels.map(async (channel) => ({
              channel,
              token: await signJwt({ sub: userId, channel, ...expiry() }, secret),
            })),
          ),
        };
      },
    );
  };
}
