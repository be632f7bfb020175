import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CUSTOMARY_FRACTIONS,
  decimalToFraction,
  FRACTION_TOLERANCE,
  fractionToDecimal,
} from './fraction';
import type { Fraction } from './fraction';
import { OddsFormatError } from './odds-error';

const show = ({ numerator, denominator }: Fraction): string => `${numerator}/${denominator}`;

describe('decimalToFraction', () => {
  test.each([
    [2.5, '3/2'], // 6/4 reduced
    [1.5, '1/2'],
    [2, '1/1'],
    [1.909, '10/11'], // 10/11 = 0.90909: 0.00009 away
    [1.91, '10/11'], // 0.00091 away
    [1.67, '2/3'], // 4/6 reduced, 0.0033 away
    [1.36, '4/11'], // 0.0036 away
    [1.62, '8/13'], // 8/13 = 0.61538: 0.0046 away
    [2.37, '11/8'], // 11/8 = 1.375: exactly the 0.005 tolerance, inclusive
    [2.38, '11/8'],
    [4.33, '10/3'],
    [7.004, '6/1'],
    [17, '16/1'],
    [40, '39/1'],
    [1.2, '1/5'],
    [1.1, '1/10'],
  ])('%d is the customary %s', (decimal, fraction) => {
    expect(show(decimalToFraction(decimal))).toBe(fraction);
  });

  test.each([
    [3.37, '237/100'], // 2.37, no customary fraction within 0.005
    [2.123, '28/25'], // 1.12 = 112/100 reduced
    [2.365, '137/100'], // 1.365 rounds half-up to 1.37; 11/8 is 0.01 away
    [7.006, '601/100'], // 6.006 -> 6.01
    [18, '17/1'], // 1700/100 reduced: 17/1 is not in the table
    [1.45, '9/20'], // 45/100; 4/9 = 0.444 is 0.0056 away
    [1.01, '1/100'],
    [1.00001, '1/100'], // the smallest step: odds above 1 never show 0/100
    [1e6, '999999/1'],
  ])('%d is the exact fraction %s at 2 decimals', (decimal, fraction) => {
    expect(show(decimalToFraction(decimal))).toBe(fraction);
  });

  test.each([[1], [0.5], [Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %d', (decimal) => {
    expect(() => decimalToFraction(decimal)).toThrow(OddsFormatError);
  });

  test('comes back within the tolerance for any odds (plus the 4-decimal carry)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 1000, noNaN: true }), (decimal) => {
        const back = fractionToDecimal(decimalToFraction(decimal));
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(FRACTION_TOLERANCE + 0.00005 + 1e-9);
      }),
    );
  });
});

describe('the customary fractions', () => {
  test('run ascending from 1/10 to 39/1, reduced', () => {
    const decimals = CUSTOMARY_FRACTIONS.map(fractionToDecimal);
    expect(decimals).toEqual([...decimals].sort((a, b) => a - b));
    expect(show(CUSTOMARY_FRACTIONS[0] ?? { numerator: 0, denominator: 0 })).toBe('1/10');
    expect(show(CUSTOMARY_FRACTIONS.at(-1) ?? { numerator: 0, denominator: 0 })).toBe('39/1');
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    for (const f of CUSTOMARY_FRACTIONS) expect(gcd(f.numerator, f.denominator)).toBe(1);
  });

  test.each(CUSTOMARY_FRACTIONS.map((f) => [show(f), f] as const))('%s shows as itself', (_, f) => {
    expect(decimalToFraction(fractionToDecimal(f))).toEqual(f);
  });
});

describe('fractionToDecimal', () => {
  test.each([
    [3, 2, 2.5],
    [6, 4, 2.5],
    [1, 1, 2],
    [237, 100, 3.37],
  ])('%i/%i = %d', (numerator, denominator, decimal) => {
    expect(fractionToDecimal({ numerator, denominator })).toBeCloseTo(decimal, 12);
  });

  test.each([
    [3, 0, 'invalid_odds_format'],
    [-3, 2, 'invalid_odds_format'],
    [3, -2, 'invalid_odds_format'],
    [1.5, 1, 'invalid_odds_format'],
    [Number.NaN, 1, 'invalid_odds_format'],
    [0, 3, 'odds_out_of_range'],
  ])('%d/%d throws %s', (numerator, denominator, code) => {
    const convert = () => fractionToDecimal({ numerator, denominator });
    expect(convert).toThrow(OddsFormatError);
    expect(convert).toThrow(expect.objectContaining({ code, oddsType: 'british' }) as Error);
  });
});
