import { describe, expect, test } from 'vitest';
import { defaultSiteConfig } from '@/http/config';
import { messageLocale, t } from '@/http/messages';
import { SIGN_IN_THROTTLE } from './config';
import { formatAmount } from './payment-page';
import { quickDepositOutcome } from './payment-routes';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './passwords';
import { compPointsToWire, groupsWithTestPayment, testPaymentGranted } from './players';
import { DEPOSIT_LIMITS, SITE_CURRENCIES } from './reference';
import { normalizePhone } from './reference';
import { siteReturnUrl } from './return-urls';
import { INT4_MAX, safeAmount, UnsafeAmountError } from './safe-amount';
import { addressLockMs } from './sign-in-throttle';
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

describe('status groups: test_payment for a confirmed test-payment email in demo mode', () => {
  const confirmedAt = new Date(0);
  test.each([
    ['qa@test.example', confirmedAt, true],
    ['qa@test.example', null, false],
    ['QA@Test.Example', confirmedAt, true],
    ['qa@test.example.com', confirmedAt, false],
    [null, confirmedAt, false],
  ])('%s confirmed %s -> %s', (email, confirmed, granted) => {
    const row = { email, confirmedAt: confirmed, statusGroups: ['regular', 'vip'] };
    expect(testPaymentGranted(row, defaultSiteConfig)).toBe(granted);
    expect(groupsWithTestPayment(row, defaultSiteConfig)).toEqual(
      granted ? ['regular', 'vip', 'test_payment'] : ['regular', 'vip'],
    );
    const live = { ...defaultSiteConfig, demoMode: false };
    expect(testPaymentGranted(row, live)).toBe(false);
  });

  test('a group no longer granted is taken away; others stay', () => {
    const row = { email: 'a@example.com', confirmedAt, statusGroups: ['test_payment', 'vip'] };
    expect(groupsWithTestPayment(row, defaultSiteConfig)).toEqual(['vip']);
  });
});

describe('deposit bounds', () => {
  test('every site currency has safe, ordered bounds in its minor units', () => {
    for (const currency of SITE_CURRENCIES) {
      const limit = DEPOSIT_LIMITS[currency.code];
      expect(limit, currency.code).toBeDefined();
      expect(Number.isSafeInteger(limit?.min) && Number.isSafeInteger(limit?.max)).toBe(true);
      expect(limit?.min).toBeGreaterThan(0);
      expect(limit?.min).toBeLessThan(limit?.max ?? 0);
    }
  });
});

describe('safe amounts', () => {
  test.each([
    [0, true],
    [-5, true],
    [Number.MAX_SAFE_INTEGER, true],
    [2 ** 53, false],
    [1.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d is safe: %s', (value, safe) => {
    if (safe) expect(safeAmount(value, 'x')).toBe(value);
    else expect(() => safeAmount(value, 'x')).toThrow(UnsafeAmountError);
  });

  test('bounds narrow the range', () => {
    expect(() => safeAmount(-1, 'points', { min: 0 })).toThrow(/points: -1/);
    expect(() => safeAmount(INT4_MAX + 1, 'points', { max: INT4_MAX })).toThrow(UnsafeAmountError);
  });
});

describe('payment return URLs', () => {
  const site = 'https://bet.example.com';
  test.each([
    ['/profile?payment=success', '/profile?payment=success'],
    ['/a/./b/../c#x', '/a/c#x'],
    ['https://bet.example.com/x', 'https://bet.example.com/x'],
    ['HTTPS://BET.EXAMPLE.COM/x', 'https://bet.example.com/x'],
    ['http://bet.example.com/x', null],
    ['https://bet.example.com:444/x', null],
    ['https://user:pw@bet.example.com/x', null],
    ['https://bet.example.com.evil.example/x', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/\t/evil.example/x', null],
    ['/\n/x', null],
    ['/\u00a0', null],
    ['/\u2028', null],
    ['data:text/html,x', null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(siteReturnUrl(value, site)).toBe(expected);
  });
});

describe('sign-in throttle', () => {
  test.each([
    [1, 0],
    [SIGN_IN_THROTTLE.freeFailuresPerAddress - 1, 0],
    [SIGN_IN_THROTTLE.freeFailuresPerAddress, 60_000],
    [SIGN_IN_THROTTLE.freeFailuresPerAddress + 1, 120_000],
    [SIGN_IN_THROTTLE.freeFailuresPerAddress + 5, 1_920_000],
    [SIGN_IN_THROTTLE.freeFailuresPerAddress + 6, 3_600_000],
    [1000, 3_600_000],
  ])('failure %i locks the address for %i ms', (failures, ms) => {
    expect(addressLockMs(failures)).toBe(ms);
  });

  test('one address cannot reach the account-wide lock alone', () => {
    expect(SIGN_IN_THROTTLE.accountFailuresPerAddress).toBeLessThan(
      SIGN_IN_THROTTLE.accountLockFailures / 4,
    );
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
  const cheap = { N: 1024, r: 8, p: 1 };

  test('scrypt hashes are salted and verify only the right password', async () => {
    const first = await hashPassword('secret password', cheap);
    const second = await hashPassword('secret password', cheap);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('secret password', first)).toBe(true);
    expect(await verifyPassword('Secret password', first)).toBe(false);
    expect(await verifyPassword('secret password', 'bcrypt$whatever')).toBe(false);
    expect(await verifyDummyPassword('anything', cheap)).toBe(false);
  });

  test('a stored hash cheaper in any parameter needs a rehash', async () => {
    const stored = await hashPassword('pw', cheap);
    expect(needsRehash(stored, cheap)).toBe(false);
    expect(needsRehash(stored, { ...cheap, N: 2048 })).toBe(true);
    expect(needsRehash(stored, { ...cheap, r: 9 })).toBe(true);
    expect(needsRehash(stored, { ...cheap, p: 2 })).toBe(true);
    expect(needsRehash(stored, { N: 512, r: 8, p: 1 })).toBe(false);
    expect(needsRehash('bcrypt$whatever', cheap)).toBe(true);
  });

  test.each([
    ['an N that is no power of two', 'scrypt$1000$8$1$c2FsdA$aGFzaA'],
    ['an N past 2^20', `scrypt$${2 ** 21}$8$1$c2FsdA$aGFzaA`],
    ['an r past 16', 'scrypt$1024$64$1$c2FsdA$aGFzaA'],
    ['a missing hash', 'scrypt$1024$8$1$c2FsdA'],
  ])('a stored hash with %s is refused without deriving', async (_, stored) => {
    expect(await verifyPassword('pw', stored)).toBe(false);
  });
});
