import { describe, expect, test } from 'vitest';
import { MoneyError } from './money-error';

describe('MoneyError', () => {
  test('is an Error carrying its code and the refused input', () => {
    const error = new MoneyError('negative_amount', '-5', 'amount -5 is negative');
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'MoneyError', code: 'negative_amount', input: '-5' });
    expect(error.message).toBe('amount -5 is negative');
  });
});
