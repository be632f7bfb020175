import { describe, expect, test } from 'vitest';
import type { SearchAnswer } from './search-request';
import { normalizeSearchQuery, searchPhase } from './search-query';
import { searchQueryOptions } from './search-request';

const answer = (query: string): SearchAnswer => ({ query, events: [], tournaments: [] });

describe('normalizeSearchQuery (spec §5: 3..50 characters)', () => {
  test.each([
    ['', null],
    ['ab', null],
    ['  ab  ', null],
    ['   ', null],
    ['abc', 'abc'],
    ['  Benfica ', 'Benfica'],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(60), 'x'.repeat(50)],
    [`${'y'.repeat(49)}   z`, 'y'.repeat(49)],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSearchQuery(input)).toBe(expected);
  });
});

describe('searchQueryOptions', () => {
  test('keys the cache by query and locale', () => {
    expect(searchQueryOptions('porto', 'de').queryKey).toEqual([
      'sportsbook',
      'search',
      { q: 'porto', locale: 'de' },
    ]);
    expect(searchQueryOptions('porto', 'de').queryKey).not.toEqual(
      searchQueryOptions('porto', 'en').queryKey,
    );
  });
});

describe('searchPhase', () => {
  test.each([
    [
      'too short: the hint, even with old results',
      { query: null, answer: answer('porto'), isError: false, count: 3 },
      'hint',
    ],
    [
      'error wins over old results',
      { query: 'porto', answer: answer('porto'), isError: true, count: 3 },
      'error',
    ],
    ['nothing yet', { query: 'porto', answer: undefined, isError: false, count: 0 }, 'loading'],
    ['results', { query: 'porto', answer: answer('porto'), isError: false, count: 2 }, 'results'],
    [
      'old results stay while the new query loads',
      { query: 'portu', answer: answer('porto'), isError: false, count: 2 },
      'results',
    ],
    [
      'no results for this query',
      { query: 'porto', answer: answer('porto'), isError: false, count: 0 },
      'empty',
    ],
    [
      'old "no results" is not shown for a new query',
      { query: 'portu', answer: answer('porto'), isError: false, count: 0 },
      'loading',
    ],
  ] as const)('%s', (_, state, expected) => {
    expect(searchPhase(state)).toBe(expected);
  });
});
