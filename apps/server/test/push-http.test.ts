import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorSchema } from '@sportsbook/contract/common';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '@/app';
import { verifyJwt } from '@/push/jwt';
import { centrifugoPublisher, PublishError } from '@/push/publisher';
import { TEST_PUSH, startPushServer, type PushTestServer } from './push-helpers';
import { startTestServer } from './helpers';

let server: PushTestServer;
const now = 1_800_000_000_000;

beforeAll(async () => {
  server = await startPushServer({ now: () => now });
});
afterAll(async () => {
  await server.app.close();
});

const api = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'x-api-key': TEST_PUSH.apiKey, ...headers },
    payload: payload as object,
  });

describe('Centrifugo-compatible HTTP API', () => {
  test.each([
    ['no key', {}],
    ['a wrong key', { 'x-api-key': 'wrong-key' }],
    ['a wrong apikey authorization', { 'x-api-key': '', authorization: 'apikey nope' }],
  ])('%s answers 401 JSON', async (_name, headers) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/push/api/publish',
      headers,
      payload: { channel: 'a', data: {} },
    });
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).code).toBe('unauthorized');
  });

  test('publish answers the new position; Authorization: apikey works too', async () => {
    const first = await api('/push/api/publish', { channel: 'p', data: { a: 1 } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: { offset: 1, epoch: expect.any(String) as string } });
    const second = await server.app.inject({
      method: 'POST',
      url: '/push/api/publish',
      headers: { authorization: `apikey ${TEST_PUSH.apiKey}` },
      payload: { channel: 'p', data: null, skip_history: false },
    });
    expect(second.json()).toMatchObject({ result: { offset: 2 } });
  });

  test('broadcast and the legacy single endpoint answer like Centrifugo', async () => {
    const res = await api('/push/api/broadcast', { channels: ['b1', 'b2'], data: 'x' });
    expect(res.json()).toMatchObject({
      result: { responses: [{ result: { offset: 1 } }, { result: { offset: 1 } }] },
    });
    const legacy = await api('/push/api', {
      method: 'publish',
      params: { channel: 'b1', data: 1 },
    });
    expect(legacy.json()).toMatchObject({ result: { offset: 2 } });
  });

  test('batch runs its commands in order and answers one reply each, like Centrifugo', async () => {
    const res = await api('/push/api/batch', {
      commands: [
        { publish: { channel: 'c1', data: { n: 1 } } },
        { broadcast: { channels: ['c1', 'c2'], data: { n: 2 } } },
        { presence: { channel: 'c1' } },
      ],
      parallel: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      replies: [
        { publish: { offset: 1, epoch: expect.any(String) as string } },
        {
          broadcast: {
            responses: [
              { result: { offset: 2, epoch: expect.any(String) as string } },
              { result: { offset: 1, epoch: expect.any(String) as string } },
            ],
          },
        },
        { error: { code: 104, message: 'method not found' } },
      ],
    });
    const history = server.app.pushHub.history;
    expect(history.position('c1', now).offset).toBe(2);
    expect(history.position('c2', now).offset).toBe(1);
    const legacy = await api('/push/api', {
      method: 'batch',
      params: { commands: [{ publish: { channel: 'c2', data: 3 } }] },
    });
    expect(legacy.json()).toMatchObject({ replies: [{ publish: { offset: 2 } }] });
  });

  test('a batch may be larger than other requests (1,000 publications of 1 KB)', async () => {
    const data = { text: 'x'.repeat(1000) };
    const res = await api('/push/api/batch', {
      commands: Array.from({ length: 1000 }, () => ({ publish: { channel: 'big', data } })),
    });
    expect(res.statusCode).toBe(200);
    expect(server.app.pushHub.history.position('big', now).offset).toBe(1000);
  });

  test('a batch of more than 1,000 commands answers 400 invalid_request', async () => {
    const res = await api('/push/api/batch', {
      commands: Array.from({ length: 1001 }, () => ({})),
    });
    expect(res.statusCode).toBe(400);
  });

  test.each([
    ['/push/api/batch', { commands: [] }],
    ['/push/api/batch', { commands: [{ publish: { channel: 'a' } }] }],
    ['/push/api/publish', { data: {} }],
    ['/push/api/publish', { channel: '', data: {} }],
    ['/push/api/publish', { channel: 'a' }],
    ['/push/api/broadcast', { channels: [], data: {} }],
    ['/push/api', { method: 'presence', params: { channel: 'a' } }],
    ['/push/api', { method: 'publish', params: { channel: 'a' } }],
  ])('%s with %j answers 400 invalid_request', async (url, payload) => {
    const res = await api(url, payload);
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).code).toBe('invalid_request');
  });
});

describe('token routes', () => {
  const post = (url: string, user?: string, payload?: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/sportsbook/v2/websocket/${url}`,
      headers: user ? { 'x-test-user': user } : {},
      ...(payload ? { payload } : {}),
    });

  test('the connection token is anonymous by default and carries the user when signed in', async () => {
    const anonymous = await verifyJwt(
      (await post('token')).json<{ token: string }>().token,
      TEST_PUSH.tokenSecret,
      now,
    );
    expect(anonymous).toEqual({ sub: '', iat: now / 1000, exp: now / 1000 + TEST_PUSH.tokenTtlS });
    const user = await verifyJwt(
      (await post('token', '42')).json<{ token: string }>().token,
      TEST_PUSH.tokenSecret,
      now,
    );
    expect(user.sub).toBe('42');
  });

  test('authorize signs its own user channel and leaves public channels out', async () => {
    const own = '$sportsbook:en:user:42';
    const res = await post('authorize', '42', { channels: [own, 'sportsbook:en', own] });
    expect(res.statusCode).toBe(200);
    const { channels } = res.json<{ channels: { channel: string; token: string }[] }>();
    expect(channels.map((c) => c.channel)).toEqual([own]);
    expect(await verifyJwt(channels[0]?.token ?? '', TEST_PUSH.tokenSecret, now)).toMatchObject({
      sub: '42',
      channel: own,
    });
    expect((await post('authorize', undefined, { channels: ['sportsbook:en'] })).json()).toEqual({
      channels: [],
    });
  });

  test.each([
    ['anonymous', undefined, { channels: ['$sportsbook:en:user:42'] }, 401, 'unauthorized'],
    ['another user', '7', { channels: ['$sportsbook:en:user:42'] }, 403, 'forbidden'],
    ['an unknown private channel', '7', { channels: ['$admin'] }, 403, 'forbidden'],
    ['no channels', '7', { channels: [] }, 400, 'invalid_request'],
    ['a bad body', '7', { channel: 'x' }, 400, 'invalid_request'],
  ])('%s answers %i', async (_name, user, payload, status, code) => {
    const res = await post('authorize', user, payload);
    expect(res.statusCode).toBe(status);
    expect(apiErrorSchema.parse(res.json()).code).toBe(code);
  });
});

describe('external Centrifugo publisher', () => {
  let fake: Server;
  let base: string;
  const seen: { url: string; key: string | undefined; body: unknown }[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { result: {} } };

  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString()) as unknown;
  };

  beforeAll(async () => {
    fake = createServer((req, res) => {
      void read(req).then((body) => {
        seen.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string, body });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.close(resolve));
  });

  test('publish and broadcast POST the Centrifugo API with the key', async () => {
    const publisher = centrifugoPublisher({ apiUrl: base, apiKey: 'k-123' });
    await publisher.publish('sportsbook:en', { id: 1 });
    answer = { status: 200, body: { result: { responses: [{ result: {} }, { result: {} }] } } };
    await publisher.broadcast(['a', 'b'], { id: 2 });
    expect(seen).toEqual([
      { url: '/api/publish', key: 'k-123', body: { channel: 'sportsbook:en', data: { id: 1 } } },
      { url: '/api/broadcast', key: 'k-123', body: { channels: ['a', 'b'], data: { id: 2 } } },
    ]);
  });

  test('batch POSTs one Centrifugo batch of broadcasts per 1,000 publications, in order', async () => {
    answer = { status: 200, body: { replies: [{ broadcast: { responses: [{ result: {} }] } }] } };
    seen.length = 0;
    const publisher = centrifugoPublisher({ apiUrl: base, apiKey: 'k-9' });
    const items = Array.from({ length: 1001 }, (_, n) => ({ channels: ['a'], data: { n } }));
    await publisher.batch(items);
    expect(seen.map((s) => [s.url, s.key])).toEqual([
      ['/api/batch', 'k-9'],
      ['/api/batch', 'k-9'],
    ]);
    const bodies = seen.map((s) => s.body as { commands: unknown[] });
    expect(bodies.map((b) => b.commands.length)).toEqual([1000, 1]);
    expect(bodies[0]?.commands[0]).toEqual({ broadcast: { channels: ['a'], data: { n: 0 } } });
    expect(bodies[1]?.commands[0]).toEqual({ broadcast: { channels: ['a'], data: { n: 1000 } } });
  });

  test.each([
    ['a failed command', { replies: [{ error: { code: 102, message: 'unknown channel' } }] }],
    ['a failed channel', { replies: [{ broadcast: { responses: [{ error: { code: 100 } }] } }] }],
  ])('batch with %s rejects with PublishError', async (_name, body) => {
    answer = { status: 200, body };
    const publisher = centrifugoPublisher({ apiUrl: base, apiKey: 'k' });
    await expect(publisher.batch([{ channels: ['a'], data: 1 }])).rejects.toBeInstanceOf(
      PublishError,
    );
  });

  test('batch through the embedded /push/api publishes into the embedded server', async () => {
    const publisher = centrifugoPublisher({
      apiUrl: `${server.httpUrl}/push/api`,
      apiKey: TEST_PUSH.apiKey,
    });
    await publisher.batch([
      { channels: ['via-batch-1', 'via-batch-2'], data: 1 },
      { channels: ['via-batch-1'], data: 2 },
    ]);
    expect(server.app.pushHub.history.position('via-batch-1', now).offset).toBe(2);
    expect(server.app.pushHub.history.position('via-batch-2', now).offset).toBe(1);
  });

  test.each([
    ['an API error', { status: 200, body: { error: { code: 102, message: 'unknown channel' } } }],
    [
      'a failed broadcast',
      { status: 200, body: { result: { responses: [{ error: { code: 100 } }] } } },
    ],
    ['an HTTP error', { status: 401, body: {} }],
  ])('%s rejects with PublishError', async (_name, reply) => {
    answer = reply;
    const publisher = centrifugoPublisher({ apiUrl: base, apiKey: 'k' });
    await expect(publisher.broadcast(['a'], 1)).rejects.toBeInstanceOf(PublishError);
  });

  test('pointed at the embedded /push/api it publishes into the embedded server', async () => {
    const publisher = centrifugoPublisher({
      apiUrl: `${server.httpUrl}/push/api`,
      apiKey: TEST_PUSH.apiKey,
    });
    await publisher.publish('via-http', { ok: true });
    expect(server.app.pushHub.history.position('via-http', now).offset).toBe(1);
  });

  test('buildApp serves the token route and publishes externally when Centrifugo is set', async () => {
    const db = await startTestServer();
    const app = await buildApp({
      database: db.database,
      push: { config: { centrifugo: { apiUrl: base, apiKey: 'k-app' } } },
    });
    try {
      expect(
        (await db.app.inject({ method: 'POST', url: '/api/sportsbook/v2/websocket/token' }))
          .statusCode,
      ).toBe(200);
      answer = { status: 200, body: { result: {} } };
      seen.length = 0;
      await app.publisher.publish('sportsbook:en', { via: 'app' });
      expect(seen).toEqual([
        {
          url: '/api/publish',
          key: 'k-app',
          body: { channel: 'sportsbook:en', data: { via: 'app' } },
        },
      ]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
