import { describe, expect, test } from 'vitest';
import { SettlementError } from './errors';
import { lineStake } from './line-stake';

describe('lineStake', () => {
  test.each([
    [1_200, 4, 300],
    [1_000, 3, 333], // 1 minor unit of the total is on no line
    [1_000, 1, 1_000],
    [2, 3, 0], // below the line count
  ])('%i over %i lines is %i per line', (total, lines, expected) => {
    expect(lineStake(total, lines)).toBe(expected);
  });

  test.each([
    [-1, 3, 'invalid_stake'],
    [10.5, 3, 'invalid_stake'],
    [Number.NaN, 3, 'invalid_stake'],
    [100, 0, 'invalid_line_count'],
    [100, 1.5, 'invalid_line_count'],
  ])('rejects stake %d over %d lines with %s', (total, lines, code) => {
    expect(() => lineStake(total, lines)).toThrow(SettlementError);
    expect(() => lineStake(total, lines)).toThrow(expect.objectContaining({ code }));
  });
});
