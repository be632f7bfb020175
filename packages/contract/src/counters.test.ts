import { describe, expect, test } from 'vitest';
import { countersRequestSchema, countersResponseSchema } from './counters';

const counters = {
  live: 12,
  sports: [{ id: 1, count: 40 }],
  categories: [{ id: 10, count: 8 }],
  tournaments: [{ id: 100, count: 4 }],
};

describe('counters', () => {
  test('an empty body counts everything, in English', () => {
    expect(countersRequestSchema.parse({})).toEqual({ locale: 'en' });
  });

  test('accepts a filtered request', () => {
    const body = {
      locale: 'de',
      sport_type: 'cyber',
      match_status: [0, 1],
      start_from: '2026-11-22T00:00:00Z',
      start_to: '2026-11-23T00:00:00Z',
      bettable: true,
    };
    expect(countersRequestSchema.parse(body)).toEqual(body);
  });

  test.each([
    ['a status as a string (JSON body, no coercion)', { match_status: ['1'] }],
    ['an empty status list', { match_status: [] }],
    ['an unknown sport type', { sport_type: 'virtual' }],
    ['bettable as a string', { bettable: 'true' }],
  ])('rejects a request with %s', (_, body) => {
    expect(countersRequestSchema.safeParse(body).success).toBe(false);
  });

  test('accepts live, sports, categories and tournaments counts', () => {
    expect(countersResponseSchema.parse(counters)).toEqual(counters);
  });

  test.each([
    ['a negative live count', { live: -1 }],
    ['a count as a string', { sports: [{ id: 1, count: '4' }] }],
    ['a missing tournaments list', { tournaments: undefined }],
    ['a zero id', { categories: [{ id: 0, count: 1 }] }],
  ])('rejects a response with %s', (_, patch) => {
    expect(countersResponseSchema.safeParse({ ...counters, ...patch }).success).toBe(false);
  });
});
