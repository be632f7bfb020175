import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { outOfLimitText, withOutOfLimitDetails } from './limits';

const refusal = (details: unknown) =>
  new ApiError({ status: 403, code: 'out_of_limit', message: 'User is out of limit', details });

const DETAILS = {
  type: 'deposit',
  value: 10_000,
  currency: 'EUR',
  period: 'day',
  remaining: 2_500,
  until: '2026-11-29T00:00:00.000Z',
  localized_message: 'Your daily deposit limit leaves €25.00',
};

describe('out-of-limit refusals (spec §8)', () => {
  it("reads the limit's own text from a refused call once its details schema loaded", async () => {
    const error = refusal(DETAILS);
    await expect(withOutOfLimitDetails(Promise.reject(error))).rejects.toBe(error);
    expect(outOfLimitText(error)).toBe(DETAILS.localized_message);
  });

  it('refuses details that do not match the contract, and other errors', async () => {
    await expect(withOutOfLimitDetails(Promise.reject(refusal(DETAILS)))).rejects.toThrow();
    expect(outOfLimitText(refusal({ ...DETAILS, value: 'ten' }))).toBeNull();
    expect(outOfLimitText(refusal({ localized_message: 'no limit named' }))).toBeNull();
    expect(
      outOfLimitText(
        new ApiError({ status: 403, code: 'forbidden', message: 'no', details: DETAILS }),
      ),
    ).toBeNull();
    expect(outOfLimitText(new Error('out_of_limit'))).toBeNull();
  });

  it('passes an answer through', async () => {
    await expect(withOutOfLimitDetails(Promise.resolve(42))).resolves.toBe(42);
  });
});
