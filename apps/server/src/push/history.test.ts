import { applyDelta } from 'fossil-delta';
import { describe, expect, test } from 'vitest';
import { fossilPatch, toAsciiJson } from './delta';
import { HISTORY_EXPIRY_BUDGET, HistoryStore } from './history';

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

  test('expiry is amortised: each operation looks at a bounded number of streams, idle ones still go', () => {
    const h = new HistoryStore({ size: 10, ttlS: 60 });
    for (let i = 0; i < 10_000; i++) h.position(`idle:${i}`, t0);
    expect(h.channelCount).toBe(10_000);
    const later = t0 + 61_000;
    let worst = 0;
    for (let i = 0; i < 5_000; i++) {
      const before = h.expiryVisits;
      // one new channel (a subscribe) and one publish per round, as under a subscription flood
      h.position(`new:${i}`, later);
      h.append('busy', '{}', later);
      worst = Math.max(worst, h.expiryVisits - before);
    }
    expect(worst).toBeLessThanOrEqual(2 * HISTORY_EXPIRY_BUDGET);
    expect(h.channelCount).toBe(5_001);
  });

  test('beyond maxChannels the least recently used stream is dropped (a new epoch next time)', () => {
    const h = new HistoryStore({ size: 10, ttlS: 60, maxChannels: 2 });
    const a = h.append('a', '1', t0).epoch;
    const b = h.append('b', '1', t0).epoch;
    h.position('a', t0 + 1);
    h.append('c', '1', t0 + 2);
    expect(h.channelCount).toBe(2);
    expect(h.position('a', t0 + 3)).toEqual({ offset: 1, epoch: a });
    expect(h.position('b', t0 + 4)).not.toEqual({ offset: 1, epoch: b });
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
