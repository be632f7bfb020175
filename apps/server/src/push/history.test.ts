import { applyDelta } from 'fossil-delta';
import { describe, expect, test } from 'vitest';
import { fossilPatch, toAsciiJson } from './delta';
import { HistoryStore } from './history';

const t0 = 1_000_000;

describe('HistoryStore', () => {
  test('offsets grow per channel and recovery returns what follows a position', () => {
    const h = new HistoryStore({ size: 10, ttlS: 60 });
    for (const n of [1, 2, 3]) h.append('a', `{"n":${n}}`, t0);
    h.append('b', '{}', t0);
    const { epoch, offset } = h.position('a', t0);
    expect(offset).toBe(3);
    expect(h.position('b', t0)).toMatchObject({ offset: 1 });
    const result = h.recover('a', 1, epoch, t0);
    expect(result.recovered && result.publications.map((p) => p.offset)).toEqual([2, 3]);
    expect(h.recover('a', 3, epoch, t0)).toMatchObject({ recovered: true, publications: [] });
    expect(h.recover('a', 1, '', t0)).toMatchObject({ recovered: true });
  });

  test.each([
    ['another epoch', (h: HistoryStore) => h.recover('a', 1, 'other', t0)],
    ['a position beyond the top', (h: HistoryStore) => h.recover('a', 9, '', t0)],
    ['publications pushed out of the ring', (h: HistoryStore) => h.recover('a', 0, '', t0)],
    ['publications past the TTL', (h: HistoryStore) => h.recover('a', 2, '', t0 + 61_000)],
  ])('recovery fails after %s, reporting the top', (_name, attempt) => {
    const h = new HistoryStore({ size: 2, ttlS: 60 });
    for (const n of [1, 2, 3]) h.append('a', `${n}`, t0);
    expect(attempt(h)).toMatchObject({ recovered: false, top: { offset: 3 } });
  });

  test('each store (a restart) has its own epoch', () => {
    const a = new HistoryStore({ size: 1, ttlS: 1 });
    const b = new HistoryStore({ size: 1, ttlS: 1 });
    expect(a.position('x', t0).epoch).not.toBe(b.position('x', t0).epoch);
  });
});

describe('delta', () => {
  test('toAsciiJson escapes non-ASCII so patches never split a character', () => {
    const json = toAsciiJson({ name: 'Zürich 🏆' });
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(json)).toEqual({ name: 'Zürich 🏆' });
    expect(toAsciiJson(undefined)).toBe('null');
  });

  test('a patch rebuilds the target and is only offered when shorter', () => {
    const a = toAsciiJson({ markets: Array.from({ length: 30 }, (_, i) => ({ i, odds: 1.5 })) });
    const b = a.replace('"odds":1.5', '"odds":2.5');
    const patch = fossilPatch(a, b);
    expect(patch).not.toBeNull();
    const rebuilt = applyDelta(Buffer.from(a), Buffer.from(patch ?? '', 'latin1'));
    expect(Buffer.from(rebuilt).toString()).toBe(b);
    expect(fossilPatch('{"a":1}', '{"b":2}')).toBeNull();
  });
});
