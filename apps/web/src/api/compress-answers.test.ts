import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// the module server.mjs runs (plain JavaScript next to it, outside the TypeScript sources)
const { compressAnswers, pickEncoding, isCompressible, MIN_COMPRESS_BYTES } = (await import(
  path.join(import.meta.dirname, '..', '..', 'compress-answers.mjs')
)) as {
  compressAnswers: (req: IncomingMessage, res: ServerResponse) => void;
  pickEncoding: (header: string | undefined) => 'br' | 'gzip' | null;
  isCompressible: (type: string | undefined) => boolean;
  MIN_COMPRESS_BYTES: number;
};

const BIG = JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, name: `match ${id}` })));
const SMALL = '{"ok":true}';

let server: ReturnType<typeof createServer>;
let port: number;

beforeAll(async () => {
  // answers written as Next writes a route handler's: headers set, flushed, body in chunks
  server = createServer((req, res) => {
    compressAnswers(req, res);
    const url = req.url ?? '';
    res.statusCode = 200;
    if (url === '/events') {
      res.setHeader('content-type', 'text/event-stream');
      res.flushHeaders();
      res.write(`data: ${'x'.repeat(2000)}\n\n`);
      res.end();
      return;
    }
    res.setHeader('content-type', url === '/image' ? 'image/png' : 'application/json');
    res.appendHeader('set-cookie', 'a=1; Path=/');
    res.appendHeader('set-cookie', 'b=2; Path=/');
    res.flushHeaders();
    const body = url === '/small' ? SMALL : BIG;
    res.write(body.slice(0, 100));
    res.write(Buffer.from(body.slice(100, 1500)));
    res.end(body.slice(1500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** One raw request: headers as sent, body undecoded. */
function get(pathname: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ headers: IncomingMessage['headers']; body: Buffer; status: number }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: pathname,
          method,
          headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              headers: res.headers,
              body: Buffer.concat(chunks),
              status: res.statusCode ?? 0,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('pickEncoding and isCompressible', () => {
  it('prefer br, then gzip, honour q=0, and take JSON and text but not event streams', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('application/problem+json')).toBe(true);
    expect(isCompressible('text/event-stream')).toBe(false);
    expect(isCompressible('image/png')).toBe(false);
  });
});

describe('compressAnswers (issue 18: API answers through the web are compressed)', () => {
  it('answers br to a browser that accepts it, with Vary, cookies and no stale length', async () => {
    const res = await get('/api', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.body.length).toBeLessThan(BIG.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(BIG);
  });

  it('answers gzip when only gzip is accepted', async () => {
    const res = await get('/api', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(BIG);
  });

  it('sends a small body, or one to a client without a coding, as it is (with Vary)', async () => {
    expect(SMALL.length).toBeLessThan(MIN_COMPRESS_BYTES);
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toContain('Accept-Encoding');
    expect(small.body.toString()).toBe(SMALL);
    const plain = await get('/api');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG);
  });

  it('passes event streams, binary types and HEAD answers through untouched', async () => {
    const events = await get('/events', 'br');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.toString()).toBe(`data: ${'x'.repeat(2000)}\n\n`);
    const image = await get('/image', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.toString()).toBe(BIG);
    const head = await get('/api', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
