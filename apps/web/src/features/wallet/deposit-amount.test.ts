import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@sportsbook/betting/money/currency';
import { ApiError } from '@/api/errors';
import { amountProblemOf, isPaymentsUnavailable, readDepositAmount } from './deposit-amount';

const EUR = CURRENCIES.EUR;
const BTC = CURRENCIES.BTC;
const eurLimit = { min: 100, max: 1_000_000 };

describe('readDepositAmount', () => {
  it.each([
    ['25', EUR, { minor: 2500 }],
    ['1', EUR, { minor: 100 }],
    ['10000', EUR, { minor: 1_000_000 }],
    ['0.99', EUR, { problem: 'tooSmall' }],
    ['10000.01', EUR, { problem: 'tooLarge' }],
    ['9007199254740991', EUR, { problem: 'tooLarge' }],
    ['0', EUR, { problem: 'invalid' }],
    ['-5', EUR, { problem: 'invalid' }],
    ['1.234', EUR, { problem: 'invalid' }],
    ['abc', EUR, { problem: 'invalid' }],
    ['', EUR, { problem: 'invalid' }],
  ] as const)('%j %s', (text, currency, reading) => {
    expect(readDepositAmount(text, currency, eurLimit)).toEqual(reading);
  });

  it('follows the currency digits and bounds (BTC in satoshi)', () => {
    const limit = { min: 10_000, max: 100_000_000 };
    expect(readDepositAmount('0.001', BTC, limit)).toEqual({ minor: 100_000 });
    expect(readDepositAmount('0.00001', BTC, limit)).toEqual({ problem: 'tooSmall' });
    expect(readDepositAmount('2', BTC, limit)).toEqual({ problem: 'tooLarge' });
  });

  it('without known bounds only the amount itself is checked', () => {
    expect(readDepositAmount('50000', EUR, undefined)).toEqual({ minor: 5_000_000 });
  });
});

describe('refused deposits', () => {
  const refused = (code: string) =>
    new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'Please check the highlighted fields',
      fieldErrors: { amount: [{ code, message: 'x' }] },
    });

  it.each([
    ['amount_too_small', 'tooSmall'],
    ['amount_too_large', 'tooLarge'],
    ['something_else', 'invalid'],
  ])('a 422 %s on amount reads %s', (code, problem) => {
    expect(amountProblemOf(refused(code))).toBe(problem);
  });

  it('other failures have no amount problem', () => {
    expect(amountProblemOf(new Error('x'))).toBeNull();
    expect(
      amountProblemOf(new ApiError({ status: 422, code: 'validation_failed', message: 'x' })),
    ).toBeNull();
  });

  it('a 503 payments_unavailable says deposits are off', () => {
    const off = new ApiError({ status: 503, code: 'payments_unavailable', message: 'x' });
    expect(isPaymentsUnavailable(off)).toBe(true);
    expect(isPaymentsUnavailable(refused('amount_too_small'))).toBe(false);
  });
});
