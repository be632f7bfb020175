import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import type { PlayerLimit } from '@/api/limits';
import { currentOfType, pastLimits, readLimitValue } from './limit-rules';

const NOW = Date.parse('2026-11-25T12:00:00Z');

const limit = (over: Partial<PlayerLimit>): PlayerLimit => ({
  id: 'ul_1',
  type: 'deposit',
  status: 'active',
  strategy: 'calendar',
  period: 'day',
  parentType: null,
  value: 5000,
  currency: 'EUR',
  replacesId: null,
  createdAt: NOW - 1000,
  confirmUntil: null,
  disableAt: null,
  confirmable: false,
  used: 0,
  remaining: 5000,
  periodEndsAt: NOW + 1000,
  ...over,
});

describe('current and past limits', () => {
  it('a pending loosening shows after the limit in force; replaced ones go to the history', () => {
    const limits = [
      limit({ id: 'ul_pending', status: 'unconfirmed', value: 10000, createdAt: NOW }),
      limit({ id: 'ul_active', status: 'active', value: 4000 }),
      limit({ id: 'ul_old', status: 'disabled', value: 5000, createdAt: NOW - 5000 }),
      limit({ id: 'ul_loss', type: 'loss' }),
    ];
    expect(currentOfType(limits, 'deposit', NOW).map((l) => l.id)).toEqual([
      'ul_active',
      'ul_pending',
    ]);
    expect(pastLimits(limits, NOW).map((l) => l.id)).toEqual(['ul_old']);
  });

  it('an exclusion past its end is history', () => {
    const ended = limit({ type: 'coolingoff', currency: null, disableAt: NOW - 1 });
    expect(currentOfType([ended], 'coolingoff', NOW)).toEqual([]);
    expect(pastLimits([ended], NOW)).toEqual([ended]);
  });
});

describe('readLimitValue', () => {
  it('money in minor units of the currency, exact', () => {
    expect(readLimitValue('deposit', '50', CURRENCIES.EUR)).toEqual({ value: 5000 });
    expect(readLimitValue('loss', '12,5', CURRENCIES.EUR)).toEqual({ value: 1250 });
    expect(readLimitValue('bet', '0.001', CURRENCIES.EUR)).toEqual({ problem: 'invalid' });
    expect(readLimitValue('bet', '0', CURRENCIES.EUR)).toEqual({ problem: 'invalid' });
    expect(readLimitValue('bet', '5', undefined)).toEqual({ problem: 'invalid' });
  });

  it('minutes and days as whole positive numbers; cooling-off at most 42 days', () => {
    expect(readLimitValue('session', '90', undefined)).toEqual({ value: 90 });
    expect(readLimitValue('session', '1.5', undefined)).toEqual({ problem: 'invalid' });
    expect(readLimitValue('reality_check', '', undefined)).toEqual({ problem: 'invalid' });
    expect(readLimitValue('coolingoff', '42', undefined)).toEqual({ value: 42 });
    expect(readLimitValue('coolingoff', '43', undefined)).toEqual({ problem: 'tooLong' });
    expect(readLimitValue('selfexclusion', '365', undefined)).toEqual({ value: 365 });
  });
});
