import { BET_STATUSES } from '@sportsbook/contract/vocabulary';
import { describe, expect, test } from 'vitest';
import {
  isBetListed,
  isBetOpen,
  isBetSettled,
  LISTED_BET_STATUSES,
  listedBets,
  OPEN_BET_STATUSES,
  SETTLED_BET_STATUSES,
} from './status';

describe('bet statuses and the My Bets filters (spec §3)', () => {
  test.each(BET_STATUSES.map((status) => [status]))(
    '%s is open or settled, never both',
    (status) => {
      expect(isBetOpen(status)).toBe((OPEN_BET_STATUSES as readonly string[]).includes(status));
      expect(isBetSettled(status)).toBe(!isBetOpen(status));
    },
  );

  test('the two lists split every status between them', () => {
    expect([...OPEN_BET_STATUSES, ...SETTLED_BET_STATUSES].sort()).toEqual(
      [...BET_STATUSES].sort(),
    );
    // accepted bets wait for their results; paid ones are done with their money
    expect([
      isBetOpen('waiting_results'),
      isBetSettled('done'),
      isBetSettled('cashed_out'),
    ]).toEqual([true, true, true]);
  });
});

describe('the bets listing (spec §5 "Bets listing excludes some statuses")', () => {
  test.each([
    ['cashed_out', true],
    ['withdrawn', false],
    ['waiting_results', true],
    ['ready_to_process', true],
    ['done', true],
    ['cancelled', true],
    ['cashout_in_progress', true],
    ['submitted', true],
    ['rejected', false],
  ] as const)('%s is listed: %s', (status, listed) => {
    expect(isBetListed(status)).toBe(listed);
    expect(LISTED_BET_STATUSES.includes(status)).toBe(listed);
  });

  test('every open bet is listed; a list keeps only its listed bets, in order', () => {
    expect(OPEN_BET_STATUSES.every(isBetListed)).toBe(true);
    const bets = [
      { betId: 'a', betStatus: 'done' },
      { betId: 'b', betStatus: 'rejected' },
      { betId: 'c', betStatus: 'submitted' },
      { betId: 'd', betStatus: 'withdrawn' },
    ] as const;
    expect(listedBets(bets).map((b) => b.betId)).toEqual(['a', 'c']);
  });
});
