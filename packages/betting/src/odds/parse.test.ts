import { describe, expect, test } from 'vitest';
import { OddsFormatError } from './odds-error';
import type { OddsErrorCode } from './odds-error';
import type { OddsType } from './odds-type';
import { parseOdds } from './parse';

describe('parseOdds', () => {
  test.each<[string, OddsType, number]>([
    ['2.50', 'european', 2.5],
    ['2,5', 'european', 2.5],
    [' 1.909 ', 'european', 1.909],
    ['40', 'european', 40],
    ['3/2', 'british', 2.5],
    ['6/4', 'british', 2.5],
    ['10/11', 'british', 1 + 10 / 11],
    [' 1 / 1 ', 'british', 2],
    ['237/100', 'british', 3.37],
    ['+150', 'american', 2.5],
    ['150', 'american', 2.5],
    ['-200', 'american', 1.5],
    ['-110', 'american', 1 + 100 / 110],
    ['+100', 'american', 2],
    ['-100', 'american', 2],
    ['1.50', 'hongkong', 2.5],
    ['0,5', 'hongkong', 1.5],
    ['-0.67', 'malaysian', 1 + 1 / 0.67],
    ['-0,5', 'malaysian', 3],
    ['0.50', 'malaysian', 1.5],
    ['1.00', 'malaysian', 2],
    ['1.50', 'indonesian', 2.5],
    ['-2.00', 'indonesian', 1.5],
    ['-1', 'indonesian', 2],
    ['+1.00', 'indonesian', 2],
    ['40%', 'percent', 2.5],
    ['40.00 %', 'percent', 2.5],
    ['50', 'percent', 2],
    ['.5%', 'percent', 200],
  ])('%j as %s is decimal %d', (text, type, decimal) => {
    expect(parseOdds(text, type)).toBeCloseTo(decimal, 12);
  });

  test.each<[string, OddsType, OddsErrorCode]>([
    ['abc', 'european', 'invalid_odds_format'],
    ['', 'european', 'invalid_odds_format'],
    ['1e3', 'european', 'invalid_odds_format'],
    ['Infinity', 'european', 'invalid_odds_format'],
    ['NaN', 'european', 'invalid_odds_format'],
    ['1.2.3', 'european', 'invalid_odds_format'],
    ['2,500.00', 'european', 'invalid_odds_format'],
    ['1', 'european', 'odds_out_of_range'],
    ['0.5', 'european', 'odds_out_of_range'],
    ['-2.5', 'european', 'odds_out_of_range'],
    ['3/0', 'british', 'invalid_odds_format'],
    ['0/3', 'british', 'odds_out_of_range'],
    ['5/2/3', 'british', 'invalid_odds_format'],
    ['abc', 'british', 'invalid_odds_format'],
    ['-3/2', 'british', 'invalid_odds_format'],
    ['3/-2', 'british', 'invalid_odds_format'],
    ['1.5/1', 'british', 'invalid_odds_format'],
    ['3', 'british', 'invalid_odds_format'],
    ['', 'british', 'invalid_odds_format'],
    ['99999999999999999999/1', 'british', 'invalid_odds_format'], // beyond a safe integer
    ['0', 'american', 'odds_out_of_range'],
    ['+50', 'american', 'odds_out_of_range'],
    ['-99', 'american', 'odds_out_of_range'],
    ['--110', 'american', 'invalid_odds_format'],
    ['+', 'american', 'invalid_odds_format'],
    ['0', 'hongkong', 'odds_out_of_range'],
    ['-1', 'hongkong', 'odds_out_of_range'],
    ['x', 'hongkong', 'invalid_odds_format'],
    ['0', 'malaysian', 'odds_out_of_range'],
    ['-1', 'malaysian', 'odds_out_of_range'],
    ['1.01', 'malaysian', 'odds_out_of_range'],
    ['-1.5', 'malaysian', 'odds_out_of_range'],
    ['0', 'indonesian', 'odds_out_of_range'],
    ['0.5', 'indonesian', 'odds_out_of_range'],
    ['-0.99', 'indonesian', 'odds_out_of_range'],
    ['0%', 'percent', 'odds_out_of_range'],
    ['100%', 'percent', 'odds_out_of_range'],
    ['150', 'percent', 'odds_out_of_range'],
    ['-5%', 'percent', 'odds_out_of_range'],
    ['%', 'percent', 'invalid_odds_format'],
    ['50%%', 'percent', 'invalid_odds_format'],
  ])('%j as %s throws %s', (text, type, code) => {
    expect(() => parseOdds(text, type)).toThrow(OddsFormatError);
    expect(() => parseOdds(text, type)).toThrow(
      expect.objectContaining({ code, oddsType: type }) as Error,
    );
  });
});
