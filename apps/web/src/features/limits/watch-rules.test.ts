import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import type { PlayerLimit, SportsbookSession } from '@/api/limits';
import {
  activityFailureOf,
  isRealityCheckDue,
  needsActivityPing,
  sessionCheckOf,
} from './watch-rules';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const session: SportsbookSession = {
  startedAt: NOW - 600_000,
  timePlayedS: 600,
  currency: 'EUR',
  stakes: 1000,
  wins: 2000,
  netResult: 1000,
  nextRealityCheckAt: NOW,
};
const error = (status: number, code = 'x') => new ApiError({ status, code, message: 'm' });

describe('session checks (spec §4, §8)', () => {
  it('403 is out of session, 400 stops, 401 is signed out, the rest retries', () => {
    expect(sessionCheckOf(session, false)).toEqual({ kind: 'ok', session });
    expect(sessionCheckOf(error(403, 'out_of_limit'), true)).toEqual({ kind: 'outOfSession' });
    expect(sessionCheckOf(error(400), true)).toEqual({ kind: 'stop' });
    expect(sessionCheckOf(error(401), true)).toEqual({ kind: 'signedOut' });
    expect(sessionCheckOf(error(500), true)).toEqual({ kind: 'retry' });
    expect(sessionCheckOf(new TypeError('x'), true)).toEqual({ kind: 'retry' });
  });

  it('the reality check is due from its time on, never without the limit', () => {
    expect(isRealityCheckDue(session, NOW - 1)).toBe(false);
    expect(isRealityCheckDue(session, NOW)).toBe(true);
    expect(isRealityCheckDue({ ...session, nextRealityCheckAt: null }, NOW)).toBe(false);
  });
});

describe('activity ping (spec §8, §9)', () => {
  const limit = (over: Partial<PlayerLimit>): PlayerLimit => ({
    id: 'ul_a',
    type: 'activity',
    status: 'active',
    strategy: 'calendar',
    period: 'day',
    parentType: null,
    value: 60,
    currency: null,
    replacesId: null,
    createdAt: NOW - 1,
    confirmUntil: null,
    disableAt: null,
    confirmable: false,
    used: 0,
    remaining: 60,
    periodEndsAt: null,
    ...over,
  });

  it('runs only with an activity limit in force', () => {
    expect(needsActivityPing([limit({})], NOW)).toBe(true);
    expect(needsActivityPing([limit({ status: 'unconfirmed' })], NOW)).toBe(false);
    expect(needsActivityPing([limit({ type: 'session' })], NOW)).toBe(false);
    expect(needsActivityPing([], NOW)).toBe(false);
  });

  it('a 401 out_of_limit is the limit; another 401 a lost session', () => {
    expect(activityFailureOf(error(401, 'out_of_limit'))).toBe('limitReached');
    expect(activityFailureOf(error(401, 'unauthorized'))).toBe('signedOut');
    expect(activityFailureOf(error(503))).toBe('retry');
  });
});
