import { setTimeout as delay } from 'node:timers/promises';
import { apiErrorSchema, healthSchema } from '@sportsbook/contract/common';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '@/app';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
/** The same app with test-only routes that fail on purpose, on the shared database. */
let probe: App;

beforeAll(async () => {
  server = await startTestServer();
  probe = await buildApp({ database: server.database });
  probe.get('/boom', () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  probe.post(
    '/echo',
    { schema: { body: z.object({ stake: z.number().int().positive() }) } },
    (request) => request.body,
  );
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await server.close();
});

describe('health', () => {
  test('GET /health answers ok after a database round trip', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(healthSchema.parse(res.json())).toMatchObject({ status: 'ok', database: 'pglite' });
  });
});

describe('errors are JSON with a machine code and a message', () => {
  test.each(['/api/sportsbook/v2/nothing-here', '/api/platform/player/x', '/'])(
    'an unknown route %s answers 404 not_found',
    async (url) => {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(apiErrorSchema.parse(res.json())).toEqual({
        code: 'not_found',
        message: `No route for GET ${url}`,
      });
    },
  );

  test('an unexpected failure answers 500 internal_error and leaks nothing', async () => {
    const res = await probe.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal_error',
      message: 'Something went wrong on our side',
    });
    expect(res.body).not.toContain('postgres://');
  });

  test('a malformed JSON body answers 400 invalid_json', async () => {
    const res = await probe.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"stake":',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).code).toBe('invalid_json');
  });

  test('a body of the wrong shape answers 400 invalid_request naming the field', async () => {
    const res = await probe.inject({ method: 'POST', url: '/echo', payload: { stake: -5 } });
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(/^Invalid body stake: /);
    expect(error.details).toEqual([expect.objectContaining({ in: 'body', path: 'stake' })]);
  });

  test('a valid body passes validation untouched', async () => {
    const res = await probe.inject({ method: 'POST', url: '/echo', payload: { stake: 250 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stake: 250 });
  });
});

describe('graceful shutdown', () => {
  test('close() lets an in-flight request finish and refuses new connections afterwards', async () => {
    const app = await buildApp({ database: server.database });
    let release!: () => void; // assigned synchronously by the Promise executor below
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    app.get('/slow', async () => {
      entered();
      await gate;
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    // no keep-alive: the check after close must open a new connection, not reuse this one
    const inFlight = fetch(`${base}/slow`, { headers: { connection: 'close' } });
    // under load a fixed delay may end before the request arrives: wait until it is being served
    await inHandler;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await delay(50);
    expect(closed).toBe(false);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow(
      /fetch failed/,
    );
  });
});
