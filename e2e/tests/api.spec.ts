import { expect, test } from '@playwright/test';

// The backend as a client sees it, straight and through the web's same-origin proxy.
const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';

test.describe('API through the web proxy', () => {
  test('GET /api/sportsbook/v2/sports through the web equals the server answer', async ({
    request,
  }) => {
    const direct = await request.get(`${apiUrl}/api/sportsbook/v2/sports`);
    const proxied = await request.get('/api/sportsbook/v2/sports');
    expect(direct.status()).toBe(200);
    expect(proxied.status()).toBe(200);
    expect(await proxied.json()).toEqual(await direct.json());
  });

  test('a malformed query answers 400 with a code and a message through the proxy', async ({
    request,
  }) => {
    const res = await request.get('/api/sportsbook/v2/sports?limit=5000');
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('invalid_request');
    expect(body.message).toContain('limit');
  });

  test('answers are compressed for a client that accepts it, plain for one that does not', async ({
    request,
  }) => {
    const path = '/api/sportsbook/v2/matches?limit=50';
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.status()).toBe(200);
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(gzip.headers().vary).toContain('Accept-Encoding');
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    // the same answer either way (the match list may move between the calls: compare its shape)
    const [a, b] = [
      (await gzip.json()) as { data: unknown[] },
      (await plain.json()) as { data: unknown[] },
    ];
    expect(a.data.length).toBeGreaterThan(0);
    expect(a.data.length).toBe(b.data.length);
  });

  test('an unknown API route answers 404 JSON', async ({ request }) => {
    const res = await request.get('/api/sportsbook/v2/no-such-call');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});
