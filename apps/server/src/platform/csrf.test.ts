import type { FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { originAllowed } from './csrf';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

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
  ])('%s', (_, headers, allowed) => {
    expect(originAllowed(request(headers), ['https://partner.example'])).toBe(allowed);
  });
});
