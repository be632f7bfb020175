import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { forwardedRequestHeaders } from './forward';
import { PEER_HEADER, readForwarded, STAMPED_PEER } from './forwarded';
import { trustedProxies } from './trusted-proxies';

const stamp = (on: boolean) => {
  const global = globalThis as Record<symbol, unknown>;
  if (on) global[STAMPED_PEER] = PEER_HEADER;
  else delete global[STAMPED_PEER];
};

/** Headers as a route handler sees them: the launcher's peer stamp, Next's and the client's. */
const incoming = (peer: string | null, headers: Record<string, string> = {}) =>
  new Headers({ host: 'bet.example', ...(peer ? { [PEER_HEADER]: peer } : {}), ...headers });

const none = trustedProxies([]);
const lb = trustedProxies(['10.0.0.0/8']);

describe('readForwarded (launcher active)', () => {
  beforeEach(() => stamp(true));
  afterEach(() => stamp(false));

  test('an untrusted peer is the client, whatever it claims', () => {
    const claims = {
      'x-forwarded-for': '198.51.100.7, 10.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-country': 'DE',
    };
    expect(readForwarded(incoming('203.0.113.5', claims), none)).toEqual({
      clientAddress: '203.0.113.5',
      proto: 'http',
      host: 'bet.example',
      country: null,
    });
  });

  test('a trusted proxy: the rightmost untrusted hop is the client; its proto, host, country count', () => {
    const headers = incoming('10.0.0.2', {
      'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.9.9.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.bet.example',
      'x-country': 'de',
    });
    expect(readForwarded(headers, lb)).toEqual({
      clientAddress: '198.51.100.7',
      proto: 'https',
      host: 'www.bet.example',
      country: 'DE',
    });
  });

  test.each([
    ['no chain: the proxy itself', {}, '10.0.0.2'],
    ['all hops trusted: the leftmost', { 'x-forwarded-for': '10.1.1.1, 10.2.2.2' }, '10.1.1.1'],
    ['a garbage hop stops the walk', { 'x-forwarded-for': 'unknown, 10.2.2.2' }, '10.2.2.2'],
    ['an IPv4-mapped peer', { 'x-forwarded-for': '::ffff:198.51.100.9' }, '198.51.100.9'],
  ])('%s', (_, headers, client) => {
    expect(readForwarded(incoming('10.0.0.2', headers), lb).clientAddress).toBe(client);
  });

  test('bad proto, host or country values from a trusted proxy are not passed on', () => {
    const headers = incoming('10.0.0.2', {
      'x-forwarded-proto': 'javascript',
      'x-forwarded-host': 'a.example/path',
      'x-country': 'Germany',
    });
    expect(readForwarded(headers, lb)).toMatchObject({
      proto: 'http',
      host: 'bet.example',
      country: null,
    });
  });
});

test('without the launcher the peer header is not believed and no address is known', () => {
  const headers = incoming('198.51.100.7', { 'x-forwarded-for': '198.51.100.8' });
  expect(readForwarded(headers, trustedProxies(['0.0.0.0/0']))).toEqual({
    clientAddress: null,
    proto: 'http',
    host: 'bet.example',
    country: null,
  });
});

describe('forwardedRequestHeaders', () => {
  beforeEach(() => stamp(true));
  afterEach(() => stamp(false));

  test('drops every client-sent address header and sets the edge values', () => {
    const request = new Request('http://bet.example/api/platform/system', {
      headers: incoming('203.0.113.5', {
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-port': '443',
        'x-real-ip': '198.51.100.7',
        forwarded: 'for=198.51.100.7;proto=https',
        'x-country': 'DE',
        cookie: 'sportsbook_session=abc',
      }),
    });
    expect(Object.fromEntries(forwardedRequestHeaders(request, none))).toEqual({
      cookie: 'sportsbook_session=abc',
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-host': 'bet.example',
      'x-forwarded-proto': 'http',
    });
  });
});
