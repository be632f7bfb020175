import { describe, expect, test } from 'vitest';
import { applyPatch, keepEqual } from './structural-sharing';

describe('keepEqual', () => {
  test.each([
    ['equal numbers', 1, 1],
    ['equal strings', 'a', 'a'],
    ['NaN', Number.NaN, Number.NaN],
    ['equal objects', { a: 1, b: { c: 2 } }, { a: 1, b: { c: 2 } }],
    ['equal arrays', [{ a: 1 }, { a: 2 }], [{ a: 1 }, { a: 2 }]],
    ['null-prototype objects', Object.assign(Object.create(null) as object, { a: 1 }), { a: 1 }],
  ])('returns prev itself for %s', (_, prev, next) => {
    expect(keepEqual<unknown>(prev, next)).toBe(prev);
  });

  test.each([
    ['a changed number', 1, 2],
    ['object vs null', { a: 1 }, null],
    ['object vs array', { 0: 1 }, [1]],
    ['a longer array', [1], [1, 2]],
    ['a shorter array', [1, 2], [1]],
    ['an added key', { a: 1 }, { a: 1, b: 2 }],
    ['a removed key', { a: 1, b: 2 }, { a: 1 }],
    ['a renamed key', { a: 1 }, { b: 1 }],
    ['class instances', new Map([[1, 1]]), new Map([[1, 1]])],
  ])('returns a value equal to next for %s', (_, prev, next) => {
    const kept = keepEqual<unknown>(prev, next);
    expect(kept).not.toBe(prev);
    expect(kept).toEqual(next);
  });

  test('rebuilds a changed object around the unchanged nested parts of prev', () => {
    const prev = { same: { x: 1 }, list: [{ y: 1 }, { y: 2 }], changed: { z: 1 } };
    const next = { same: { x: 1 }, list: [{ y: 1 }, { y: 3 }], changed: { z: 2 } };
    const kept = keepEqual(prev, next);
    expect(kept).toEqual(next);
    expect(kept.same).toBe(prev.same);
    expect(kept.list).not.toBe(prev.list);
    expect(kept.list[0]).toBe(prev.list[0]);
    expect(kept.changed).not.toBe(prev.changed);
  });

  test('keeps equal leading entries when an array grows', () => {
    const prev = [{ a: 1 }];
    const kept = keepEqual(prev, [{ a: 1 }, { a: 2 }]);
    expect(kept).toEqual([{ a: 1 }, { a: 2 }]);
    expect(kept[0]).toBe(prev[0]);
  });
});

describe('applyPatch', () => {
  const current = { id: 1, name: 'A', nested: { v: 1 }, other: { w: 2 } };

  test.each([
    ['an empty patch', {}],
    ['undefined values (not sent)', { name: undefined, nested: undefined }],
    ['equal values', { name: 'A', nested: { v: 1 } }],
  ])('returns current itself for %s', (_, patch) => {
    expect(applyPatch(current, patch)).toBe(current);
  });

  test('replaces changed fields and keeps the references of the rest', () => {
    const patched = applyPatch(current, { name: 'B', nested: { v: 1 } });
    expect(patched).toEqual({ ...current, name: 'B' });
    expect(patched.nested).toBe(current.nested);
    expect(patched.other).toBe(current.other);
    expect(current.name).toBe('A');
  });

  test('adds a field the entity did not have', () => {
    const entity: { id: number; extra?: { e: number } } = { id: 1 };
    expect(applyPatch(entity, { extra: { e: 1 } })).toEqual({ id: 1, extra: { e: 1 } });
  });
});
