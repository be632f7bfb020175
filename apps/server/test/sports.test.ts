import { apiErrorSchema } from '@sportsbook/contract/common';
import { sportsResponseSchema } from '@sportsbook/contract/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sports } from '@/db/schema';
import { SPORT_SEEDS } from '@/db/seed';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const getSports = async (query = '') => {
  const res = await server.app.inject({ method: 'GET', url: `/api/sportsbook/v2/sports${query}` });
  return { res, body: res.json<unknown>() };
};

describe('GET /api/sportsbook/v2/sports', () => {
  test('returns every seeded sport in the wire shape of the contract, top sports first', async () => {
    const { res, body } = await getSports();
    expect(res.statusCode).toBe(200);
    const page = sportsResponseSchema.parse(body);
    expect(page.data.map((s) => s.key)).toEqual(
      [...SPORT_SEEDS].sort((a, b) => b.priority - a.priority).map((s) => s.key),
    );
    expect(page.data.slice(0, 4).map((s) => s.key)).toEqual([
      'soccer',
      'tennis',
      'basketball',
      'cricket',
    ]);
    expect(page.pagination).toEqual({
      total: SPORT_SEEDS.length,
      page: 1,
      limit: 500,
      last_page: 1,
    });
  });

  test('names sports in the requested locale, falling back to the base language and then English', async () => {
    const de = sportsResponseSchema.parse((await getSports('?locale=de')).body);
    expect(de.data.find((s) => s.key === 'soccer')?.name).toBe('Fußball');
    const deAt = sportsResponseSchema.parse((await getSports('?locale=de-AT')).body);
    expect(deAt.data.find((s) => s.key === 'ice-hockey')?.name).toBe('Eishockey');
    const fi = sportsResponseSchema.parse((await getSports('?locale=fi')).body);
    expect(fi.data.find((s) => s.key === 'soccer')?.name).toBe('Soccer');
  });

  test('filters by sport type and reports the cyber sports with their provider', async () => {
    const page = sportsResponseSchema.parse((await getSports('?sport_type=cyber')).body);
    expect(page.data.length).toBeGreaterThanOrEqual(1);
    expect(page.data.every((s) => s.type === 'cyber' && s.provider === 'oddin')).toBe(true);
    expect(page.pagination.total).toBe(page.data.length);
  });

  test('pages through the list with limit and page', async () => {
    const first = sportsResponseSchema.parse((await getSports('?limit=3&page=1')).body);
    const third = sportsResponseSchema.parse((await getSports('?limit=3&page=3')).body);
    expect(first.data).toHaveLength(3);
    expect(first.pagination).toEqual({
      total: SPORT_SEEDS.length,
      page: 1,
      limit: 3,
      last_page: 3,
    });
    expect(third.data.map((s) => s.key)).not.toContain(first.data[0]?.key);
    const past = sportsResponseSchema.parse((await getSports('?limit=3&page=9')).body);
    expect(past.data).toEqual([]);
  });

  test('reflects priority changes in the database (ordering is not hard-wired)', async () => {
    await server.database.db.update(sports).set({ priority: 5000 }).where(eq(sports.key, 'dota-2'));
    server.app.catalogueCache.bump();
    const page = sportsResponseSchema.parse((await getSports()).body);
    expect(page.data[0]?.key).toBe('dota-2');
  });

  test.each([
    ['?limit=501', 'limit'],
    ['?limit=0', 'limit'],
    ['?page=abc', 'page'],
    ['?sport_type=horses', 'sport_type'],
    ['?locale=EN_us', 'locale'],
  ])('rejects the malformed query %s with 400 invalid_request naming %s', async (query, field) => {
    const { res, body } = await getSports(query);
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(body);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toContain(field);
  });
});
