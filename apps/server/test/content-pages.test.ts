import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { contentPageResponseSchema } from '@sportsbook/contract/content';
import { API_PREFIX } from '@/app';
import { seedDemoContent } from '@/db/seed-content';
import { call, signUp, startPlatformServer, type PlatformTestServer } from './platform-helpers';

const KEY = 'operator-test-key-0123456789';
const OP = `${API_PREFIX.operator}/content-pages`;
const PUBLIC = `${API_PREFIX.sportsbookV2}/content_pages`;
const auth = { authorization: `Bearer ${KEY}` };

let server: PlatformTestServer;
const app = () => server.app;

beforeAll(async () => {
  server = await startPlatformServer({ operatorApiKey: KEY, site: 'demo' });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.reset();
  await server.database.db.execute('truncate table content_pages restart identity');
  await seedDemoContent(server.database.db, 'demo');
});

const put = (payload: unknown) => call(app(), 'PUT', OP, { payload, headers: auth });
const read = async (path: string, locale = 'en', cookie?: string) => {
  const res = await call(
    app(),
    'GET',
    `${PUBLIC}?path=${encodeURIComponent(path)}&locale=${locale}`,
    {
      cookie: cookie ?? null,
    },
  );
  return res;
};
const blockIds = async (path: string, cookie?: string) =>
  contentPageResponseSchema
    .parse((await read(path, 'en', cookie)).json())
    .data.blocks.map((b) => b.id);

const page = (blocks: unknown[], path = '/promo-week') => ({
  path,
  translations: { en: { title: 'Promo week' } },
  seo: { en: { title: 'Promo week', description: 'All offers' } },
  blocks,
});

describe('content pages: public read', () => {
  test.each(['/about', '/general-rules', '/terms-and-conditions', '/help-center'])(
    '%s is seeded with text in every web locale',
    async (path) => {
      for (const locale of ['en', 'de', 'pt-BR', 'ar']) {
        const res = await read(path, locale);
        expect(res.statusCode, res.body).toBe(200);
        const { data } = contentPageResponseSchema.parse(res.json());
        expect(data.translations[locale]?.title).toBeTruthy();
        const [body] = data.blocks;
        expect(body?.kind === 'text' && body.html[locale]?.length).toBeGreaterThan(800);
      }
    },
  );

  test('the home page holds today composition; an unknown path is 404', async () => {
    expect(await blockIds('/')).toEqual([
      'top-events',
      'in-play',
      'top-leagues',
      'upcoming',
      'sports',
      'results',
    ]);
    const missing = await read('/no-such-page', 'de');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  test('audience and player groups decide per request (spec §2, §6)', async () => {
    const created = await put(
      page([
        { id: 'all', kind: 'label', text: { en: 'Everyone' } },
        { id: 'in', kind: 'label', text: { en: 'Players' }, audience: 'LOGGED_IN' },
        { id: 'out', kind: 'label', text: { en: 'Visitors' }, audience: 'NOT_LOGGED_IN' },
        { id: 'no-regular', kind: 'promocode', hidden_for_player_groups: ['regular'] },
        { id: 'no-vip', kind: 'bonuses', hidden_for_player_groups: ['vip'] },
      ]),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(await blockIds('/promo-week')).toEqual(['all', 'out', 'no-regular', 'no-vip']);
    const { cookie } = await signUp(app());
    expect(await blockIds('/promo-week', cookie)).toEqual(['all', 'in', 'no-vip']);
  });

  test('a locale page wins over the every-locale page of its path', async () => {
    await put({ ...page([{ id: 'a', kind: 'speed_dial' }]), locale: 'de' });
    await put(page([{ id: 'b', kind: 'favorites' }]));
    const de = contentPageResponseSchema.parse((await read('/promo-week', 'de')).json());
    expect(de.data.blocks.map((b) => b.id)).toEqual(['a']);
    expect(await blockIds('/promo-week')).toEqual(['b']);
  });
});

describe('content pages: operator API', () => {
  test('the key is required', async () => {
    const res = await call(app(), 'GET', OP, { headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
  });

  test('list, get, replace and delete a page', async () => {
    const list = await call(app(), 'GET', OP, { headers: auth });
    expect(list.json<{ data: { path: string }[] }>().data.map((p) => p.path)).toEqual([
      '/',
      '/about',
      '/general-rules',
      '/help-center',
      '/terms-and-conditions',
    ]);
    expect(
      (await put(page([{ id: 'x', kind: 'iframe', src: 'https://example.com/w' }]))).statusCode,
    ).toBe(200);
    const got = await call(app(), 'GET', `${OP}/page?path=/promo-week`, { headers: auth });
    expect(got.json()).toMatchObject({ data: { path: '/promo-week', index: true, locale: null } });
    expect((await put({ ...page([]), index: false })).json()).toMatchObject({
      data: { index: false, blocks: [] },
    });
    const gone = await call(app(), 'DELETE', `${OP}?path=/promo-week`, { headers: auth });
    expect(gone.statusCode).toBe(204);
    expect((await read('/promo-week')).statusCode).toBe(404);
    expect(
      (await call(app(), 'DELETE', `${OP}?path=/promo-week`, { headers: auth })).statusCode,
    ).toBe(404);
  });

  test('a page keeps its style overrides; a bad colour is 422 at its field (spec §2)', async () => {
    const style = { colours: { primary: '#ff0066' }, width: 'narrow' };
    expect((await put({ ...page([]), style })).json()).toMatchObject({ data: { style } });
    expect((await read('/promo-week')).json()).toMatchObject({ data: { style } });
    const bad = await put({ ...page([]), style: { colours: { primary: 'red;}' } } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['style.colours.primary']);
    expect((await read('/promo-week')).json()).toMatchObject({ data: { style } });
  });

  test('reorder the home page blocks; a different set of ids is 422', async () => {
    const order = ['results', 'sports', 'upcoming', 'top-leagues', 'in-play', 'top-events'];
    const res = await call(app(), 'PATCH', `${OP}/blocks-order`, {
      headers: auth,
      payload: { path: '/', block_ids: order },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await blockIds('/')).toEqual(order);
    const bad = await call(app(), 'PATCH', `${OP}/blocks-order`, {
      headers: auth,
      payload: { path: '/', block_ids: ['results'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { block_ids: [{ code: 'block_ids_mismatch' }] } });
  });

  test.each([
    [{ id: 'x', kind: 'carousel' }, 'blocks.0.kind', 'unknown_block_kind'],
    [
      { id: 'x', kind: 'text', html: { en: '<p>hi</p><script>alert(1)</script>' } },
      'blocks.0.html.en',
      'unsafe_html',
    ],
    [
      { id: 'x', kind: 'text', html: { en: '<p onclick="x()">hi</p>' } },
      'blocks.0.html.en',
      'unsafe_html',
    ],
    [
      { id: 'x', kind: 'text', html: { en: '<a href="javascript:alert(1)">x</a>' } },
      'blocks.0.html.en',
      'unsafe_html',
    ],
    [
      { id: 'x', kind: 'text', html: { en: '<p style="color:red">x</p>' } },
      'blocks.0.html.en',
      'unsafe_html',
    ],
    [{ id: 'x', kind: 'iframe', src: 'http://example.com' }, 'blocks.0.src', 'invalid'],
    [
      { id: 'x', kind: 'button', label: { en: 'Go' }, href: 'javascript:go()' },
      'blocks.0.href',
      'invalid',
    ],
    [
      {
        id: 'x',
        kind: 'image',
        src: '//evil.example/a.png',
        alt: { en: 'a' },
        width: 1,
        height: 1,
      },
      'blocks.0.src',
      'invalid',
    ],
  ])('bad block %j is 422 at %s', async (block, field, code) => {
    const res = await put(page([block]));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { [field]: [{ code }] },
    });
    expect((await read('/promo-week')).statusCode).toBe(404);
  });

  test.each(['/Promo', '/live', '/profile/x', '/de/promo', 'promo', '/a//b', '/promo-'])(
    'path %s is 422',
    async (path) => {
      const res = await put(page([], path));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toContain('path');
    },
  );
});
