import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '@/app';
import { describeRoute } from '@/http/route-table';
import { insertMatches, startBetsServer } from './bets-helpers';
import { TEST_PUSH } from './push-helpers';
import type { PlatformTestServer } from './platform-helpers';
import { prepareFixture, type Fixture } from './fuzz/fixture';
import {
  describeFailures,
  emptyReport,
  fuzzableRoutes,
  fuzzRoutes,
  type FuzzReport,
  type Send,
} from './fuzz/harness';
import type { FuzzRoute } from './fuzz/schema';

/** The operator API's key: its routes are fuzzed past the key check. */
const OPERATOR_KEY = 'fuzz-operator-key-0123456789abcdef';

// FUZZ_SEED=<seed printed by a failed run> reproduces it
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let server: PlatformTestServer;
let routes: FuzzRoute[];
let fixture: Fixture;
const report: FuzzReport = emptyReport();

/** Fastify inject as the fuzz transport; the case's own cookie header wins over the session. */
const send: Send = async (request, cookie) => {
  const headers = { ...request.headers };
  if (cookie && headers.cookie === undefined) headers.cookie = cookie;
  const res = await server.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  const setCookie = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
    setCookie: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
  };
};

beforeAll(async () => {
  // the operator API is fuzzed with its key (a gate header), like the push API
  server = await startBetsServer({
    operatorApiKey: OPERATOR_KEY,
    // issue 17: the error sink's ingest and dev listing are fuzzed too
    errorSink: { key: 'fuzz_sink_key_0123' },
  });
  const matches = await insertMatches(server.database.db, 2);
  server.app.catalogueCache.bump();
  routes = server.app.routeTable.map((route) => describeRoute(route) as FuzzRoute);
  fixture = await prepareFixture(
    send,
    'fuzz-direct@test.example',
    matches.map((m) => m.id),
  );
  console.log(`fuzz seed ${seed} (FUZZ_SEED=${seed} reproduces this run)`);
}, 120_000);
afterAll(() => server.close());

test('every route of the app is in the route table, player routes included', () => {
  const urls = new Set(routes.map((r) => `${r.method} ${r.url}`));
  for (const expected of [
    'POST /api/sportsbook/v3/bets',
    'GET /api/sportsbook/v2/matches/:id',
    'POST /api/platform/player/quick_deposit',
    'POST /api/dev/matches/:id/settle',
    'GET /api/sportsbook/v2/notifications',
    'POST /api/sportsbook/v2/notifications/read',
    'GET /api/sportsbook/v2/jackpots/:id',
    'GET /api/sportsbook/v2/jackpot-hits',
    'POST /api/sportsbook/v2/vote',
    'POST /api/operator/jackpot-hits/:id/pay',
    'POST /api/dev/jackpots/:id/hit',
    'POST /api/:project/envelope',
    'GET /api/dev/error-reports',
    'DELETE /api/dev/error-reports',
    'POST /push/api/publish',
    'GET /health',
    'POST /api/sportsbook/v2/bonuses',
    'GET /api/sportsbook/v2/bonuses/:kind/:id',
    'POST /api/sportsbook/v2/bonuses/:id/boost',
    'POST /api/sportsbook/v2/bonuses/promo-code',
    'POST /api/operator/campaigns',
    'POST /api/operator/campaigns/:id/finish',
    'POST /api/operator/jackpot-hits/:id/reject',
    'GET /api/sportsbook/v2/site_config',
    'PUT /api/operator/site-config',
    'PATCH /api/operator/site-config',
    'GET /api/sportsbook/v2/content_pages',
    'PUT /api/operator/content-pages',
    'PATCH /api/operator/content-pages/blocks-order',
    'DELETE /api/operator/content-pages',
    'POST /api/virtual-wallet/:provider/launch',
    'GET /api/virtual-wallet/demo/:token',
    'POST /api/virtual-wallet/demo/:token/bet',
    'POST /api/virtual-wallet/demo/:token/settle',
    'POST /api/operator/session_init_tokens',
    'POST /api/platform/session_init',
    'GET /api/sportsbook/v2/watchersio/userid',
  ])
    expect(urls).toContain(expected);
  // the bonus routes are fuzzed with a real bonus of the signed-in player (demo WELCOME10)
  expect(fixture.bonusId).toMatch(/^ub_/);
  // the virtual wallet's provider routes are fuzzed past the token with a real launch
  expect(fixture.launchToken).toMatch(/^[\w-]{32}$/);
});

test('no bad input answers 5xx and every 4xx is {code, message, details?}', async () => {
  const gateHeaders = (route: FuzzRoute): Record<string, string> =>
    route.url.startsWith('/push/api')
      ? { 'x-api-key': TEST_PUSH.apiKey }
      : route.url.startsWith('/api/operator')
        ? { authorization: `Bearer ${OPERATOR_KEY}` }
        : {};
  await fuzzRoutes(routes, send, fixture, { seed, gateHeaders }, report);
  console.log(
    `fuzz (inject): ${report.sent} requests over ${report.routes.size} routes, answers ${JSON.stringify(report.statuses)}`,
  );
  if (report.failures.length > 0) console.log(describeFailures(report, seed));
  expect(report.failures.length, describeFailures(report, seed)).toBe(0);
  expect(report.sent).toBeGreaterThanOrEqual(5_000);
  // every route was reached, anonymous or signed in
  for (const route of fuzzableRoutes(routes))
    expect(report.routes).toContain(`${route.method} ${route.url}`);
}, 300_000);

describe('errors raised before any route runs answer {code, message}', () => {
  const V2 = '/api/sportsbook/v2';
  test.each([
    ['an unknown route', 'GET', '/nothing', undefined, undefined, 404, 'not_found'],
    [
      'a method the path does not serve',
      'DELETE',
      `${V2}/sports`,
      undefined,
      undefined,
      404,
      'not_found',
    ],
    [
      'a URL that does not decode',
      'GET',
      `${V2}/matches/%E0%A4%A`,
      undefined,
      undefined,
      400,
      'invalid_url',
    ],
    [
      'a path segment over the limit',
      'GET',
      `${V2}/matches/${'9'.repeat(200)}`,
      undefined,
      undefined,
      414,
      'uri_too_long',
    ],
    [
      'invalid JSON',
      'POST',
      `${V2}/counters`,
      'application/json',
      '{"locale":',
      400,
      'invalid_json',
    ],
    [
      'an unsupported content type',
      'POST',
      `${V2}/counters`,
      'application/xml',
      '<a/>',
      415,
      'unsupported_media_type',
    ],
    [
      'a body over the limit',
      'POST',
      `${V2}/counters`,
      'application/json',
      `{"x":"${'x'.repeat(300_000)}"}`,
      413,
      'payload_too_large',
    ],
    [
      'a NUL in a query value',
      'GET',
      `${V2}/search?q=abc%00`,
      undefined,
      undefined,
      400,
      'invalid_request',
    ],
  ])('%s', async (_, method, url, type, payload, status, code) => {
    const res = await server.app.inject({
      method: method as 'GET',
      url,
      ...(type ? { headers: { 'content-type': type } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.json<object>()).sort()).toEqual(
      code === 'invalid_request' ? ['code', 'details', 'message'] : ['code', 'message'],
    );
    expect(res.json()).toMatchObject({ code });
  });

  test("errors of plugins and of writing the answer are {code, message}, never Fastify's body", async () => {
    const probe = await buildApp({ database: server.database });
    await probe.register(rateLimit, { global: false });
    probe.get('/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => 'ok');
    probe.get('/bad-header', (_request, reply) => reply.redirect('/\n/x', 303));
    probe.get('/plugin-error', () => {
      throw Object.assign(new Error('Bad cookie'), { statusCode: 400, code: 'FST_COOKIE_X' });
    });
    await probe.ready();
    try {
      expect((await probe.inject({ url: '/limited' })).statusCode).toBe(200);
      const limited = await probe.inject({ url: '/limited' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 'rate_limited',
        message: expect.any(String) as string,
      });
      const badHeader = await probe.inject({ url: '/bad-header' });
      expect(badHeader.statusCode).toBe(500);
      expect(badHeader.json()).toEqual({
        code: 'internal_error',
        message: 'Something went wrong on our side',
      });
      const failed = await probe.inject({ url: '/plugin-error' });
      expect(failed.statusCode).toBe(400);
      expect(failed.json()).toEqual({ code: 'bad_request', message: 'Bad cookie' });
    } finally {
      await probe.close();
    }
  });

  test('requests the HTTP parser refuses answer JSON {code, message} on the socket', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const [request, status, code] of [
      [
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        'headers_too_large',
      ],
      ['NOT HTTP AT ALL\r\n\r\n', 400, 'bad_request'],
      ['GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400, 'bad_request'],
    ] as const) {
      const answer = await raw(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(JSON.parse(body)).toEqual({ code, message: expect.any(String) as string });
    }
  });
});
