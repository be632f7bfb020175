import { describe, expect, it } from 'vitest';
import { formatStakePresets, parseStakePresets } from './stake-presets';

describe('parseStakePresets', () => {
  it.each([
    ['5, 10, 25', [5, 10, 25]],
    ['25 5 10', [5, 10, 25]],
    ['1;2.5;2.5', [1, 2.5]],
    ['  ', []],
    ['5, abc', null],
    ['0, 5', null],
    ['-5', null],
    ['2,5', [2, 5]],
    ['1 2 3 4 5 6 7 8', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['1 2 3 4 5 6 7 8 9', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseStakePresets(input)).toEqual(expected);
  });

  it('round-trips through the editor text', () => {
    expect(parseStakePresets(formatStakePresets([1, 2.5, 10]))).toEqual([1, 2.5, 10]);
  });
});
