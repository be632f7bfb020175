import { describe, expect, test } from 'vitest';
import { isOddsType, ODDS_TYPES } from './odds-type';

describe('odds types', () => {
  test('lists the six spec types and percent, once each', () => {
    expect([...ODDS_TYPES].sort()).toEqual(
      ['american', 'british', 'european', 'hongkong', 'indonesian', 'malaysian', 'percent'].sort(),
    );
  });

  test.each([
    ['european', true],
    ['percent', true],
    ['malaysian', true],
    ['decimal', false],
    ['European', false],
    ['', false],
    [42, false],
    [undefined, false],
    [null, false],
  ])('isOddsType(%j) is %s', (value, expected) => {
    expect(isOddsType(value)).toBe(expected);
  });
});
