import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { originAllowed } from './origin-check';

// a real request object: the site's host comes from Fastify's trust-aware request.host
const app = Fastify({ trustProxy: (address: string) => address === '127.0.0.1' });
app.post('/check', async (request) => ({
  allowed: originAllowed(request, ['https://partner.example']),
}));
beforeAll(() => app.ready());
afterAll(() => app.close());

const allowed = async (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  (await app.inject({ method: 'POST', url: '/check', headers, remoteAddress })).json<{
    allowed: boolean;
  }>().allowed;

describe('originAllowed', () => {
  test.each([
    ['no Origin (not a cross-site browser call)', { host: 'a.example' }, true],
    ['the same host', { origin: 'https://a.example', host: 'a.example' }, true],
    [
      'the same host with a port',
      { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      true,
    ],
    [
      'the proxy host',
      { origin: 'https://bet.example', host: '127.0.0.1:4000', 'x-forwarded-host': 'bet.example' },
      true,
    ],
    ['a foreign host', { origin: 'https://evil.example', host: 'a.example' }, false],
    ['another port', { origin: 'http://a.example:8080', host: 'a.example' }, false],
    ['a null origin', { origin: 'null', host: 'a.example' }, false],
    ['a configured origin', { origin: 'https://partner.example', host: 'a.example' }, true],
  ])('%s', async (_, headers, expected) => {
    expect(await allowed(headers)).toBe(expected);
  });

  test('X-Forwarded-Host counts only from a trusted proxy', async () => {
    const headers = {
      origin: 'https://evil.example',
      host: 'bet.example',
      'x-forwarded-host': 'evil.example',
    };
    expect(await allowed(headers, '203.0.113.9')).toBe(false);
    expect(await allowed({ ...headers, origin: 'https://bet.example' }, '203.0.113.9')).toBe(true);
  });
});
