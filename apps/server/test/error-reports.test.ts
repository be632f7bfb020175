import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorReportListSchema, parseDsn } from '@sportsbook/contract/error-reporting';
import { buildApp, type App } from '@/app';
import type { DatabaseHandle } from '@/db/client';
import { envelopeReporter } from '@/http/error-reporter';
import { MAX_ENVELOPE_BYTES } from '@/reporting/sink-routes';
import { openTestDatabase } from './helpers';

const KEY = 'sinkkey_0123456789';
const CAPACITY = 5;

let database: DatabaseHandle;
let app: App;

const envelope = (items: string[], header: object = { event_id: 'abc123' }) =>
  [JSON.stringify(header), ...items].join('\n');
const event = (message: string) => [
  JSON.stringify({ type: 'event' }),
  JSON.stringify({ message, level: 'error' }),
];

function ingest(
  body: string | Buffer,
  options: { key?: string; type?: string; project?: string } = {},
) {
  const key = options.key ?? KEY;
  return app.inject({
    method: 'POST',
    url: `/api/${options.project ?? '1'}/envelope/?sentry_key=${key}&sentry_version=7`,
    headers: { 'content-type': options.type ?? 'text/plain;charset=UTF-8' },
    payload: body,
  });
}

async function list(query = '') {
  const res = await app.inject({ method: 'GET', url: `/api/dev/error-reports${query}` });
  expect(res.statusCode).toBe(200);
  return errorReportListSchema.parse(res.json());
}

beforeAll(async () => {
  database = await openTestDatabase();
  const dsn = parseDsn(`http://${KEY}@127.0.0.1/7`);
  if (!dsn) throw new Error('bad test DSN');
  app = await buildApp({
    database,
    devApi: true,
    errorSink: { key: KEY, capacity: CAPACITY },
    // the server's own 5xx go to its own sink through inject, as a real DSN would receive them
    errorReporter: envelopeReporter({
      dsn,
      environment: 'hosted-test',
      release: 'sportsbook-server@test',
      fetch: async (url, init) => {
        const res = await app.inject({
          method: 'POST',
          url: (url as string).replace('http://127.0.0.1', ''),
          headers: init?.headers as Record<string, string>,
          payload: init?.body as string,
        });
        return new Response(res.body, { status: res.statusCode });
      },
    }),
  });
  app.get('/boom', () => {
    throw new Error('kaboom in a route');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error sink ingest (POST /api/{project}/envelope/)', () => {
  test('keeps the items of an envelope and lists them through the dev API', async () => {
    await app.inject({ method: 'DELETE', url: '/api/dev/error-reports' });
    const res = await ingest(envelope(event('first failure')));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'abc123' });
    const { reports } = await list('?type=event');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      project_id: '1',
      type: 'event',
      payload: { message: 'first failure' },
    });
  });

  test('reads items by their byte length, newlines in the payload included', async () => {
    await app.inject({ method: 'DELETE', url: '/api/dev/error-reports' });
    const payload = JSON.stringify({ message: 'ümlaut' }, null, 2);
    const body = envelope([
      JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
      payload,
      JSON.stringify({ type: 'client_report' }),
      JSON.stringify({ discarded_events: [] }),
    ]);
    expect((await ingest(body, { type: 'application/x-sentry-envelope' })).statusCode).toBe(200);
    const { reports } = await list();
    expect(reports.map((r) => [r.type, r.payload])).toEqual([
      ['event', { message: 'ümlaut' }],
      ['client_report', { discarded_events: [] }],
    ]);
  });

  test('the key may come from X-Sentry-Auth or the envelope DSN', async () => {
    const viaHeader = await app.inject({
      method: 'POST',
      url: '/api/1/envelope/',
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${KEY}, sentry_client=x/1`,
      },
      payload: envelope(event('via header')),
    });
    expect(viaHeader.statusCode).toBe(200);
    const viaDsn = await app.inject({
      method: 'POST',
      url: '/api/1/envelope/',
      headers: { 'content-type': 'text/plain' },
      payload: envelope(event('via dsn'), { dsn: `http://${KEY}@127.0.0.1:4000/1` }),
    });
    expect(viaDsn.statusCode).toBe(200);
  });

  test.each([
    ['a wrong key', () => ingest(envelope(event('x')), { key: 'wrong-key-0000' }), 401],
    ['no key at all', () => ingest(envelope(event('x')), { key: '' }), 401],
    ['a header that is not JSON', () => ingest('not json\n{}'), 400],
    ['an empty body', () => ingest(''), 400],
    ['an item without a type', () => ingest(envelope(['{}', '{}'])), 400],
    [
      'a length beyond the body',
      () => ingest(envelope([JSON.stringify({ type: 'event', length: 999 }), '{}'])),
      400,
    ],
    ['a project that is not a number', () => ingest(envelope(event('x')), { project: 'abc' }), 400],
    ['JSON content type', () => ingest(envelope(event('x')), { type: 'application/json' }), 400],
    ['an unknown content type', () => ingest(envelope(event('x')), { type: 'image/png' }), 415],
    [
      'a body over the limit',
      () => ingest(envelope(event('x'.repeat(MAX_ENVELOPE_BYTES + 10)))),
      413,
    ],
  ])('refuses %s with a 4xx and keeps nothing', async (_name, send, status) => {
    await app.inject({ method: 'DELETE', url: '/api/dev/error-reports' });
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toHaveProperty('code');
    expect((await list()).reports).toHaveLength(0);
  });

  test('keeps only the newest items and counts the dropped ones', async () => {
    await app.inject({ method: 'DELETE', url: '/api/dev/error-reports' });
    for (let i = 1; i <= CAPACITY + 3; i += 1) await ingest(envelope(event(`report ${i}`)));
    const { reports, dropped } = await list();
    expect(reports).toHaveLength(CAPACITY);
    expect(dropped).toBe(3);
    expect(reports.map((r) => (r.payload as { message: string }).message)).toEqual(
      [4, 5, 6, 7, 8].map((i) => `report ${i}`),
    );
  });
});

describe('the server reports its own failures', () => {
  test('a 5xx goes to the DSN with environment, release and the request', async () => {
    await app.inject({ method: 'DELETE', url: '/api/dev/error-reports' });
    const res = await app.inject({ method: 'GET', url: '/boom?x=1' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('kaboom');
    await expect.poll(async () => (await list('?type=event')).reports.length).toBe(1);
    const [report] = (await list('?type=event')).reports;
    expect(report?.project_id).toBe('7');
    expect(report?.payload).toMatchObject({
      environment: 'hosted-test',
      release: 'sportsbook-server@test',
      platform: 'node',
      request: { method: 'GET', url: '/boom?x=1' },
      exception: { values: [{ type: 'Error', value: 'kaboom in a route' }] },
    });
  });

  test('a 4xx is not reported', async () => {
    await app.inject({ method: 'DELETE', url: '/api/dev/error-reports' });
    expect((await app.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
    await ingest(envelope(event('marker')));
    // the marker arrived, and nothing before it
    expect((await list()).reports).toHaveLength(1);
  });
});

test('without the sink the ingest path is not mounted', async () => {
  const bare = await buildApp({ database, devApi: true });
  await bare.ready();
  try {
    const res = await bare.inject({
      method: 'POST',
      url: `/api/1/envelope/?sentry_key=${KEY}`,
      headers: { 'content-type': 'text/plain' },
      payload: envelope(event('x')),
    });
    expect(res.statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/api/dev/error-reports' })).statusCode).toBe(
      404,
    );
  } finally {
    await bare.close();
  }
});
