import { describe, expect, test } from 'vitest';
import { sportsQuerySchema, sportSchema } from './catalog';

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
