import { describe, expect, test } from 'vitest';
import { betBonusTypeSchema, bonusTypeSchema } from './bonus';
import { providerSchema, sportTypeSchema } from './catalog';
import { marketStatusSchema } from './market';
import { eventTypeSchema, matchStatusSchema } from './match';
import {
  betStatusSchema,
  placedBetTypeSchema,
  placementBetTypeSchema,
  placementTypeSchema,
} from './bets';
import {
  BET_BONUS_TYPES,
  BET_STATUSES,
  BET_TYPES,
  BONUS_TYPES,
  EVENT_TYPES,
  LISTED_BET_TYPES,
  MARKET_STATUS,
  MARKET_STATUSES,
  MATCH_STATUS,
  MATCH_STATUSES,
  PLACEMENT_TYPES,
  PROVIDERS,
  SPORT_TYPES,
} from './vocabulary';

describe('the vocabulary, written once', () => {
  test('the code lists hold every named code once, in code order (match) and spec order (market)', () => {
    expect([...MATCH_STATUSES]).toEqual(Object.values(MATCH_STATUS));
    expect([...MATCH_STATUSES]).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...MARKET_STATUSES]).toEqual(Object.values(MARKET_STATUS));
    expect([...MARKET_STATUSES]).toEqual([1, -1, 0, -2, -3, -4]);
  });

  test('the derived lists extend the bet types and bet bonus types', () => {
    expect(LISTED_BET_TYPES.slice(0, BET_TYPES.length)).toEqual([...BET_TYPES]);
    expect(PLACEMENT_TYPES).toEqual([...BET_TYPES, 'multi']);
    expect(BONUS_TYPES).toEqual([...BET_BONUS_TYPES, 'jackpot']);
  });

  test.each([
    ['providers', providerSchema.options, PROVIDERS],
    ['sport types', sportTypeSchema.options, SPORT_TYPES],
    ['event types', eventTypeSchema.options, EVENT_TYPES],
    ['bet statuses', betStatusSchema.options, BET_STATUSES],
    ['bet types', placementBetTypeSchema.options, BET_TYPES],
    ['listed bet types', placedBetTypeSchema.options, LISTED_BET_TYPES],
    ['placement types', placementTypeSchema.options, PLACEMENT_TYPES],
    ['bonus types', bonusTypeSchema.options, BONUS_TYPES],
    ['bet bonus types', betBonusTypeSchema.options, BET_BONUS_TYPES],
  ])('the zod enum of %s is built from the list', (_name, options, list) => {
    expect(options).toEqual([...list]);
  });

  test('the status schemas accept exactly the listed codes', () => {
    for (const code of MATCH_STATUSES) expect(matchStatusSchema.parse(code)).toBe(code);
    for (const code of MARKET_STATUSES) expect(marketStatusSchema.parse(code)).toBe(code);
    expect(matchStatusSchema.safeParse(6).success).toBe(false);
    expect(marketStatusSchema.safeParse(-5).success).toBe(false);
  });
});
