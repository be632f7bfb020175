import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '@sportsbook/contract/common';
import { forward, targetUrl } from './forward';
import { PEER_HEADER, STAMPED_PEER } from './forwarded';
import { trustedProxies } from './trusted-proxies';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let seen: Seen | undefined;

beforeAll(async () => {
  // as under apps/web/server.mjs, which stamps each request with its socket's peer address
  (globalThis as Record<symbol, unknown>)[STAMPED_PEER] = PEER_HEADER;
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      if (req.url?.startsWith('/api/sportsbook/v2/cookies')) {
        res.setHeader('Set-Cookie', [
          'session=abc; Path=/; HttpOnly; Expires=Wed, 21 Oct 2037 07:28:00 GMT',
          'device_id=d1; Path=/; Max-Age=630720000',
        ]);
        res.writeHead(201, { 'Content-Type': 'application/json', Connection: 'close' });
        res.end('{"ok":true}');
      } else if (req.url?.startsWith('/api/sportsbook/v2/empty')) {
        res.writeHead(204);
        res.end();
      } else if (req.url?.startsWith('/api/sportsbook/v2/gzip')) {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
        res.end(gzipSync('{"compressed":true}'));
      } else if (req.url?.startsWith('/api/sportsbook/v2/missing')) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end('{"code":"not_found","message":"No such match"}');
      } else {
        res.writeHead(200, { 'Content-Type': 'application/json', 'X-Upstream': 'yes' });
        res.end('{"echo":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[STAMPED_PEER];
  await new Promise((resolve) => server.close(resolve));
});

const options = () => ({
  prefix: '/api/sportsbook',
  target: `${origin}/api/sportsbook`,
  name: 'sportsbook',
});

describe('targetUrl', () => {
  it.each([
    [
      'http://web/api/sportsbook/v2/sports?locale=de',
      'http://b:4000/api/sportsbook/v2/sports?locale=de',
    ],
    ['http://web/api/sportsbook/v3/bets', 'http://b:4000/api/sportsbook/v3/bets'],
    [
      'http://web/api/sportsbook/v2/search?q=a%20b',
      'http://b:4000/api/sportsbook/v2/search?q=a%20b',
    ],
    ['http://web/api/sportsbook/%2e%2e/%2e%2e/push/api', null],
    ['http://web/api/sportsbook/v2/%2E%2E/%2E%2E/%2E%2E/health', null],
    ['http://web/api/platform/player', null],
  ])('%s -> %s', (incoming, expected) => {
    expect(
      targetUrl(incoming, '/api/sportsbook', 'http://b:4000/api/sportsbook')?.href ?? null,
    ).toBe(expected);
  });
});

describe('forward', () => {
  it('forwards method, path, query, body and end-to-end headers', async () => {
    const request = new Request('http://web.test/api/sportsbook/v3/bets?quick=1', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'session=abc',
        'x-sportsbook-app': 'web',
        connection: 'keep-alive, x-secret-hop',
        'x-secret-hop': 'drop me',
        'keep-alive': 'timeout=5',
        'proxy-authorization': 'Basic x',
        [PEER_HEADER]: '203.0.113.7',
        'x-forwarded-for': '198.51.100.1',
      },
      body: '{"bets":[]}',
    });
    const response = await forward(request, options());
    expect(response.status).toBe(200);
    expect(response.headers.get('x-upstream')).toBe('yes');
    await expect(response.json()).resolves.toEqual({ echo: true });
    expect(seen).toMatchObject({
      method: 'POST',
      url: '/api/sportsbook/v3/bets?quick=1',
      body: '{"bets":[]}',
    });
    expect(seen?.headers).toMatchObject({
      'content-type': 'application/json',
      cookie: 'session=abc',
      'x-sportsbook-app': 'web',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'web.test',
      'x-forwarded-proto': 'http',
      host: new URL(origin).host,
    });
    expect(seen?.headers).not.toHaveProperty('x-secret-hop');
    expect(seen?.headers).not.toHaveProperty('proxy-authorization');
    expect(seen?.headers).not.toHaveProperty('keep-alive');
  });

  it.each([
    ['with its length', { 'content-length': String(MAX_REQUEST_BODY_BYTES + 1) }],
    ['without a length', {}],
  ])(
    'answers 413 payload_too_large to a body over the backend limit %s, unsent',
    async (_, headers) => {
      seen = undefined;
      const request = new Request('http://web.test/api/sportsbook/v2/bonuses', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: `{"x":"${'x'.repeat(MAX_REQUEST_BODY_BYTES)}"}`,
      });
      const response = await forward(request, options());
      expect(response.status).toBe(413);
      await expect(response.json()).resolves.toMatchObject({ code: 'payload_too_large' });
      expect(seen).toBeUndefined();
    },
  );

  it('a client rotating X-Forwarded-For reaches the backend as its one socket address', async () => {
    const seenFor = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '1.1.1.1, 198.51.100.3']) {
      const headers = { [PEER_HEADER]: '203.0.113.7', 'x-forwarded-for': forged };
      await forward(new Request('http://web.test/api/sportsbook/v3/bets/share-code', { headers }), {
        ...options(),
        trustedProxies: trustedProxies(['loopback']),
      });
      seenFor.push(seen?.headers['x-forwarded-for']);
    }
    expect(seenFor).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);
  });

  it('a client X-Country, X-Forwarded-Proto and -Host are not forwarded', async () => {
    const headers = {
      [PEER_HEADER]: '203.0.113.7',
      'x-country': 'DE',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    };
    await forward(new Request('http://web.test/api/sportsbook/v2/system', { headers }), options());
    expect(seen?.headers).not.toHaveProperty('x-country');
    expect(seen?.headers).toMatchObject({
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'web.test',
    });
  });

  it('a trusted upstream proxy names the client, its country, scheme and host', async () => {
    const headers = {
      [PEER_HEADER]: '10.0.0.2',
      'x-forwarded-for': '198.51.100.1, 10.0.0.9',
      'x-country': 'PT',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'bet.example',
    };
    await forward(new Request('http://web.test/api/sportsbook/v2/system', { headers }), {
      ...options(),
      trustedProxies: trustedProxies(['10.0.0.0/8']),
    });
    expect(seen?.headers).toMatchObject({
      'x-forwarded-for': '198.51.100.1',
      'x-country': 'PT',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'bet.example',
    });
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('forwards %s', async (method) => {
    const body = method === 'GET' ? undefined : '{"x":1}';
    await forward(
      new Request('http://web.test/api/sportsbook/v2/any', { method, body }),
      options(),
    );
    expect(seen?.method).toBe(method);
    expect(seen?.body).toBe(body ?? '');
  });

  it('returns every Set-Cookie and the status, without hop-by-hop headers', async () => {
    const response = await forward(
      new Request('http://web.test/api/sportsbook/v2/cookies', { method: 'POST' }),
      options(),
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual([
      'session=abc; Path=/; HttpOnly; Expires=Wed, 21 Oct 2037 07:28:00 GMT',
      'device_id=d1; Path=/; Max-Age=630720000',
    ]);
    expect(response.headers.get('connection')).toBeNull();
  });

  it('passes error statuses and their JSON body through', async () => {
    const response = await forward(
      new Request('http://web.test/api/sportsbook/v2/missing'),
      options(),
    );
    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toEqual({ code: 'not_found', message: 'No such match' });
  });

  it('answers 204 without a body', async () => {
    const response = await forward(
      new Request('http://web.test/api/sportsbook/v2/empty', { method: 'DELETE' }),
      options(),
    );
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('drops the encoding of a body fetch has already decoded', async () => {
    const response = await forward(
      new Request('http://web.test/api/sportsbook/v2/gzip'),
      options(),
    );
    expect(response.headers.get('content-encoding')).toBeNull();
    await expect(response.json()).resolves.toEqual({ compressed: true });
  });

  it('refuses a path that escapes the backend base path', async () => {
    const response = await forward(
      new Request('http://web.test/api/sportsbook/%2e%2e/%2e%2e/health'),
      options(),
    );
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({ code: 'bad_request' });
  });

  it('answers 502 bad_gateway when the backend is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await forward(new Request('http://web.test/api/platform/player'), {
      prefix: '/api/platform',
      target: `http://127.0.0.1:${port}/api/platform`,
      name: 'platform',
    });
    log.mockRestore();
    expect(response.status).toBe(502);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('bad_gateway');
    expect(body.message).not.toContain(String(port));
  });

  it('answers 504 gateway_timeout when the backend is too slow', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
        }),
    );
    const response = await forward(new Request('http://web.test/api/sportsbook/v2/sports'), {
      ...options(),
      timeoutMs: 20,
      fetchImpl: hanging,
    });
    expect(response.status).toBe(504);
    await expect(response.json()).resolves.toMatchObject({ code: 'gateway_timeout' });
  });
});
