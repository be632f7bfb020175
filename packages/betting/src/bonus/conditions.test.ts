import { describe, expect, test } from 'vitest';
import type { BonusCondition, ConditionTarget } from './conditions';
import { isCountryAllowed, meetsBonusConditions, meetsCondition } from './conditions';

const soccer: ConditionTarget = {
  sportType: 'regular',
  sportId: 1,
  categoryId: 10,
  tournamentId: 100,
  matchId: 1000,
};
const cyber: ConditionTarget = {
  sportType: 'cyber',
  sportId: 7,
  categoryId: 70,
  tournamentId: null,
  matchId: 7000,
};

describe('meetsCondition', () => {
  test.each<[string, BonusCondition, boolean]>([
    ['an empty condition', {}, true],
    ['the sport type', { sportType: 'regular' }, true],
    ['another sport type', { sportType: 'cyber' }, false],
    ['sport and category', { sportId: 1, categoryId: 10 }, true],
    ['sport but another category', { sportId: 1, categoryId: 11 }, false],
    ['the tournament', { tournamentId: 100 }, true],
    ['the match', { matchId: 1000 }, true],
    ['another match', { matchId: 1001 }, false],
  ])('%s -> %s', (_, condition, expected) => {
    expect(meetsCondition(condition, soccer)).toBe(expected);
  });

  test('a tournament condition never matches an event outside a league', () => {
    expect(meetsCondition({ tournamentId: 100 }, cyber)).toBe(false);
  });
});

describe('meetsBonusConditions', () => {
  test('no conditions: every bet counts', () => {
    expect(meetsBonusConditions([], [soccer, cyber])).toBe(true);
  });
  test('each selection must meet one condition', () => {
    const both = [{ sportType: 'regular' as const }, { sportId: 7 }];
    expect(meetsBonusConditions(both, [soccer, cyber])).toBe(true);
    expect(meetsBonusConditions([{ sportType: 'regular' }], [soccer, cyber])).toBe(false);
    expect(meetsBonusConditions([{ sportType: 'regular' }], [soccer])).toBe(true);
  });
});

describe('isCountryAllowed', () => {
  test.each<[string[], string, boolean]>([
    [[], 'DE', true],
    [['DE', 'AT'], 'DE', true],
    [['de'], 'DE', true],
    [['AT'], 'DE', false],
  ])('%j allows %s: %s', (codes, country, expected) => {
    expect(isCountryAllowed(codes, country)).toBe(expected);
  });
});
