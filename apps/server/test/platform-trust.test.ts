import { apiErrorSchema } from '@sportsbook/contract/common';
import { systemSchema } from '@sportsbook/contract/platform';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { App } from '@/app';
import type { SiteConfig } from '@/http/config';
import { patchSiteConfig } from './helpers';
import {
  P,
  PASSWORD,
  startPlatformServer,
  uniqueEmail,
  type PlatformTestServer,
} from './platform-helpers';

const OPERATOR_KEY = 'trust-test-operator-key-0123456789abcdef';
let server: PlatformTestServer;
const siblings: App[] = [];

beforeAll(async () => {
  server = await startPlatformServer();
});
afterAll(async () => {
  await Promise.all(siblings.map((app) => app.close()));
  await server.close();
});
beforeEach(() => server.reset());

/** Another app on the same database with other trust settings. */
async function appWith(
  platform: Partial<SiteConfig>,
  extra?: Parameters<PlatformTestServer['sibling']>[1],
): Promise<App> {
  const { app } = await server.sibling(platform, extra);
  siblings.push(app);
  return app;
}

/** A request as it reaches the server's socket from `from` (the default: the web beside it). */
function send(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  { from = '127.0.0.1', headers = {}, payload }: Options = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    remoteAddress: from,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}
interface Options {
  from?: string;
  headers?: Record<string, string>;
  payload?: Record<string, unknown>;
}

/** A password-reset request for a new email each time: only the per-address budget (10) is spent. */
const resetPassword = (app: App, options: Options) =>
  send(app, 'POST', `${P}/users/password`, { ...options, payload: { email: uniqueEmail() } });
const signUp = (app: App, options: Options = {}) =>
  send(app, 'POST', `${P}/users`, {
    ...options,
    payload: {
      email: uniqueEmail(),
      password: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      terms_accepted: true,
    },
  });
const system = async (app: App, options: Options = {}) =>
  systemSchema.parse((await send(app, 'GET', `${P}/system`, options)).json());
const setCookie = (res: LightMyRequestResponse) => String(res.headers['set-cookie']);

describe('forwarded client addresses', () => {
  test('a rotated X-Forwarded-For from an untrusted peer does not get a fresh budget', async () => {
    const answers = [];
    for (let i = 0; i < 15; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i}` };
      answers.push((await resetPassword(server.app, { from: '203.0.113.5', headers })).statusCode);
    }
    expect(answers).toEqual([...Array<number>(10).fill(202), ...Array<number>(5).fill(429)]);
  });

  test('TRUSTED_PROXIES: a listed proxy names each client; a forged hop before it does not count', async () => {
    const app = await appWith({ trustedProxies: ['10.0.0.0/8'] });
    const viaProxy = (forwardedFor: string, from = '10.1.2.3') =>
      resetPassword(app, { from, headers: { 'x-forwarded-for': forwardedFor } });
    for (let i = 0; i < 10; i++) {
      expect((await viaProxy(`1.2.3.${i}, 198.51.100.7`)).statusCode).toBe(202);
    }
    expect((await viaProxy('9.9.9.9, 198.51.100.7')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.8')).statusCode).toBe(202);
    // loopback is no longer trusted once the list says otherwise: its forwarded address is ignored
    for (let i = 0; i < 10; i++) {
      expect((await viaProxy(`198.51.100.${20 + i}`, '127.0.0.1')).statusCode).toBe(202);
    }
    expect((await viaProxy('198.51.100.99', '127.0.0.1')).statusCode).toBe(429);
  });
});

describe('caller country', () => {
  test('X-Country from an untrusted peer is not believed', async () => {
    const direct = await system(server.app, {
      from: '203.0.113.5',
      headers: { 'x-country': 'KP' },
    });
    expect(direct).toMatchObject({ user_country: null, country_blocked: false });
    const blockedByProxy = await system(server.app, { headers: { 'x-country': 'KP' } });
    expect(blockedByProxy).toMatchObject({ user_country: 'KP', country_blocked: true });
    const res = await signUp(server.app, { from: '203.0.113.5', headers: { 'x-country': 'DE' } });
    expect(res.statusCode).toBe(201);
  });

  test('unknown country with blockUnknownCountry: refused while countries are blocked', async () => {
    const app = await appWith({ blockUnknownCountry: true });
    expect(await system(app)).toMatchObject({ user_country: null, country_blocked: true });
    const refused = await signUp(app, { from: '203.0.113.5', headers: { 'x-country': 'DE' } });
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).code).toBe('country_blocked');
    // a trusted proxy that names the country, or a default country, lets the caller in
    expect((await signUp(app, { headers: { 'x-country': 'DE' } })).statusCode).toBe(201);
    const withDefault = await appWith({ blockUnknownCountry: true, defaultCountry: 'DE' });
    expect(await system(withDefault)).toMatchObject({ user_country: 'DE', country_blocked: false });
    // nothing is blocked (the site configuration's blocked_countries): nothing to enforce
    const open = await appWith({ blockUnknownCountry: true }, { operatorApiKey: OPERATOR_KEY });
    const restore = await patchSiteConfig(open, OPERATOR_KEY, { blocked_countries: [] });
    try {
      expect((await system(open)).country_blocked).toBe(false);
    } finally {
      await restore();
    }
  });
});

describe('Secure session cookie', () => {
  const https = { 'x-forwarded-proto': 'https' };

  test('a client X-Forwarded-Proto does not set Secure; a trusted proxy does', async () => {
    expect(
      setCookie(await signUp(server.app, { from: '203.0.113.5', headers: https })),
    ).not.toContain('Secure');
    expect(setCookie(await signUp(server.app, { headers: https }))).toContain('; Secure');
  });

  test('cookieSecure true, or an https public URL, sets Secure over plain http', async () => {
    const forced = await appWith({ cookieSecure: true });
    expect(setCookie(await signUp(forced))).toContain('; Secure');
    const httpsSite = await appWith({ webPublicUrl: 'https://bet.example.com' });
    expect(setCookie(await signUp(httpsSite))).toContain('; Secure');
  });

  test('cookieSecure false never sets it, whatever the proxy says', async () => {
    const off = await appWith({ cookieSecure: false });
    expect(setCookie(await signUp(off, { headers: https }))).not.toContain('Secure');
  });

  test('a call from a frame on another site gets SameSite=None and Partitioned, where Secure', async () => {
    const framed = { ...https, 'x-sportsbook-frame': '1' };
    const cookie = setCookie(await signUp(server.app, { headers: framed }));
    expect(cookie).toContain('SameSite=None');
    expect(cookie).toContain('; Partitioned');
    expect(cookie).toContain('; Secure');
    // top-level calls keep Lax; over plain http None is impossible (browsers drop it): Lax too
    expect(setCookie(await signUp(server.app, { headers: https }))).toContain('SameSite=Lax');
    const plain = setCookie(await signUp(server.app, { headers: { 'x-sportsbook-frame': '1' } }));
    expect(plain).toContain('SameSite=Lax');
    expect(plain).not.toContain('Partitioned');
  });
});
