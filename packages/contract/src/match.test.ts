import { describe, expect, test } from 'vitest';
import {
  eventSchema,
  matchesQuerySchema,
  matchesResponseSchema,
  matchSchema,
  outrightSchema,
} from './match';
import { match, outright, page } from './test-fixtures';

describe('match wire schema', () => {
  test('accepts every spec §3 match field', () => {
    expect(matchSchema.parse(match)).toEqual(match);
  });

  test.each([0, 1, 2, 3, 4, 5])('accepts status %i', (status) => {
    expect(matchSchema.safeParse({ ...match, status }).success).toBe(true);
  });

  test.each([
    [
      'a prematch match without clock or scores',
      { clock: null, total_score: null, period_score: [] },
    ],
    [
      'a tennis server and game score',
      { current_server: 'home', game_score: { home: 30, away: 15 } },
    ],
    ['a start time with an offset', { start_time: '2026-11-22T16:00:00+01:00' }],
  ])('accepts %s', (_, patch) => {
    expect(matchSchema.safeParse({ ...match, ...patch }).success).toBe(true);
  });

  test.each([
    ['status 6', { status: 6 }],
    ['status as a string', { status: '1' }],
    ['is_live as a number', { is_live: 1 }],
    ['a start time that is not ISO', { start_time: '22/11/2026 15:00' }],
    ['a negative score', { total_score: { home: -1, away: 0 } }],
    ['a period score without key', { period_score: [{ home: 1, away: 0, number: 1 }] }],
    ['an unknown current server', { current_server: 'draw' }],
    ['a clock without stopped', { clock: { ...match.clock, stopped: undefined } }],
    ['an outright type', { type: 'season' }],
    [
      'a main market with odds 1',
      {
        main_market: {
          ...match.main_market,
          outcomes: [{ ...match.main_market.outcomes[0], odds: 1 }],
        },
      },
    ],
    ['a missing provider', { provider: undefined }],
    ['a negative markets count', { available_markets_count: -1 }],
  ])('rejects %s', (_, patch) => {
    expect(matchSchema.safeParse({ ...match, ...patch }).success).toBe(false);
  });
});

describe('outright wire schema', () => {
  test.each(['stage', 'season', 'simple_tournament'])('accepts kind %s', (type) => {
    expect(outrightSchema.safeParse({ ...outright, type }).success).toBe(true);
  });

  test('accepts a stage with its parent season and no end date', () => {
    const stage = {
      ...outright,
      type: 'stage',
      parent: { id: 2, urn_id: 'sr:season:1', name: 'Season', type: 'season' },
      end_date: null,
    };
    expect(outrightSchema.parse(stage)).toEqual(stage);
  });

  test.each([
    ['kind match', { type: 'match' }],
    ['an unknown kind', { type: 'race' }],
    ['a competitor without name', { competitors: [{ id: 'x', logo: null }] }],
    ['an end date that is not ISO', { end_date: 'next May' }],
    ['a parent of unknown kind', { parent: { id: 1, urn_id: 'u', name: 'n', type: 'cup' } }],
  ])('rejects %s', (_, patch) => {
    expect(outrightSchema.safeParse({ ...outright, ...patch }).success).toBe(false);
  });

  test('a list mixes matches and outrights, told apart by type', () => {
    const parsed = matchesResponseSchema.parse(page([match, outright]));
    expect(parsed.data.map((event) => event.type)).toEqual(['match', 'season']);
    expect(eventSchema.safeParse({ ...outright, type: 'friendly' }).success).toBe(false);
  });
});

describe('matches query schema', () => {
  test('defaults: page 1, limit 500, English, sorted by priority', () => {
    expect(matchesQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 500,
      locale: 'en',
      sort_by: 'priority',
    });
  });

  test('parses every spec §7 filter from a query string', () => {
    expect(
      matchesQuerySchema.parse({
        id: '1,2',
        type: 'match',
        sport_key: 'soccer',
        sport_type: 'regular',
        category_id: '10',
        tournament_id: '100',
        match_status: ['0', '1'],
        sort_by: 'bets_count',
        start_from: '2026-11-22T00:00:00Z',
        start_to: '2026-11-23T00:00:00Z',
        bettable: 'true',
        max_per_sport: '5',
        page: '2',
        limit: '50',
        favourite: '0',
        has_video: '1',
      }),
    ).toEqual({
      id: [1, 2],
      type: 'match',
      sport_key: 'soccer',
      sport_type: 'regular',
      category_id: 10,
      tournament_id: 100,
      match_status: [0, 1],
      sort_by: 'bets_count',
      start_from: '2026-11-22T00:00:00Z',
      start_to: '2026-11-23T00:00:00Z',
      bettable: true,
      max_per_sport: 5,
      page: 2,
      limit: 50,
      locale: 'en',
      favourite: false,
      has_video: true,
    });
  });

  test.each(['priority', 'id', 'start_time', 'bets_count'])('accepts sort key %s', (sort_by) => {
    expect(matchesQuerySchema.parse({ sort_by }).sort_by).toBe(sort_by);
  });

  test('a single id is a list of one', () => {
    expect(matchesQuerySchema.parse({ id: '7' }).id).toEqual([7]);
  });

  test.each([
    ['limit 0', { limit: '0' }],
    ['limit 501', { limit: '501' }],
    ['an id of 0', { id: '0' }],
    ['a non-numeric id', { id: '1,abc' }],
    ['match status 6', { match_status: '6' }],
    ['an unknown sort key', { sort_by: 'name' }],
    ['an unknown event type', { type: 'race' }],
    ['an unknown sport type', { sport_type: 'virtual' }],
    ['a start bound that is not ISO', { start_from: 'today' }],
    [
      'start_from after start_to',
      { start_from: '2026-11-23T00:00:00Z', start_to: '2026-11-22T00:00:00Z' },
    ],
    ['max_per_sport 0', { max_per_sport: '0' }],
    ['a non-boolean flag', { has_video: 'yes please' }],
  ])('rejects %s', (_, query) => {
    expect(matchesQuerySchema.safeParse(query).success).toBe(false);
  });
});
