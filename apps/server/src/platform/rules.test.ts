import { describe, expect, test } from 'vitest';
import { defaultPlatformConfig } from './config';
import { messageLocale, t } from './messages';
import { formatAmount } from './payment-page';
import { quickDepositOutcome } from './payment-routes';
import { compPointsToWire, statusGroupsFor } from './players';
import { normalizePhone } from './reference';
import { hashPassword, verifyDummyPassword, verifyPassword } from './secrets';
import { depositCompPoints } from './wallet';

describe('normalizePhone', () => {
  test.each([
    ['+49 151 2345-6789', null, '+4915123456789'],
    ['0049 151 23456789', null, '+4915123456789'],
    ['0151 23456789', 'DE', '+4915123456789'],
    ['(11) 91234-5678', 'BR', '+5511912345678'],
    ['151 23456789', null, null],
    ['+12', null, null],
    ['abc', 'DE', null],
  ])('%s (%s) -> %s', (raw, country, expected) => {
    expect(normalizePhone(raw, country)).toBe(expected);
  });
});

describe('quick deposit outcome by amount (spec §3)', () => {
  test.each([
    [1000, 'success'],
    [113, 'error'],
    [10_013, 'error'],
    [177, 'pending'],
    [1, 'success'],
  ])('%i -> %s', (amount, outcome) => {
    expect(quickDepositOutcome(amount)).toBe(outcome);
  });
});

describe('comp points', () => {
  test.each([
    ['EUR', 1_000, 10],
    ['EUR', 199, 1],
    ['USD', 10_000, 92],
    ['BRL', 10_000, 18],
    ['BTC', 100_000, 60],
    ['XYZ', 10_000, 0],
    ['EUR', -500, 0],
  ])('a %s deposit of %i minor units earns %i', (currency, amount, points) => {
    expect(depositCompPoints(currency, amount)).toBe(points);
  });

  test.each([
    [0, ['current', 'locked', 'locked', 'locked']],
    [999, ['current', 'locked', 'locked', 'locked']],
    [1000, ['achieved', 'current', 'locked', 'locked']],
    [19_999, ['achieved', 'achieved', 'current', 'locked']],
    [50_000, ['achieved', 'achieved', 'achieved', 'current']],
  ])('%i points: level statuses %j', (points, statuses) => {
    const wire = compPointsToWire(points, 'en');
    expect(wire.levels.map((l) => l.status)).toEqual(statuses);
    expect(wire.levels.filter((l) => l.writeable)).toHaveLength(1);
  });
});

describe('status groups', () => {
  test.each([
    ['qa@test.example', ['regular', 'test_payment']],
    ['QA@Test.Example', ['regular', 'test_payment']],
    ['qa@test.example.com', ['regular']],
    [null, ['regular']],
  ])('%s -> %j', (email, groups) => {
    expect(statusGroupsFor(email, defaultPlatformConfig)).toEqual(groups);
  });
});

describe('messages', () => {
  test.each([
    ['pt-BR', 'pt'],
    ['br', 'pt'],
    ['de_AT', 'de'],
    ['ar', 'ar'],
    ['fr', null],
    [undefined, null],
  ])('%s -> %s', (tag, locale) => {
    expect(messageLocale(tag)).toBe(locale);
  });

  test('placeholders are filled', () => {
    expect(t('en', 'too_short', { count: 8 })).toBe('Use at least 8 characters');
    expect(t('ar', 'too_short', { count: 8 })).toContain('8');
  });

  test('amounts in the currency digits', () => {
    expect(formatAmount(5000, 'EUR')).toBe('50.00 EUR');
    expect(formatAmount(12_345, 'BTC')).toBe('0.00012345 BTC');
  });
});

describe('passwords', () => {
  test('scrypt hashes are salted and verify only the right password', async () => {
    const first = await hashPassword('secret password');
    const second = await hashPassword('secret password');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('secret password', first)).toBe(true);
    expect(await verifyPassword('Secret password', first)).toBe(false);
    expect(await verifyPassword('secret password', 'bcrypt$whatever')).toBe(false);
    expect(await verifyDummyPassword('anything')).toBe(false);
  });
});
