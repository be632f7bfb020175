/**
 * Amounts and counters are checked before they are written: a number past 2^53-1 cannot be read
 * back exactly, and a bigger one in a bigint column makes every later read of that row answer
 * 500. Refusing the write keeps the stored numbers right.
 */

/** Largest value of a PostgreSQL `integer` column (comp points, counters). */
export const INT4_MAX = 2 ** 31 - 1;

/** A write refused because a value is not an integer within its bounds. */
export class UnsafeAmountError extends Error {
  override name = 'UnsafeAmountError';
}

/**
 * `value` when it is an integer within [min, max] (defaults: the safe integers), else throws.
 * @param what names the value in the error (e.g. `EUR balance of p1`)
 * @throws UnsafeAmountError
 */
export function safeAmount(
  value: number,
  what: string,
  { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UnsafeAmountError(`${what}: ${value} is not an integer in [${min}, ${max}]`);
  }
  return value;
}
