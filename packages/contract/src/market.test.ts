import { describe, expect, test } from 'vitest';
import { marketSchema, marketsQuerySchema, marketsResponseSchema, outcomeSchema } from './market';
import { market, outcome, page } from './test-fixtures';

describe('outcome wire schema', () => {
  test('accepts a spec §3 outcome', () => {
    expect(outcomeSchema.parse(outcome)).toEqual(outcome);
  });

  test.each([
    ['odds of 1', { odds: 1 }],
    ['odds below 1', { odds: 0.9 }],
    ['odds as a string', { odds: '2.5' }],
    ['active as a string', { active: 'true' }],
    ['a numeric outcome id', { outcome_id: 1 }],
    ['an empty composite id', { id: '' }],
  ])('rejects %s', (_, patch) => {
    expect(outcomeSchema.safeParse({ ...outcome, ...patch }).success).toBe(false);
  });
});

describe('market wire schema', () => {
  test.each([1, -1, 0, -2, -3, -4])('accepts availability code %i', (status) => {
    expect(marketSchema.parse({ ...market, status }).status).toBe(status);
  });

  test.each([
    ['a specifier and bet stop', { specifier: 'total=2.5', next_bet_stop: '2026-11-22T15:40:00Z' }],
    ['custom bet groups', { custom_bet_groups: ['goals'], most_balanced: true }],
    ['no outcomes (dropped later by the reducer)', { outcomes: [] }],
  ])('accepts %s', (_, patch) => {
    expect(marketSchema.safeParse({ ...market, ...patch }).success).toBe(true);
  });

  test.each([
    ['an unknown availability code', { status: 2 }],
    ['a status as a string', { status: '1' }],
    ['a zero market id', { market_id: 0 }],
    ['a missing specifier', { specifier: undefined }],
    ['an outcome with odds 1', { outcomes: [{ ...outcome, odds: 1 }] }],
    ['a bad group key', { market_groups: ['Main Group'] }],
    ['an unknown provider', { provider: 'acme' }],
    ['a bet stop that is not ISO', { next_bet_stop: 'soon' }],
  ])('rejects %s', (_, patch) => {
    expect(marketSchema.safeParse({ ...market, ...patch }).success).toBe(false);
  });

  test('the markets answer is paginated', () => {
    expect(marketsResponseSchema.parse(page([market])).pagination.limit).toBe(500);
  });
});

describe('markets query schema', () => {
  test('defaults to page 1, limit 500 (spec §9 market fetch), English', () => {
    expect(marketsQuerySchema.parse({})).toEqual({ page: 1, limit: 500, locale: 'en' });
  });

  test('coerces filters', () => {
    expect(marketsQuerySchema.parse({ group_key: 'goals', market_id: '18' })).toMatchObject({
      group_key: 'goals',
      market_id: 18,
    });
  });

  test.each([
    ['limit 0', { limit: '0' }],
    ['limit 501', { limit: '501' }],
    ['a non-numeric market id', { market_id: 'x' }],
    ['a group key with spaces', { group_key: 'all markets' }],
  ])('rejects %s', (_, query) => {
    expect(marketsQuerySchema.safeParse(query).success).toBe(false);
  });
});
