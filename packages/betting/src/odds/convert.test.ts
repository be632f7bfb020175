import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  americanToDecimal,
  checkDecimalOdds,
  decimalToAmerican,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalaysian,
  decimalToPercent,
  hongKongToDecimal,
  indonesianToDecimal,
  malaysianToDecimal,
  percentToDecimal,
} from './convert';
import { OddsFormatError } from './odds-error';
import type { OddsErrorCode } from './odds-error';

describe('decimal to the other odds types, unrounded', () => {
  // american: d >= 2 -> (d - 1) x 100, else -100 / (d - 1); HK: d - 1;
  // Malay: d <= 2 -> d - 1, else -1 / (d - 1); Indo: d >= 2 -> d - 1, else -1 / (d - 1); percent 100 / d
  test.each([
    // decimal, american, HK, Malay, Indo, percent
    [2.5, 150, 1.5, -1 / 1.5, 1.5, 40],
    [1.5, -200, 0.5, 0.5, -2, 200 / 3],
    [2, 100, 1, 1, 1, 50],
    [1.909, -100 / 0.909, 0.909, 0.909, -1 / 0.909, 100 / 1.909],
    [1.25, -400, 0.25, 0.25, -4, 80],
    [5, 400, 4, -0.25, 4, 20],
  ])(
    '%d -> american %d, HK %d, Malay %d, Indo %d, %d %%',
    (decimal, american, hk, malay, indo, pct) => {
      expect(decimalToAmerican(decimal)).toBeCloseTo(american, 9);
      expect(decimalToHongKong(decimal)).toBeCloseTo(hk, 9);
      expect(decimalToMalaysian(decimal)).toBeCloseTo(malay, 9);
      expect(decimalToIndonesian(decimal)).toBeCloseTo(indo, 9);
      expect(decimalToPercent(decimal)).toBeCloseTo(pct, 9);
    },
  );
});

describe('the other odds types to decimal', () => {
  test.each([
    [americanToDecimal, 150, 2.5],
    [americanToDecimal, -200, 1.5],
    [americanToDecimal, 100, 2],
    [americanToDecimal, -100, 2], // -100 and +100 are both evens
    [americanToDecimal, -110, 1 + 100 / 110],
    [hongKongToDecimal, 1.5, 2.5],
    [hongKongToDecimal, 0.01, 1.01],
    [malaysianToDecimal, -0.5, 3], // 1 + 1 / 0.5
    [malaysianToDecimal, 0.5, 1.5],
    [malaysianToDecimal, 1, 2],
    [indonesianToDecimal, 1.5, 2.5],
    [indonesianToDecimal, -2, 1.5], // 1 + 1 / 2
    [indonesianToDecimal, -1, 2],
    [indonesianToDecimal, 1, 2],
    [percentToDecimal, 40, 2.5],
    [percentToDecimal, 50, 2],
    [percentToDecimal, 99.99, 100 / 99.99],
  ])('%o(%d) = %d', (convert, value, decimal) => {
    expect(convert(value)).toBeCloseTo(decimal, 12);
  });
});

describe('invalid odds', () => {
  const nan = Number.NaN;
  const inf = Number.POSITIVE_INFINITY;
  test.each<[string, (value: number) => number, number, OddsErrorCode]>([
    ['decimal 1', checkDecimalOdds, 1, 'odds_out_of_range'],
    ['decimal 0.5', decimalToAmerican, 0.5, 'odds_out_of_range'],
    ['decimal -2', decimalToHongKong, -2, 'odds_out_of_range'],
    ['decimal NaN', decimalToMalaysian, nan, 'invalid_odds_format'],
    ['decimal Infinity', decimalToIndonesian, inf, 'invalid_odds_format'],
    ['decimal -Infinity', decimalToPercent, -inf, 'invalid_odds_format'],
    ['American 0', americanToDecimal, 0, 'odds_out_of_range'],
    ['American +99', americanToDecimal, 99, 'odds_out_of_range'],
    ['American -99.99', americanToDecimal, -99.99, 'odds_out_of_range'],
    ['American NaN', americanToDecimal, nan, 'invalid_odds_format'],
    ['HK 0', hongKongToDecimal, 0, 'odds_out_of_range'],
    ['HK -0.5', hongKongToDecimal, -0.5, 'odds_out_of_range'],
    ['HK Infinity', hongKongToDecimal, inf, 'invalid_odds_format'],
    ['Malay 0', malaysianToDecimal, 0, 'odds_out_of_range'],
    ['Malay -1', malaysianToDecimal, -1, 'odds_out_of_range'],
    ['Malay 1.01', malaysianToDecimal, 1.01, 'odds_out_of_range'],
    ['Malay -3', malaysianToDecimal, -3, 'odds_out_of_range'],
    ['Indo 0', indonesianToDecimal, 0, 'odds_out_of_range'],
    ['Indo 0.99', indonesianToDecimal, 0.99, 'odds_out_of_range'],
    ['Indo -0.5', indonesianToDecimal, -0.5, 'odds_out_of_range'],
    ['percent 0', percentToDecimal, 0, 'odds_out_of_range'],
    ['percent 100', percentToDecimal, 100, 'odds_out_of_range'],
    ['percent -5', percentToDecimal, -5, 'odds_out_of_range'],
    ['percent NaN', percentToDecimal, nan, 'invalid_odds_format'],
  ])('%s throws %s', (_name, convert, value, code) => {
    expect(() => convert(value)).toThrow(OddsFormatError);
    expect(() => convert(value)).toThrow(expect.objectContaining({ code }) as Error);
  });

  test('the error says what was refused and how it was read', () => {
    const error = catchError(() => americanToDecimal(50));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'OddsFormatError',
      code: 'odds_out_of_range',
      oddsType: 'american',
      input: 50,
    });
    expect(error.message).toContain('50');
  });
});

describe('decimal -> X -> decimal', () => {
  // any double odds from just above 1 to 1000 come back within a relative 1e-9 (floating point only)
  const decimal = fc.double({ min: 1.0001, max: 1000, noNaN: true });
  test.each([
    ['american', decimalToAmerican, americanToDecimal],
    ['hongkong', decimalToHongKong, hongKongToDecimal],
    ['malaysian', decimalToMalaysian, malaysianToDecimal],
    ['indonesian', decimalToIndonesian, indonesianToDecimal],
    ['percent', decimalToPercent, percentToDecimal],
  ])('%s is the inverse of its converter', (_type, to, from) => {
    fc.assert(
      fc.property(decimal, (d) => {
        expect(Math.abs(from(to(d)) - d)).toBeLessThanOrEqual(d * 1e-9);
      }),
    );
  });
});

function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    if (error instanceof Error) return error;
  }
  throw new Error('expected an error');
}
