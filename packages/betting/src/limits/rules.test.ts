import { describe, expect, test } from 'vitest';
import type { UserLimitStatus, UserLimitType } from '@sportsbook/contract/vocabulary';
import { USER_LIMIT_TYPES } from '@sportsbook/contract/vocabulary';
import { LIMIT_KINDS } from './kinds';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './period';
import {
  confirmedStatus,
  exclusionEnd,
  fitsLimit,
  isConfirmable,
  isCurrent,
  isInForce,
  isTighter,
  limitValueProblem,
  netLoss,
  planChange,
  planRemoval,
  remainder,
  statusAt,
  strictest,
  timeReached,
} from './rules';
import type { UserLimit } from './types';

const NOW = 1_800_000_000_000;
const COOLING = 24 * HOUR_MS;

const limit = (over: Partial<UserLimit> = {}): UserLimit => ({
  id: 'ul_1',
  type: 'deposit',
  status: 'active',
  strategy: 'calendar',
  period: 'day',
  value: 50_00,
  currency: 'EUR',
  replacesId: null,
  createdAt: NOW - HOUR_MS,
  confirmUntil: null,
  disableAt: null,
  ...over,
});

describe('which limits hold', () => {
  test.each<[UserLimitStatus, boolean]>([
    ['active', true],
    ['confirmed', true],
    ['unconfirmed_disabled', true],
    ['unconfirmed', false],
    ['confirmed_disabled', false],
    ['disabled', false],
  ])('%s in force: %s', (status, inForce) => {
    expect(isInForce(limit({ status }), NOW)).toBe(inForce);
    expect(statusAt(limit({ status }), NOW)).toBe(status);
  });

  test('an exclusion holds until its end, then reads disabled', () => {
    const exclusion = limit({ type: 'selfexclusion', disableAt: NOW + 1 });
    expect(isInForce(exclusion, NOW)).toBe(true);
    expect(isInForce(exclusion, NOW + 1)).toBe(false);
    expect(statusAt(exclusion, NOW + 1)).toBe('disabled');
    expect(isCurrent(exclusion, NOW + 1)).toBe(false);
    expect(isCurrent(limit({ status: 'unconfirmed' }), NOW)).toBe(true);
  });

  test('a pending change is confirmable from confirmUntil on, and only a pending one', () => {
    const pending = limit({ status: 'unconfirmed', confirmUntil: NOW + COOLING });
    expect(isConfirmable(pending, NOW)).toBe(false);
    expect(isConfirmable(pending, NOW + COOLING)).toBe(true);
    expect(isConfirmable(limit({ status: 'unconfirmed' }), NOW)).toBe(false);
    expect(isConfirmable(limit({ confirmUntil: NOW }), NOW)).toBe(false);
    expect(confirmedStatus(pending)).toBe('confirmed');
    expect(confirmedStatus(limit({ status: 'unconfirmed_disabled' }))).toBe('confirmed_disabled');
  });
});

describe('tightening applies at once, loosening waits', () => {
  test.each<[UserLimitType, number, number, boolean]>([
    ['deposit', 50_00, 40_00, true],
    ['deposit', 50_00, 100_00, false],
    ['reality_check', 60, 30, true],
    ['session', 60, 120, false],
    ['selfexclusion', 30, 60, true],
    ['coolingoff', 7, 1, false],
  ])('%s from %i to %i is tighter: %s', (type, from, to, tighter) => {
    expect(isTighter(type, from, to)).toBe(tighter);
  });

  test('a lower deposit limit applies at once, a higher one waits the cooling period', () => {
    expect(planChange(limit(), 40_00, NOW, COOLING)).toEqual({ kind: 'tighten', disableAt: null });
    expect(planChange(limit(), 100_00, NOW, COOLING)).toEqual({
      kind: 'pending',
      confirmUntil: NOW + COOLING,
    });
    expect(planChange(limit(), 50_00, NOW, COOLING)).toEqual({ kind: 'same' });
  });

  test('an exclusion can be lengthened at once, never shortened', () => {
    const exclusion = limit({ type: 'selfexclusion', value: 30, disableAt: NOW + 10 * DAY_MS });
    expect(planChange(exclusion, 30, NOW, COOLING)).toEqual({
      kind: 'tighten',
      disableAt: NOW + 30 * DAY_MS,
    });
    expect(planChange(exclusion, 5, NOW, COOLING)).toEqual({ kind: 'locked' });
    expect(planChange({ ...exclusion, disableAt: null }, 1, NOW, COOLING).kind).toBe('tighten');
    expect(exclusionEnd(NOW, 2)).toBe(NOW + 2 * DAY_MS);
  });

  test('removing waits the cooling period; withdrawing a waiting change is at once', () => {
    expect(planRemoval(limit(), NOW, COOLING)).toEqual({
      kind: 'pending',
      confirmUntil: NOW + COOLING,
    });
    expect(planRemoval(limit({ status: 'unconfirmed' }), NOW, COOLING)).toEqual({ kind: 'cancel' });
    expect(planRemoval(limit({ status: 'unconfirmed_disabled' }), NOW, COOLING)).toEqual({
      kind: 'same',
    });
    expect(planRemoval(limit({ status: 'disabled' }), NOW, COOLING)).toEqual({ kind: 'gone' });
    expect(
      planRemoval(limit({ type: 'coolingoff', disableAt: NOW + DAY_MS }), NOW, COOLING),
    ).toEqual({ kind: 'locked' });
  });
});

describe('values and remainders', () => {
  test('every type has a kind; money needs a currency, periodic ones a period', () => {
    for (const type of USER_LIMIT_TYPES) expect(LIMIT_KINDS[type]).toBeDefined();
    expect(limitValueProblem('deposit', 1, false, true)).toBe('currency_required');
    expect(limitValueProblem('wager', 1, true, false)).toBe('period_required');
    expect(limitValueProblem('bet', 1, true, false)).toBeNull();
    expect(limitValueProblem('session', 366 * 24 * 60 + 1, false, false)).toBe('too_large');
    expect(limitValueProblem('coolingoff', 43, false, false)).toBe('too_large');
    expect(limitValueProblem('selfexclusion', 3661, false, false)).toBe('too_large');
    expect(limitValueProblem('selfexclusion', 365, false, false)).toBeNull();
  });

  test('remainder, net loss, fit and time reached', () => {
    expect(remainder(50_00, 20_00)).toBe(30_00);
    expect(remainder(50_00, 70_00)).toBe(0);
    expect(netLoss(30_00, 10_00)).toBe(20_00);
    expect(netLoss(10_00, 30_00)).toBe(0);
    expect(fitsLimit(50_00, 20_00, 30_00)).toBe(true);
    expect(fitsLimit(50_00, 20_00, 30_01)).toBe(false);
    expect(timeReached(60, 60 * MINUTE_MS - 1)).toBe(false);
    expect(timeReached(60, 60 * MINUTE_MS)).toBe(true);
  });

  test('the strictest limit in force holds', () => {
    const daily = limit({ id: 'a', value: 50_00 });
    const lower = limit({ id: 'b', value: 30_00 });
    const pending = limit({ id: 'c', value: 10_00, status: 'unconfirmed' });
    expect(strictest([daily, lower, pending], NOW)?.id).toBe('b');
    expect(strictest([pending], NOW)).toBeNull();
    const short = limit({ id: 'x', type: 'selfexclusion', disableAt: NOW + DAY_MS });
    const long = limit({ id: 'y', type: 'selfexclusion', disableAt: NOW + 9 * DAY_MS });
    expect(strictest([short, long], NOW)?.id).toBe('y');
    expect(strictest([long, short], NOW)?.id).toBe('y');
  });
});
