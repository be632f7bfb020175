import { describe, expect, test } from 'vitest';
import { hashParts, mulberry32, pick, randInt, rngFor } from './random';

describe('seeded randomness', () => {
  test('same parts give the same stream, other parts another', () => {
    const a = rngFor(7, 'x', 1);
    const b = rngFor(7, 'x', 1);
    const c = rngFor(8, 'x', 1);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(xs);
  });

  test('draws stay in range and cover it', () => {
    const rng = mulberry32(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      seen.add(randInt(rng, 1, 6));
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test.each([
    [['a', 1], ['a', 1], true],
    [['a', 1], ['a', 2], false],
    [['a1'], ['a', 1], false],
  ] as const)('hashParts(%j) equals hashParts(%j): %s', (x, y, same) => {
    expect(hashParts(...x) === hashParts(...y)).toBe(same);
  });

  test('pick refuses an empty list', () => {
    expect(() => pick(mulberry32(1), [])).toThrow(RangeError);
  });
});
