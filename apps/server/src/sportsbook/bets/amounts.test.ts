import { describe, expect, test } from 'vitest';
import { UnsafeAmountError, writableAmount } from './amounts';

describe('writableAmount: money is written only as safe integers of minor units', () => {
  test.each([
    [0, 0],
    [20_00, 0],
    [Number.MAX_SAFE_INTEGER, 0],
    [1, 1],
  ])('%d (min %d) is written as it is', (value, min) => {
    expect(writableAmount(value, 'amount', min)).toBe(value);
  });

  test.each([
    ['2^53', 2 ** 53, 0],
    ['a payout past the bigint column', 6.4e18, 0],
    ['a fraction of a minor unit', 10.5, 0],
    ['NaN', Number.NaN, 0],
    ['Infinity', Number.POSITIVE_INFINITY, 0],
    ['a negative balance', -1, 0],
    ['a zero cashout', 0, 1],
  ])('%s is refused', (_name, value, min) => {
    expect(() => writableAmount(value, 'amount', min)).toThrow(UnsafeAmountError);
  });
});
