import { describe, expect, test } from 'vitest';
import { marketStatusSchema } from './market';
import { matchStatusSchema } from './match';
import * as vocabulary from './vocabulary';

const { MATCH_STATUS, MATCH_STATUSES, MARKET_STATUS, MARKET_STATUSES } = vocabulary;

describe('the vocabulary, written once', () => {
  test('the code lists hold every named code once, in code order (match) and spec order (market)', () => {
    expect([...MATCH_STATUSES]).toEqual(Object.values(MATCH_STATUS));
    expect([...MATCH_STATUSES]).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...MARKET_STATUSES]).toEqual(Object.values(MARKET_STATUS));
    expect([...MARKET_STATUSES]).toEqual([1, -1, 0, -2, -3, -4]);
  });

  test('the derived lists extend the bet types and bet bonus types', () => {
    const { BET_TYPES, BET_BONUS_TYPES } = vocabulary;
    expect(vocabulary.LISTED_BET_TYPES.slice(0, BET_TYPES.length)).toEqual([...BET_TYPES]);
    expect(vocabulary.PLACEMENT_TYPES).toEqual([...BET_TYPES, 'multi']);
    expect(vocabulary.BONUS_TYPES).toEqual([...BET_BONUS_TYPES, 'jackpot']);
  });

  test('the status schemas accept exactly the listed codes', () => {
    for (const code of MATCH_STATUSES) expect(matchStatusSchema.parse(code)).toBe(code);
    for (const code of MARKET_STATUSES) expect(marketStatusSchema.parse(code)).toBe(code);
    expect(matchStatusSchema.safeParse(6).success).toBe(false);
    expect(marketStatusSchema.safeParse(-5).success).toBe(false);
  });
});
