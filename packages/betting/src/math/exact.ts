/**
 * Exact arithmetic for money times odds.
 *
 * Odds are decimal numbers carried with {@link ODDS_DECIMALS} decimal places (1.909 is 19090 odds
 * units). Money is an integer number of minor units (cents). Every money result of the package
 * (potential win, system returns, settlement, cashout) follows ONE rounding rule: the exact value
 * is computed with integers and then rounded DOWN to a whole minor unit, so a bettor is never
 * shown or paid more than the exact amount.
 */

/** Decimal places odds are carried with; finer input is rounded half-up to this precision. */
export const ODDS_DECIMALS = 4;
const ODDS_FACTOR = 10 ** ODDS_DECIMALS;
const ODDS_FACTOR_BIG = BigInt(ODDS_FACTOR);

/** Decimal odds (e.g. 1.909) as integer odds units (19090). */
export function toOddsUnits(odds: number): bigint {
  if (!Number.isFinite(odds)) throw new RangeError(`odds must be finite, got ${odds}`);
  return BigInt(Math.round(odds * ODDS_FACTOR));
}

/** Integer odds units back to decimal odds. */
export function fromOddsUnits(units: bigint): number {
  return Number(units) / ODDS_FACTOR;
}

/**
 * stake x product(odds), rounded down to a whole minor unit.
 * @param stakeMinor stake in minor units (integer >= 0)
 * @param odds decimal odds of every leg (an empty list is odds 1: the stake comes back)
 * @returns the return in minor units (stake included)
 */
export function stakeTimesOdds(stakeMinor: number, odds: readonly number[]): number {
  assertMinor(stakeMinor, 'stake');
  let numerator = BigInt(stakeMinor);
  let denominator = 1n;
  for (const o of odds) {
    numerator *= toOddsUnits(o);
    denominator *= ODDS_FACTOR_BIG;
  }
  return Number(numerator / denominator);
}

/**
 * Product of decimal odds, kept exact and rounded half-up to {@link ODDS_DECIMALS} places.
 * @returns decimal odds (1 for an empty list)
 */
export function productOfOdds(odds: readonly number[]): number {
  let product = ODDS_FACTOR_BIG;
  for (const o of odds) product = roundHalfUpDiv(product * toOddsUnits(o), ODDS_FACTOR_BIG);
  return fromOddsUnits(product);
}

function roundHalfUpDiv(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (2n * b);
}

/** Throws unless the value is a non-negative safe integer number of minor units. */
export function assertMinor(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer of minor units, got ${value}`);
  }
}

/** n choose k (0 when k is out of range). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Every k-element combination of items, in lexicographic index order. */
export function* combinations<T>(items: readonly T[], k: number): Generator<T[]> {
  if (k < 0 || k > items.length) return;
  const index = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    yield index.map((i) => items[i] as T);
    let i = k - 1;
    while (i >= 0 && index[i] === items.length - k + i) i--;
    if (i < 0) return;
    index[i] = (index[i] ?? 0) + 1;
    for (let j = i + 1; j < k; j++) index[j] = (index[j - 1] ?? 0) + 1;
  }
}
