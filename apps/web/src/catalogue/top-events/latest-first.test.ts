import { describe, expect, test } from 'vitest';
import { latestFirst, windowStart } from './latest-first';

const at = (id: number, startTime: string) => ({ id, startTime });

describe('latestFirst', () => {
  test.each([
    [
      'newest start first, ties by the higher id',
      [at(1, '2026-11-22T10:00:00Z'), at(2, '2026-11-22T12:00:00Z'), at(3, '2026-11-22T12:00:00Z')],
      5,
      [3, 2, 1],
    ],
    [
      'keeps only the latest `count`',
      [at(1, '2026-11-22T10:00:00Z'), at(2, '2026-11-22T11:00:00Z'), at(3, '2026-11-22T12:00:00Z')],
      2,
      [3, 2],
    ],
    ['empty list', [], 3, []],
    ['a count below one gives nothing', [at(1, '2026-11-22T10:00:00Z')], 0, []],
  ])('%s', (_name, events, count, ids) => {
    expect(latestFirst(events, count).map((e) => e.id)).toEqual(ids);
  });

  test('does not reorder the input', () => {
    const input = [at(1, '2026-11-22T10:00:00Z'), at(2, '2026-11-22T12:00:00Z')];
    latestFirst(input, 2);
    expect(input.map((e) => e.id)).toEqual([1, 2]);
  });
});

describe('windowStart', () => {
  test.each([
    ['on a step', Date.parse('2026-11-22T12:00:00Z'), '2026-11-22T09:00:00.000Z'],
    ['inside a step: rounded down', Date.parse('2026-11-22T12:04:59Z'), '2026-11-22T09:00:00.000Z'],
    ['next step', Date.parse('2026-11-22T12:05:00Z'), '2026-11-22T09:05:00.000Z'],
  ])('%s', (_name, now, expected) => {
    expect(windowStart(now, 3 * 3_600_000, 5 * 60_000)).toBe(expected);
  });
});
