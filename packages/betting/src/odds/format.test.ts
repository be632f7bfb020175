import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatOdds } from './format';
import { OddsFormatError } from './odds-error';
import { ODDS_TYPES } from './odds-type';
import type { OddsType } from './odds-type';
import { parseOdds } from './parse';

const COLUMNS = [
  'european',
  'british',
  'american',
  'hongkong',
  'malaysian',
  'indonesian',
  'percent',
] as const satisfies readonly OddsType[];

const display = (decimal: number) => COLUMNS.map((type) => formatOdds(decimal, type));

describe('formatOdds: the reference rows', () => {
  // decimal -> fractional -> american -> HK -> Malay -> Indo, then 100 / decimal
  test.each([
    [2.5, ['2.50', '3/2', '+150', '1.50', '-0.67', '1.50', '40.00%']], // Malay -1 / 1.5 = -0.667
    [1.5, ['1.50', '1/2', '-200', '0.50', '0.50', '-2.00', '66.67%']], // Indo -1 / 0.5
    [2, ['2.00', '1/1', '+100', '1.00', '1.00', '1.00', '50.00%']],
    // -100 / 0.909 = -110.01; -1 / 0.909 = -1.1001; 100 / 1.909 = 52.383
    [1.909, ['1.909', '10/11', '-110', '0.91', '0.91', '-1.10', '52.38%']],
  ])('%d -> %j', (decimal, expected) => {
    expect(display(decimal)).toEqual(expected);
  });
});

describe('formatOdds: other rows', () => {
  test.each([
    // 100 / 0.67 = 149.25; 1 / 0.67 = 1.4925; 100 / 1.67 = 59.880
    [1.67, ['1.67', '2/3', '-149', '0.67', '0.67', '-1.49', '59.88%']],
    // 1 / 2.37 = 0.42194; 100 / 3.37 = 29.674
    [3.37, ['3.37', '237/100', '+237', '2.37', '-0.42', '2.37', '29.67%']],
    // half-up: +137.5 -> +138, 1.375 -> 1.38; 1 / 1.375 = 0.72727; 100 / 2.375 = 42.105
    [2.375, ['2.375', '11/8', '+138', '1.38', '-0.73', '1.38', '42.11%']],
    // 1 / 39 = 0.02564; 100 / 40 = 2.5
    [40, ['40.00', '39/1', '+3900', '39.00', '-0.03', '39.00', '2.50%']],
    // 100 / 0.01 = 10000; 100 / 1.01 = 99.0099
    [1.01, ['1.01', '1/100', '-10000', '0.01', '0.01', '-100.00', '99.01%']],
    // 1 / 0.25 = 4
    [1.25, ['1.25', '1/4', '-400', '0.25', '0.25', '-4.00', '80.00%']],
  ])('%d -> %j', (decimal, expected) => {
    expect(display(decimal)).toEqual(expected);
  });

  test.each([
    [1.9094, '1.909'], // 909.4 thousandths over 1 rounds down
    [1.9095, '1.91'], // 909.5 rounds half-up to 910: "1.910" drops its third 0
    [1.23456, '1.235'], // carried as 1.2346 first (math/exact), then 234.6 -> 235
    [10, '10.00'],
  ])('european %d -> %s', (decimal, expected) => {
    expect(formatOdds(decimal, 'european')).toBe(expected);
  });
});

describe('formatOdds: odds show as they are placed and paid (no display cap)', () => {
  // the spec §5 cap is applied by the server to the prices it offers (odds/cap.ts)
  // 1 / 54 = 0.0185; 100 / 55 = 1.818
  test('55 shows as 55 in every type', () => {
    expect(display(55)).toEqual(['55.00', '54/1', '+5400', '54.00', '-0.02', '54.00', '1.82%']);
  });

  test('total odds of a combo show the real product: 428.5, not 40', () => {
    expect(formatOdds(428.5, 'european')).toBe('428.50');
    expect(formatOdds(428.5, 'american')).toBe('+42750');
  });
});

describe('formatOdds: values on an invalid bound show the nearest valid step', () => {
  test('odds just above 1 show the smallest step, never 1.00 or 0.00', () => {
    // 1.00001 is carried as 1.0001: American -100 / 0.0001, Indo -1 / 0.0001, 100 / 1.0001 = 99.990
    expect(display(1.00001)).toEqual([
      '1.001',
      '1/100',
      '-1000000',
      '0.01',
      '0.01',
      '-10000.00',
      '99.99%',
    ]);
  });

  test.each([
    // just above evens: Malay -1 / 1.0001 = -0.9999 rounds to -1.00, which is evens
    [2.0001, 'malaysian', '1.00'],
    [2.0001, 'american', '+100'],
    // just below evens: -100 / 0.9999 = -100.01 and -1 / 0.9999 = -1.0001 round to evens
    [1.9999, 'american', '+100'],
    [1.9999, 'indonesian', '1.00'],
    [1.9999, 'malaysian', '1.00'],
  ] as const)('evens shows positive: %d %s -> %s', (decimal, type, expected) => {
    expect(formatOdds(decimal, type)).toBe(expected);
  });

  test('tiny Malay and percent values keep one step', () => {
    expect(formatOdds(300, 'malaysian')).toBe('-0.01'); // -1 / 299 = -0.0033
    expect(formatOdds(30000, 'percent')).toBe('0.01%'); // 100 / 30000 = 0.0033
  });
});

describe('formatOdds: invalid odds', () => {
  test.each([
    [Number.NaN, 'invalid_odds_format'],
    [Number.POSITIVE_INFINITY, 'invalid_odds_format'],
    [1, 'odds_out_of_range'],
    [0, 'odds_out_of_range'],
    [-2.5, 'odds_out_of_range'],
  ])('%d throws %s in every type', (decimal, code) => {
    for (const type of ODDS_TYPES) {
      expect(() => formatOdds(decimal, type)).toThrow(OddsFormatError);
      expect(() => formatOdds(decimal, type)).toThrow(expect.objectContaining({ code }) as Error);
    }
  });
});

describe('format -> parse round trip', () => {
  // Odds as the package carries them (4 decimals, math/exact), from 1.01 to the cap. Tolerance per
  // type, i.e. half the display step, stated in decimal odds unless noted:
  const ROUND_TRIP_TOLERANCE: Record<OddsType, string> = {
    european: 'decimal within 0.0005 (3rd decimal)',
    british: 'decimal within 0.005 (customary fraction tolerance, or 2-decimal fraction)',
    american: 'decimal within 0.005 (half a point over |American| >= 100)',
    hongkong: 'decimal within 0.005',
    indonesian: 'decimal within 0.005 (half a hundredth over |Indo| >= 1)',
    malaysian: 'up to evens decimal within 0.005, above it 1 / (d - 1) within 0.005',
    percent: 'implied probability within 0.005 percentage points',
  };
  const within = (expected: number, actual: number, tolerance: number) =>
    expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance + 1e-9);
  const odds = fc.integer({ min: 10_100, max: 400_000 }).map((units) => units / 10_000);

  test.each(ODDS_TYPES.map((type) => [type, ROUND_TRIP_TOLERANCE[type]]))('%s: %s', (type) => {
    fc.assert(
      fc.property(odds, (decimal) => {
        const back = parseOdds(formatOdds(decimal, type), type);
        if (type === 'european') within(decimal, back, 0.0005);
        else if (type === 'percent') within(100 / decimal, 100 / back, 0.005);
        else if (type === 'malaysian' && decimal > 2)
          within(1 / (decimal - 1), 1 / (back - 1), 0.005);
        else within(decimal, back, 0.005);
      }),
    );
  });
});
