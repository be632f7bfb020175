import { describe, expect, test } from 'vitest';
import { searchQuerySchema, searchResponseSchema } from './search';
import { match, outright, tournament } from './test-fixtures';

describe('search query schema', () => {
  test('defaults: English, names of events and tournaments', () => {
    expect(searchQuerySchema.parse({ q: 'ars' })).toEqual({
      q: 'ars',
      locale: 'en',
      only_events_name: false,
    });
  });

  test.each([
    ['3 characters', 'abc'],
    ['50 characters', 'a'.repeat(50)],
    ['surrounding spaces (trimmed)', '  arsenal  '],
  ])('accepts a query of %s', (_, q) => {
    expect(searchQuerySchema.parse({ q }).q).toBe(q.trim());
  });

  test('coerces the filters', () => {
    expect(
      searchQuerySchema.parse({
        q: 'arsenal',
        sport_type: 'regular',
        match_status: '1',
        only_events_name: 'true',
      }),
    ).toMatchObject({ sport_type: 'regular', match_status: 1, only_events_name: true });
  });

  test.each([
    ['2 characters', { q: 'ab' }],
    ['51 characters', { q: 'a'.repeat(51) }],
    ['2 characters padded with spaces', { q: '  ab  ' }],
    ['no query', {}],
    ['match status 6', { q: 'arsenal', match_status: '6' }],
    ['an unknown sport type', { q: 'arsenal', sport_type: 'virtual' }],
    ['a non-boolean flag', { q: 'arsenal', only_events_name: 'sometimes' }],
  ])('rejects %s', (_, query) => {
    expect(searchQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('search response schema', () => {
  test('accepts events of both kinds and tournaments', () => {
    const body = { events: [match, outright], tournaments: [tournament] };
    expect(searchResponseSchema.parse(body)).toEqual(body);
  });

  test.each([
    ['a missing tournaments list', { events: [] }],
    ['an event of unknown type', { events: [{ ...match, type: 'race' }], tournaments: [] }],
  ])('rejects %s', (_, body) => {
    expect(searchResponseSchema.safeParse(body).success).toBe(false);
  });
});
