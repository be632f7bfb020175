import { binomial } from '@sportsbook/betting/math/exact';

/** Probability helpers for the odds models. */

/** Poisson probability mass P(X = k) for mean lambda. */
export function poissonPmf(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/**
 * P(A wins a race to `target` points from a:b) when A wins each point with p. With `winBy2`, a
 * race tied at target-1 or later goes on until someone leads by two (tennis deuce, CS overtime).
 */
export function raceWinProb(
  a: number,
  b: number,
  target: number,
  p: number,
  winBy2: boolean,
): number {
  const q = 1 - p;
  const memo = new Map<string, number>();
  const go = (x: number, y: number): number => {
    if (winBy2 && x >= target - 1 && y >= target - 1) {
      if (x - y >= 2) return 1;
      if (y - x >= 2) return 0;
      const deuce = (p * p) / (p * p + q * q);
      return x === y ? deuce : x > y ? p + q * deuce : p * deuce;
    }
    if (x >= target) return 1;
    if (y >= target) return 0;
    const key = `${x}:${y}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const value = p * go(x + 1, y) + q * go(x, y + 1);
    memo.set(key, value);
    return value;
  };
  return go(a, b);
}

/**
 * P(A wins a best-of series needing `need` units from wA:wB), the unit in play won with pNow
 * and every later unit with pNext.
 */
export function seriesWinProb(
  wA: number,
  wB: number,
  need: number,
  pNow: number,
  pNext: number,
): number {
  if (wA >= need) return 1;
  if (wB >= need) return 0;
  return (
    pNow * raceWinProb(wA + 1, wB, need, pNext, false) +
    (1 - pNow) * raceWinProb(wA, wB + 1, need, pNext, false)
  );
}

/** Clamps a probability away from 0 and 1 so a model never prices a certainty mid-match. */
export function clampP(p: number, lo = 0.01, hi = 0.99): number {
  return Math.min(hi, Math.max(lo, p));
}

/**
 * P(A reaches needA goals before B reaches needB) and the same for B, when each further goal is
 * A's with probability pA and `pAtLeast(k)` is P(at least k more goals are scored).
 */
export function raceFirstProb(
  needA: number,
  needB: number,
  pA: number,
  pAtLeast: (k: number) => number,
): [number, number] {
  const first = (need: number, otherNeed: number, p: number): number => {
    let total = 0;
    // the winner's need-th goal comes after exactly b of the other's goals (b < otherNeed)
    for (let b = 0; b < otherNeed; b++)
      total += binomial(need - 1 + b, b) * p ** need * (1 - p) ** b * pAtLeast(need + b);
    return total;
  };
  return [first(needA, needB, pA), first(needB, needA, 1 - pA)];
}
