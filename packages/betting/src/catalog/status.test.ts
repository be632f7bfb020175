import { describe, expect, test } from 'vitest';
import {
  BETTABLE_MATCH_STATUSES,
  FINAL_MARKET_STATUSES,
  FINISHED_MATCH_STATUSES,
  isBettable,
  isFinished,
  isLive,
  isMarketAllowed,
  isMarketFinal,
  isMarketListed,
  isMarketNotAllowed,
  isOver,
  isPrematch,
  isStopped,
  LISTED_MARKET_STATUSES,
  LIVE_MATCH_STATUSES,
  MARKET_STATUS,
  MATCH_STATUS,
  NOT_ALLOWED_MARKET_STATUSES,
  OPEN_MATCH_STATUSES,
} from './status';

describe('match status codes (spec §3: prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5)', () => {
  // code, live, bettable, finished, prematch, stopped, over
  test.each([
    [0, false, true, false, true, false, false],
    [1, true, true, false, false, false, false],
    [2, true, false, false, false, true, false],
    [3, false, false, true, false, false, true],
    [4, false, false, true, false, false, true],
    [5, false, false, false, false, false, true],
  ])('%i: live %s, bettable %s, finished %s, prematch %s, stopped %s, over %s', (...row) => {
    const [code, live, bettable, finished, prematch, stopped, over] = row;
    expect([
      isLive(code),
      isBettable(code),
      isFinished(code),
      isPrematch(code),
      isStopped(code),
      isOver(code),
    ]).toEqual([live, bettable, finished, prematch, stopped, over]);
  });

  test('each list holds exactly the codes its predicate accepts', () => {
    const codes = Object.values(MATCH_STATUS);
    expect(codes.filter(isLive)).toEqual([...LIVE_MATCH_STATUSES]);
    expect(codes.filter(isBettable)).toEqual([...BETTABLE_MATCH_STATUSES]);
    expect(codes.filter(isFinished)).toEqual([...FINISHED_MATCH_STATUSES]);
    expect(codes.filter((c) => !isOver(c))).toEqual([...OPEN_MATCH_STATUSES]);
  });
});

describe('market availability codes (spec §3: 1 allowed, -1 suspended, 0/-2/-3/-4 not allowed)', () => {
  // code, allowed, listed, not allowed, final
  test.each([
    [1, true, true, false, false],
    [-1, false, true, false, false],
    [0, false, false, true, false],
    [-2, false, false, true, false],
    [-3, false, false, true, true],
    [-4, false, false, true, true],
  ])('%i: allowed %s, listed %s, not allowed %s, final %s', (...row) => {
    const [code, allowed, listed, notAllowed, final] = row;
    expect([
      isMarketAllowed(code),
      isMarketListed(code),
      isMarketNotAllowed(code),
      isMarketFinal(code),
    ]).toEqual([allowed, listed, notAllowed, final]);
  });

  test('each list holds exactly the codes its predicate accepts', () => {
    const codes = Object.values(MARKET_STATUS);
    expect(codes.filter(isMarketListed)).toEqual([...LISTED_MARKET_STATUSES]);
    expect(codes.filter(isMarketNotAllowed)).toEqual([...NOT_ALLOWED_MARKET_STATUSES]);
    expect(codes.filter(isMarketFinal)).toEqual([...FINAL_MARKET_STATUSES]);
  });
});
