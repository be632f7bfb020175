import { describe, expect, test } from 'vitest';
import { marketTitle } from './market-title';

describe('marketTitle', () => {
  test('total and handicap lines are shown, a positive handicap with its sign', () => {
    expect(marketTitle({ name: 'Total', specifier: 'total=2.5' })).toBe('Total 2.5');
    expect(marketTitle({ name: 'Handicap', specifier: 'hcp=1' })).toBe('Handicap +1');
    expect(marketTitle({ name: 'Handicap', specifier: 'hcp=-1.5' })).toBe('Handicap -1.5');
    expect(marketTitle({ name: '1. set - total games', specifier: 'setnr=1|total=9.5' })).toBe(
      '1. set - total games 9.5',
    );
  });
  test('set, game and map numbers are not repeated', () => {
    expect(marketTitle({ name: '1. set - game 10 - winner', specifier: 'setnr=1|gamenr=10' })).toBe(
      '1. set - game 10 - winner',
    );
    expect(marketTitle({ name: '1X2', specifier: '' })).toBe('1X2');
  });
});
