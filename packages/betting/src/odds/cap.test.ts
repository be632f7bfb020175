import { describe, expect, test } from 'vitest';
import { capOdds, ODDS_CAP } from './cap';
import { OddsFormatError } from './odds-error';

describe('capOdds (spec §5: odds above 40 are capped)', () => {
  test('the default cap is 40', () => {
    expect(ODDS_CAP).toBe(40);
  });

  test.each([
    [45, undefined, 40],
    [1000, undefined, 40],
    [40, undefined, 40],
    [39.99, undefined, 39.99],
    [2.5, undefined, 2.5],
    [45, 50, 45],
    [60, 50, 50],
    [1e6, Number.POSITIVE_INFINITY, 1e6], // no cap
    [1.5, 1.2, 1.2],
  ])('capOdds(%d, %s) = %d', (odds, cap, expected) => {
    expect(capOdds(odds, cap)).toBe(expected);
  });

  test.each([
    [Number.NaN, 40, 'invalid_odds_format'],
    [1, 40, 'odds_out_of_range'],
    [0.5, 40, 'odds_out_of_range'],
    [2, 1, 'odds_out_of_range'],
    [2, 0.5, 'odds_out_of_range'],
    [2, Number.NaN, 'odds_out_of_range'],
  ])('capOdds(%d, %d) throws %s', (odds, cap, code) => {
    expect(() => capOdds(odds, cap)).toThrow(OddsFormatError);
    expect(() => capOdds(odds, cap)).toThrow(expect.objectContaining({ code }) as Error);
  });
});
