/**
 * Small checks for values read back from browser storage. Hand-written rather than zod schemas so
 * the stores of the first screen keep zod out of the browser's first load (issue 18); each check
 * matches the zod rule it replaced (z.number() refuses Infinity, .int() asks for a safe integer).
 */

/** A non-array object (zod's z.object() input). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isNonEmptyString = (value: unknown): value is string =>
  isString(value) && value.length > 0;

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** A finite number, as z.number() takes. */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** z.number().int().nonnegative() */
export const isNonNegativeInt = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/** z.number().int().positive() */
export const isPositiveInt = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;

/** An array of at least `min` items, each passing `item`. */
export const isArrayOf = <T>(
  value: unknown,
  item: (entry: unknown) => entry is T,
  min = 0,
): value is T[] => Array.isArray(value) && value.length >= min && value.every((e) => item(e));

/** One of `options` (z.enum). */
export const isOneOf = <T extends string>(value: unknown, options: readonly T[]): value is T =>
  isString(value) && (options as readonly string[]).includes(value);
