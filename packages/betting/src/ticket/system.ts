/**
 * System types (spec §3 system type, §5): a k/n system bet is every k-selection combination
 * ("line") of its n selections, each line a combo of its own.
 *
 * Offered types are k/n with 2 <= k < n, so a system needs at least 3 selections:
 * - k = n is the combo itself, offered as the combo bet type;
 * - k = 1 (singles) is not offered: several singles are a multi-single, which has its own
 *   per-provider switch (spec §5) that a 1/n system would bypass.
 */
import { binomial, combinations } from '../math/exact';
import { TicketInputError } from './errors';
import type { Selection, SystemType, TicketBet } from './types';

/** The smallest win count of an offered system type (k = 1 would be singles). */
export const MIN_SYSTEM_WIN_COUNT = 2;

/** The fewest selections a system bet can have (2/3 is the smallest system). */
export const MIN_SYSTEM_SELECTIONS = 3;

/** True when k/n is an offered system type: integers with 2 <= k < n. */
export function isOfferedSystemType(winCount: number, totalCount: number): boolean {
  return (
    Number.isSafeInteger(winCount) &&
    Number.isSafeInteger(totalCount) &&
    winCount >= MIN_SYSTEM_WIN_COUNT &&
    winCount < totalCount
  );
}

/**
 * The system type k/n, with the id "k/n" sent as `system_id` when placing.
 * @throws TicketInputError `invalid_system_type` unless 2 <= k < n
 */
export function systemType(winCount: number, totalCount: number): SystemType {
  if (!isOfferedSystemType(winCount, totalCount)) {
    throw new TicketInputError(
      'invalid_system_type',
      `a system type needs integers 2 <= winCount < totalCount, got ${winCount}/${totalCount}`,
    );
  }
  return { id: `${winCount}/${totalCount}`, winCount, totalCount };
}

/**
 * Reads a system type id such as "2/4".
 * @throws TicketInputError `invalid_system_type` for anything but an offered "k/n"
 */
export function parseSystemTypeId(id: string): SystemType {
  const match = /^(\d+)\/(\d+)$/.exec(id);
  if (!match) throw new TicketInputError('invalid_system_type', `not a system type id: "${id}"`);
  return systemType(Number(match[1]), Number(match[2]));
}

/** Orders system types by totalCount, then winCount (spec §5). */
export function compareSystemTypes(a: SystemType, b: SystemType): number {
  return a.totalCount - b.totalCount || a.winCount - b.winCount;
}

/**
 * Every system type offered for n selections: 2/n ... (n-1)/n, sorted (spec §5). Empty below 3
 * selections. Four selections offer 2/4 and 3/4.
 * @throws TicketInputError `invalid_selection_count` unless n is a non-negative integer
 */
export function systemTypesFor(selectionCount: number): SystemType[] {
  if (!Number.isSafeInteger(selectionCount) || selectionCount < 0) {
    throw new TicketInputError(
      'invalid_selection_count',
      `a selection count must be a non-negative integer, got ${selectionCount}`,
    );
  }
  const types: SystemType[] = [];
  for (let k = MIN_SYSTEM_WIN_COUNT; k < selectionCount; k++)
    types.push(systemType(k, selectionCount));
  return types;
}

/** Number of lines (combinations) of a system type: C(totalCount, winCount). 2/4 has 6. */
export function systemCombinationCount(type: SystemType): number {
  return binomial(type.totalCount, type.winCount);
}

/**
 * Number of lines of a full-cover bet made of every combination of the given sizes over n
 * selections: sum of C(n, k), each size counted once. "All doubles, trebles and the fourfold" of
 * 4 selections is `combinationCountForSizes(4, [2, 3, 4])` = 6 + 4 + 1 = 11.
 */
export function combinationCountForSizes(selectionCount: number, sizes: readonly number[]): number {
  let count = 0;
  for (const k of new Set(sizes)) count += binomial(selectionCount, k);
  return count;
}

/**
 * True when the bet is a system bet whose system type is offered and matches its selection count
 * ("a system bet needs a system type whose totalCount equals the selection count": spec §5).
 */
export function hasFittingSystemType(bet: TicketBet): boolean {
  const type = bet.systemType;
  return (
    bet.betType === 'system' &&
    type !== undefined &&
    type.totalCount === bet.selections.length &&
    isOfferedSystemType(type.winCount, type.totalCount)
  );
}

/**
 * The lines the bet's stake is split over: every winCount-combination of the selections for a
 * system bet (none when its system type does not fit), else one line of all its selections.
 */
export function betLines(bet: TicketBet): Selection[][] {
  if (bet.betType !== 'system') return [bet.selections];
  if (!hasFittingSystemType(bet)) return [];
  return [...combinations(bet.selections, bet.systemType?.winCount ?? 0)];
}

/** Number of lines of the bet: C(n, k) for a fitting system bet, 0 for an unfitting one, else 1. */
export function lineCount(bet: TicketBet): number {
  if (bet.betType !== 'system') return 1;
  return hasFittingSystemType(bet) && bet.systemType ? systemCombinationCount(bet.systemType) : 0;
}
