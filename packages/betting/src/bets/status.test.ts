import { BET_STATUSES } from '@sportsbook/contract/vocabulary';
import { describe, expect, test } from 'vitest';
import { isBetOpen, isBetSettled, OPEN_BET_STATUSES, SETTLED_BET_STATUSES } from './status';

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
