import { describe, expect, test } from 'vitest';
import {
  categoriesQuerySchema,
  categoriesResponseSchema,
  categorySchema,
  localeQuerySchema,
  sportsQuerySchema,
  sportSchema,
  tournamentSchema,
  tournamentsQuerySchema,
  tournamentsResponseSchema,
} from './catalog';
import { idParamSchema } from './common';
import { category, page, tournament } from './test-fixtures';

const soccer = {
  id: 1,
  urn_id: 'sr:sport:1',
  key: 'soccer',
  name: 'Soccer',
  priority: 1000,
  type: 'regular',
  provider: 'betradar',
  games_count: 12,
  seasons_count: 1,
  simple_tournaments_count: 0,
  stages_count: 2,
};

describe('sport wire schema', () => {
  test('accepts a spec §3 sport', () => {
    expect(sportSchema.parse(soccer)).toEqual(soccer);
  });

  test.each([
    ['an unknown provider', { provider: 'acme' }],
    ['an unknown type', { type: 'virtual' }],
    ['a key with spaces', { key: 'ice hockey' }],
    ['a negative count', { games_count: -1 }],
  ])('rejects %s', (_, patch) => {
    expect(sportSchema.safeParse({ ...soccer, ...patch }).success).toBe(false);
  });
});

describe('sports query schema', () => {
  test('defaults to page 1, limit 500, English (spec §9 default list limit)', () => {
    expect(sportsQuerySchema.parse({})).toEqual({ page: 1, limit: 500, locale: 'en' });
  });

  test('coerces query-string numbers and caps the limit at 500', () => {
    expect(sportsQuerySchema.parse({ page: '2', limit: '50' })).toMatchObject({
      page: 2,
      limit: 50,
    });
    expect(sportsQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
  });
});

describe('category wire schema', () => {
  test.each([
    ['a spec §3 category', category],
    ['an international category (no country code)', { ...category, country_code: null }],
    ['a plain country code', { ...category, country_code: 'DE' }],
  ])('accepts %s', (_, row) => {
    expect(categorySchema.parse(row)).toEqual(row);
  });

  test.each([
    ['a string id', { id: '10' }],
    ['a zero id', { id: 0 }],
    ['a lower-case country code', { country_code: 'de' }],
    ['an unknown provider', { provider: 'acme' }],
    ['an unknown sport type', { sport: { ...category.sport, type: 'virtual' } }],
    ['a missing sport', { sport: undefined }],
    ['a fractional priority', { priority: 1.5 }],
  ])('rejects %s', (_, patch) => {
    expect(categorySchema.safeParse({ ...category, ...patch }).success).toBe(false);
  });

  test('a list answer is paginated', () => {
    expect(categoriesResponseSchema.parse(page([category])).data).toHaveLength(1);
    expect(categoriesResponseSchema.safeParse({ data: [category] }).success).toBe(false);
  });
});

describe('tournament wire schema', () => {
  test('accepts a spec §3 league with its outcome counts', () => {
    expect(tournamentSchema.parse(tournament)).toEqual(tournament);
    expect(tournamentsResponseSchema.parse(page([tournament])).data[0]).toEqual(tournament);
  });

  test.each([
    ['a missing urn id', { urn_id: undefined }],
    ['an empty name', { name: '' }],
    ['a negative outcome count', { main_market_outcomes_count: -1 }],
    ['a missing secondary count', { secondary_market_outcomes_count: undefined }],
    ['a category without slug', { category: { id: 1, name: 'x', country_code: null } }],
  ])('rejects %s', (_, patch) => {
    expect(tournamentSchema.safeParse({ ...tournament, ...patch }).success).toBe(false);
  });
});

describe('catalogue query schemas', () => {
  test.each([
    ['categories', categoriesQuerySchema],
    ['tournaments', tournamentsQuerySchema],
  ])('%s default to page 1, limit 500, English', (_, schema) => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 500, locale: 'en' });
  });

  test('tournaments coerce filters from the query string', () => {
    expect(
      tournamentsQuerySchema.parse({ sport_key: 'soccer', category_id: '10', top: 'true' }),
    ).toMatchObject({ sport_key: 'soccer', category_id: 10, top: true });
    expect(tournamentsQuerySchema.parse({ bettable: 'false' }).bettable).toBe(false);
  });

  test.each([
    ['limit 0', { limit: '0' }],
    ['limit 501', { limit: '501' }],
    ['page 0', { page: '0' }],
    ['a sport key with spaces', { sport_key: 'ice hockey' }],
    ['an unknown sport type', { sport_type: 'virtual' }],
    ['a non-numeric category id', { category_id: 'abc' }],
    ['a non-boolean flag', { top: 'maybe' }],
    ['a bad locale', { locale: 'english' }],
  ])('rejects %s', (_, query) => {
    expect(tournamentsQuerySchema.safeParse(query).success).toBe(false);
  });

  test('single-row calls take a positive id and a locale', () => {
    expect(idParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(localeQuerySchema.parse({})).toEqual({ locale: 'en' });
    for (const id of ['0', '-1', '1.5', 'abc']) {
      expect(idParamSchema.safeParse({ id }).success).toBe(false);
    }
  });
});
