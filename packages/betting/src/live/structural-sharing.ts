/**
 * Structural sharing for live updates (spec §4 "Live updates"): the web patches the query cache
 * with these reducers, and React skips re-rendering whatever keeps its reference. Both helpers work
 * on plain wire-shaped data (objects, arrays, primitives) and never mutate their inputs.
 */

/**
 * Returns `prev` itself when `next` holds the same values (deeply), else `next` rebuilt so that
 * every nested object or array whose values did not change is the one from `prev`.
 * Arrays are compared position by position; objects key by key (same key set required).
 * Non-plain objects (class instances) are compared by reference only.
 */
export function keepEqual<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) return keepEqualArray(prev, next) as T;
  if (isPlainObject(prev) && isPlainObject(next)) return keepEqualObject(prev, next) as T;
  return next;
}

function keepEqualArray(prev: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  let same = prev.length === next.length;
  const kept = next.map((item, i) => {
    if (i >= prev.length) return item;
    const reused = keepEqual(prev[i], item);
    if (reused !== prev[i]) same = false;
    return reused;
  });
  return same ? prev : kept;
}

function keepEqualObject(
  prev: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(prev).length;
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    if (!Object.hasOwn(prev, key)) {
      same = false;
      kept[key] = next[key];
      continue;
    }
    const reused = keepEqual(prev[key], next[key]);
    if (reused !== prev[key]) same = false;
    kept[key] = reused;
  }
  return same ? prev : kept;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Applies a partial update to an entity: fields the update leaves `undefined` (or omits) are
 * unchanged, every other field replaces the current one through {@link keepEqual}, so unchanged
 * nested values keep their references. Nested values are whole values, not patches (a clock in
 * the update replaces the whole clock).
 * @returns `current` itself when no field changed, else a new object
 */
export function applyPatch<T extends object>(current: T, update: Partial<T>): T {
  let next: T | undefined;
  for (const key of Object.keys(update) as (keyof T)[]) {
    const value = update[key];
    // wire patches omit unchanged fields; an undefined value means "not sent"
    if (value === undefined) continue;
    const kept = keepEqual(current[key], value as T[keyof T]);
    if (kept === current[key]) continue;
    next ??= { ...current };
    next[key] = kept;
  }
  return next ?? current;
}
