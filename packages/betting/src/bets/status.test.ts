import { BET_STATUSES } from '@sportsbook/contract/vocabulary';
import { describe, expect, test } from 'vitest';
import { isBetOpen, isBetSettled, OPEN_BET_STATUSES, SETTLED_BET_STATUSES } from './status';

describe('bet statuses and the My Bets filters (spec §3)', () => {
  test.each([
    ['submitted', true],
    ['waiting_results', true],
    ['ready_to_process', true],
    ['cashout_in_progress', true],
    ['done', false],
    ['cashed_out', false],
    ['cancelled', false],
    ['withdrawn', false],
    ['rejected', false],
  ] as const)('%s: open %s, settled the opposite', (status, open) => {
    expect(isBetOpen(status)).toBe(open);
    expect(isBetSettled(status)).toBe(!open);
  });

  test('every status is open or settled, never both', () => {
    expect([...OPEN_BET_STATUSES, ...SETTLED_BET_STATUSES].sort()).toEqual(
      [...BET_STATUSES].sort(),
    );
  });
});
