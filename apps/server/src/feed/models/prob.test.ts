import { describe, expect, test } from 'vitest';
import { normalCdf, poissonPmf, raceFirstProb, raceWinProb, seriesWinProb } from './prob';

describe('probability helpers', () => {
  test.each([
    [0, 0.5],
    [1, 0.841345],
    [-1.96, 0.024998],
    [3, 0.99865],
  ])('normalCdf(%f) = %f', (x, p) => {
    expect(normalCdf(x)).toBeCloseTo(p, 5);
  });

  test('poisson masses sum to 1 and match the formula', () => {
    expect(poissonPmf(1.5, 2)).toBeCloseTo((Math.exp(-1.5) * 1.5 ** 2) / 2, 12);
    const sum = Array.from({ length: 30 }, (_, k) => poissonPmf(2.7, k)).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
  });

  test.each([
    // tennis game from 0:0 with a 60 % server: the textbook 0.7357
    [0, 0, 4, 0.6, true, 0.7357],
    [3, 3, 4, 0.6, true, 0.36 / 0.52],
    [0, 0, 4, 0.5, true, 0.5],
    [4, 2, 4, 0.3, true, 1],
    [12, 13, 13, 0.9, false, 0],
  ])('raceWinProb(%i, %i, to %i, p %f, by two %s) = %f', (a, b, target, p, by2, expected) => {
    expect(raceWinProb(a, b, target, p, by2)).toBeCloseTo(expected, 4);
  });

  test.each([
    [0, 0, 2, 0.5, 0.5, 0.5],
    [1, 0, 2, 0.5, 0.5, 0.75],
    [1, 1, 2, 0.8, 0.1, 0.8],
    [2, 0, 2, 0.1, 0.1, 1],
    [0, 3, 3, 0.9, 0.9, 0],
  ])('seriesWinProb(%i:%i, need %i, now %f, next %f) = %f', (a, b, need, now, next, expected) => {
    expect(seriesWinProb(a, b, need, now, next)).toBeCloseTo(expected, 10);
  });

  test('raceFirstProb: with endless goals the race is a plain race; with none nobody wins', () => {
    const [a, b] = raceFirstProb(2, 2, 0.6, () => 1);
    expect(a).toBeCloseTo(raceWinProb(0, 0, 2, 0.6, false), 10);
    expect(a + b).toBeCloseTo(1, 10);
    expect(raceFirstProb(1, 2, 0.5, (k) => (k === 0 ? 1 : 0))).toEqual([0, 0]);
  });
});
