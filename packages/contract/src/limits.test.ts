import { describe, expect, test } from 'vitest';
import {
  createUserLimitBodySchema,
  outOfLimitDetailsSchema,
  userLimitParamsSchema,
  userLimitSchema,
  type UserLimitWire,
} from './limits';
import { USER_LIMIT_STATUSES, USER_LIMIT_TYPES } from './vocabulary';

const limit: UserLimitWire = {
  id: 'ul_abc',
  type: 'deposit',
  status: 'unconfirmed',
  strategy: 'calendar',
  period: 'day',
  parent_type: null,
  value: 100_00,
  currency: 'EUR',
  replaces_id: 'ul_old',
  disable_at: null,
  created_at: '2026-11-25T12:00:00Z',
  confirm_until: '2026-11-26T12:00:00Z',
  confirmable: false,
  used: null,
  remaining: null,
  period_ends_at: null,
};

describe('user limit wire schemas (spec §3 User limit)', () => {
  test('the spec lists every type and status, in its order', () => {
    expect(USER_LIMIT_TYPES).toEqual([
      'activity',
      'sportsbook_session',
      'session',
      'bet',
      'time',
      'loss',
      'wager',
      'deposit',
      'reality_check',
      'selfexclusion',
      'coolingoff',
    ]);
    expect(USER_LIMIT_STATUSES).toEqual([
      'active',
      'confirmed',
      'confirmed_disabled',
      'unconfirmed_disabled',
      'unconfirmed',
      'disabled',
    ]);
  });

  test('a limit round-trips', () => {
    expect(userLimitSchema.parse(limit)).toEqual(limit);
  });

  test.each<[string, unknown]>([
    ['a zero value', { type: 'bet', value: 0 }],
    ['a fractional value', { type: 'bet', value: 1.5 }],
    ['a value past 10^12', { type: 'bet', value: 1e12 + 1 }],
    ['an unknown type', { type: 'casino', value: 1 }],
    ['an unknown period', { type: 'loss', value: 1, period: 'year' }],
    ['an unknown strategy', { type: 'loss', value: 1, strategy: 'sliding' }],
  ])('a new limit with %s is refused', (_, body) => {
    expect(createUserLimitBodySchema.safeParse(body).success).toBe(false);
  });

  test('limit ids in paths are ul_ and URL-safe', () => {
    expect(userLimitParamsSchema.safeParse({ id: 'ul_AZ09_-' }).success).toBe(true);
    for (const id of ['', 'ul_', 'abc', 'ul_a/b', `ul_${'x'.repeat(65)}`])
      expect(userLimitParamsSchema.safeParse({ id }).success).toBe(false);
  });

  test('the out-of-limit details name the limit and what is left', () => {
    const details = {
      type: 'deposit',
      value: 50_00,
      currency: 'EUR',
      period: 'day',
      remaining: 20_00,
      until: '2026-11-26T00:00:00Z',
      localized_message: 'Your deposit limit is 50.00 EUR per day: 20.00 EUR left',
    };
    expect(outOfLimitDetailsSchema.parse(details)).toEqual(details);
  });
});
