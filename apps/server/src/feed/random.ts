/**
 * Seeded randomness for the feed simulator: mulberry32 over a 32-bit state, seeded by hashing
 * the feed seed with the names and numbers that identify what is being drawn, so every draw is a
 * pure function of (seed, what, index) and never depends on the order things were generated in.
 */

/** A seeded random source: `next()` is uniform in [0, 1). */
export interface Rng {
  next(): number;
}

/** A 32-bit hash of the parts (FNV-1a per char, then a murmur finaliser for avalanche). */
export function hashParts(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}|`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for a simulation (not for anything secret). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return {
    next(): number {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** A random source for one named stream: same parts, same numbers. */
export function rngFor(...parts: readonly (string | number)[]): Rng {
  return mulberry32(hashParts(...parts));
}

/** Integer in [min, max] (both included). */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng.next() * (max - min + 1));
}

/** Float in [min, max). */
export function randFloat(rng: Rng, min: number, max: number): number {
  return min + rng.next() * (max - min);
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** Standard normal draw (Box-Muller). */
export function randNormal(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}
