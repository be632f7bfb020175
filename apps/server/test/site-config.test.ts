import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { siteConfigResponseSchema } from '@sportsbook/contract/site-config';
import { API_PREFIX } from '@/app';
import { loadSiteConfigSeed } from '@/sportsbook/site-config/store';
import { startTestServer, type TestServer } from './helpers';

const KEY = 'site-config-test-key-0123456789abcdef';
const OP = `${API_PREFIX.operator}/site-config`;
const PUBLIC = `${API_PREFIX.sportsbookV2}/site_config`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ operatorApiKey: KEY, site: 'demo' });
});
afterAll(() => server.close());

const operator = (method: 'GET' | 'PUT' | 'PATCH', payload?: unknown) =>
  server.app.inject({
    method,
    url: OP,
    headers: { authorization: `Bearer ${KEY}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const publicConfig = async () => {
  const res = await server.app.inject({ method: 'GET', url: PUBLIC });
  expect(res.statusCode).toBe(200);
  return { res, body: siteConfigResponseSchema.parse(res.json()) };
};

describe('site configuration (spec §3)', () => {
  test('the seed serves in one public call with a short max-age', async () => {
    const { res, body } = await publicConfig();
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    expect(body.data.locales).toEqual({
      enabled: ['en', 'de', 'pt-BR', 'ar'],
      default: 'en',
      force_prefix: false,
    });
    expect(body.data.footer.menu.map((item) => item.href)).toContain('/terms-and-conditions');
    expect(body.data.user_group_checker).toBeNull();
  });

  test('the operator API needs the key', async () => {
    const res = await server.app.inject({ method: 'GET', url: OP });
    expect(res.statusCode).toBe(401);
  });

  test('PATCH merges, PUT replaces; each raises the version', async () => {
    const before = siteConfigResponseSchema.parse((await operator('GET')).json());
    const patched = await operator('PATCH', {
      theme: { colours: { primary: '#ff0066' } },
      logo: { url: '/brand/logo.svg', alt: 'Demo' },
    });
    expect(patched.statusCode).toBe(200);
    const after = siteConfigResponseSchema.parse(patched.json());
    expect(after.version).toBe(before.version + 1);
    expect(after.data.theme).toEqual({ default: 'dark', colours: { primary: '#ff0066' } });
    expect(after.data.logo?.url).toBe('/brand/logo.svg');
    expect((await publicConfig()).body.data.theme.colours.primary).toBe('#ff0066');

    const put = await operator('PUT', before.data);
    expect(put.statusCode).toBe(200);
    expect(siteConfigResponseSchema.parse(put.json())).toMatchObject({
      version: before.version + 2,
      data: before.data,
    });
  });

  test.each([
    [
      'an invalid colour',
      { theme: { colours: { primary: 'red;}body{' } } },
      'theme.colours.primary',
    ],
    ['an unknown key', { colour: '#fff' }, 'colour'],
    ['an unknown brand colour', { theme: { colours: { danger: '#fff' } } }, 'theme.colours.danger'],
    ['a javascript: link', { logo: { url: 'javascript:alert(1)', alt: 'x' } }, 'logo.url'],
    ['a protocol-relative link', { favicon_url: '//evil.example/x.ico' }, 'favicon_url'],
    [
      'a default locale not enabled',
      { locales: { enabled: ['en'], default: 'de' } },
      'locales.default',
    ],
    ['an unsupported locale', { locales: { enabled: ['en', 'fr'] } }, 'locales.enabled.1'],
  ])('%s answers 422 with the field path; the last good one stays', async (_name, patch, field) => {
    const before = (await publicConfig()).body;
    const res = await operator('PATCH', patch);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ code: string; errors: Record<string, unknown[]> }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toContain(field);
    expect((await publicConfig()).body).toEqual(before);
  });

  test('a __proto__ key is refused before the merge (Fastify parses JSON safely)', async () => {
    const before = (await publicConfig()).body;
    const res = await operator('PATCH', JSON.parse('{"__proto__": {"indexing": false}}'));
    expect(res.statusCode).toBe(400);
    expect((await publicConfig()).body).toEqual(before);
  });

  test('PUT of a partial configuration names the missing fields', async () => {
    const res = await operator('PUT', { indexing: false });
    expect(res.statusCode).toBe(422);
    const paths = Object.keys(res.json<{ errors: Record<string, unknown[]> }>().errors);
    expect(paths).toContain('theme');
    expect(paths).toContain('footer');
  });

  test('a bad seed file stops the start with every problem listed', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-config-'));
    const file = path.join(dir, 'site-config.json');
    writeFileSync(file, JSON.stringify({ ...loadSiteConfigSeed(), indexing: 'yes', extra: 1 }));
    expect(() => loadSiteConfigSeed(file)).toThrow(/indexing: .*\n.*extra: unknown key/s);
    writeFileSync(file, '{');
    expect(() => loadSiteConfigSeed(file)).toThrow(/is not JSON/);
  });
});
