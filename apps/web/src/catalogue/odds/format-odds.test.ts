import { describe, expect, it } from 'vitest';
import { formatOdds, NO_ODDS, tryFormatOdds } from './format-odds';

describe('formatOdds', () => {
  // the reference row of STYLE.md, as the domain formats it
  it.each([
    ['european', '2.50'],
    ['british', '3/2'],
    ['american', '+150'],
    ['hongkong', '1.50'],
    ['malaysian', '-0.67'],
    ['indonesian', '1.50'],
    ['percent', '40.00%'],
  ] as const)('2.5 in %s -> %s', (type, expected) => {
    expect(formatOdds(2.5, type)).toBe(expected);
  });

  it.each([
    ['european', '1.50'],
    ['british', '1/2'],
    ['american', '-200'],
    ['percent', '66.67%'],
  ] as const)('1.5 in %s -> %s', (type, expected) => {
    expect(formatOdds(1.5, type)).toBe(expected);
  });

  it('shows odds as they are placed and paid: never capped (the server caps offered prices)', () => {
    expect(formatOdds(67, 'european')).toBe('67.00');
    expect(formatOdds(1000, 'european')).toBe('1000.00');
  });

  it.each([1, 0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'shows a dash for odds the domain refuses (%d)',
    (odds) => {
      expect(tryFormatOdds(odds, 'european')).toBeNull();
      expect(formatOdds(odds, 'american')).toBe(NO_ODDS);
    },
  );
});
