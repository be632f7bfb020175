import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options } from 'centrifuge';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { WebSocket } from 'ws';
import { API_PREFIX } from '@/app';
import { registerErrorHandlers } from '@/http/errors';
import { defaultPushConfig } from '@/push/config';
import { registerPush, type PushAppOptions } from '@/push/setup';

/** The API key and secret the push test servers use: random per run, never constants. */
export const TEST_PUSH = {
  ...defaultPushConfig,
  apiKey: randomBytes(32).toString('base64url'),
  tokenSecret: randomBytes(32).toString('base64url'),
};

/** Test hook: the signed-in user is whatever the `x-test-user` header says. */
export const headerUser: NonNullable<PushAppOptions['resolveUserId']> = (request) => {
  const user = request.headers['x-test-user'];
  return Promise.resolve(typeof user === 'string' ? user : null);
};

export interface PushTestServer {
  app: FastifyInstance;
  port: number;
  /** ws://127.0.0.1:port/connection/websocket */
  wsUrl: string;
  httpUrl: string;
}

/**
 * The push parts on a bare Fastify (no database: they need none), listening on 127.0.0.1.
 * Port 0 picks a free port; pass a port to restart "the same server".
 */
export async function startPushServer(
  options: PushAppOptions & { port?: number; fastify?: FastifyServerOptions } = {},
): Promise<PushTestServer> {
  const app = Fastify({ logger: false, ...options.fastify });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  await registerPush(app, API_PREFIX.sportsbookV2, {
    resolveUserId: headerUser,
    ...options,
    config: { ...TEST_PUSH, ...options.config },
  });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
    httpUrl: `http://127.0.0.1:${port}`,
  };
}

/** Asks the server's token route for a connection token, as the web does. */
export async function fetchConnectionToken(httpUrl: string, user?: string): Promise<string> {
  const res = await fetch(`${httpUrl}${API_PREFIX.sportsbookV2}/websocket/token`, {
    method: 'POST',
    headers: user ? { 'x-test-user': user } : {},
  });
  return ((await res.json()) as { token: string }).token;
}

/** Asks the authorize route for one channel's subscription token. */
export async function fetchSubscriptionToken(
  httpUrl: string,
  user: string,
  channel: string,
): Promise<string> {
  const res = await fetch(`${httpUrl}${API_PREFIX.sportsbookV2}/websocket/authorize`, {
    method: 'POST',
    headers: { 'x-test-user': user, 'content-type': 'application/json' },
    body: JSON.stringify({ channels: [channel] }),
  });
  const body = (await res.json()) as { channels: { token: string }[] };
  return body.channels[0]?.token ?? '';
}

/** The official client in Node, with `ws` as its WebSocket and short reconnect delays. */
export function newClient(url: string, options: Partial<Options> = {}): Centrifuge {
  return new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 100,
    maxReconnectDelay: 300,
    ...options,
  });
}

interface Emitter {
  once(event: string, listener: (ctx: never) => void): unknown;
}

/** Resolves with the next `event` of a client or subscription, or fails after `ms`. */
export function next<T>(emitter: Emitter, event: string, ms = 5_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    emitter.once(event, (ctx: never) => {
      clearTimeout(timer);
      resolve(ctx);
    });
  });
}

/** Collects every publication's data of a subscription. */
export function collect(emitter: {
  on(event: 'publication', listener: (ctx: { data: unknown }) => void): unknown;
}): unknown[] {
  const received: unknown[] = [];
  emitter.on('publication', (ctx) => received.push(ctx.data));
  return received;
}

/** Polls `predicate` until true or fails after `ms`. */
export async function until(predicate: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
