/** An amount a bet would write that is not a safe integer of minor units: nothing is written. */
export class UnsafeAmountError extends Error {
  override name = 'UnsafeAmountError';
}

/**
 * `value` when it can be written as money: a safe integer of minor units (|value| < 2^53, so the
 * number read back is the number written), at least `min`. Every amount written for bets passes
 * here first: stake, payout, cashout offer and amount, and the balance a transaction leaves.
 * @throws UnsafeAmountError otherwise (the caller's database transaction rolls back)
 */
export function writableAmount(value: number, what: string, min = 0): number {
  if (!Number.isSafeInteger(value) || value < min)
    throw new UnsafeAmountError(
      `${what} must be a safe integer of minor units >= ${min}, got ${value}`,
    );
  return value;
}
